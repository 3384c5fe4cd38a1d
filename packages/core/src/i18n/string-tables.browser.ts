import type { LocaleCode } from './locales';
import type { StringTable } from './string-tables';
import { fetchJsonOnce } from '../lib/fetch-once';

/**
 * The browser's UI strings: only the languages fetched so far. Replaces `string-tables.ts`
 * in the browser bundle (plugins/site-strings), so a page downloads its own language's
 * strings (about 5 KB compressed) instead of all five languages inside the app bundle.
 */
export const STRING_TABLES: Partial<Record<LocaleCode, StringTable>> = {};

const pending = new Map<LocaleCode, Promise<StringTable>>();

/* global __STRING_FILES__ -- defined by the site's build (plugins/site-strings); `gatsby develop` lints this file's build */

/** Fetches a language's strings once (the page head preloads its own), trying a dropped download once more. */
export async function loadStrings(locale: LocaleCode): Promise<void> {
  if (STRING_TABLES[locale]) return;
  // One retry: a dropped connection on a phone should not leave the page without words.
  STRING_TABLES[locale] = await fetchJsonOnce(pending, locale, __STRING_FILES__[locale], { attempts: 2 });
}
