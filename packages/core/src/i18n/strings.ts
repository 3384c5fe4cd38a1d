import { fillIn } from './define-strings';
import type { LocaleCode } from './locales';
import { STRING_TABLES } from './string-tables';
import type { StringKey } from './string-tables';

export type { StringKey } from './string-tables';
export { loadStrings } from './string-tables';

/** Whether a language's strings are at hand (in the browser: fetched already). */
export const hasStrings = (locale: LocaleCode): boolean => STRING_TABLES[locale] !== undefined;

/** A UI string by a key made at run time (a type slug...), or undefined when there is none. */
export function lookup(locale: LocaleCode, key: string): string | undefined {
  const table = STRING_TABLES[locale];
  if (!table) throw new Error(`The UI strings of "${locale}" are not loaded: await loadStrings("${locale}") first`);
  return (table as Record<string, string>)[key];
}

/**
 * A UI string in a language, with `{name}` placeholders filled in.
 * @example t('fr', 'resultsCount', { count: 3 }) // '3 biens'
 */
export function t(locale: LocaleCode, key: StringKey, values: Record<string, string | number> = {}): string {
  const table = STRING_TABLES[locale];
  if (!table) throw new Error(`The UI strings of "${locale}" are not loaded: await loadStrings("${locale}") first`);
  return fillIn(table[key], values);
}
