import type { LocaleCode } from './locales';
import type { StringTable } from './string-tables';

/**
 * The browser's UI strings: only the languages fetched so far. Replaces `string-tables.ts`
 * in the browser bundle (plugins/site-strings), so a page downloads its own language's
 * strings (about 5 KB compressed) instead of all five languages inside the app bundle.
 */
export const STRING_TABLES: Partial<Record<LocaleCode, StringTable>> = {};

const pending = new Map<LocaleCode, Promise<void>>();

async function fetchTable(locale: LocaleCode): Promise<void> {
  let lastError: unknown;
  // One retry: a dropped connection on a phone should not leave the page without words.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(__STRING_FILES__[locale], { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${__STRING_FILES__[locale]} answered ${response.status}`);
      STRING_TABLES[locale] = (await response.json()) as StringTable;
      return;
    } catch (error) {
      lastError = error;
    }
  }
  pending.delete(locale);
  throw lastError;
}

/** Fetches a language's strings once (the page head preloads its own). */
export function loadStrings(locale: LocaleCode): Promise<void> {
  if (STRING_TABLES[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = fetchTable(locale);
    pending.set(locale, loading);
  }
  return loading;
}
