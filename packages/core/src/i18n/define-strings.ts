import type { LocaleCode } from './locales';

/** A set of UI strings in every site language; English names the keys every language must have. */
export type Dictionary<K extends string> = { en: Record<K, string> } & Record<
  Exclude<LocaleCode, 'en'>,
  Record<K, string>
>;

/** Declares one area's UI strings; the type check refuses a language that misses a key. */
export function defineStrings<K extends string>(dictionary: Dictionary<K>): Dictionary<K> {
  return dictionary;
}

/** A name in each site language, in the order en, ar, fr, ru, pl. */
export type Names = readonly [string, string, string, string, string];

const ORDER = ['en', 'ar', 'fr', 'ru', 'pl'] as const satisfies readonly LocaleCode[];

/**
 * UI strings from a vocabulary kept as a table: each row a key and its name in every
 * language (property types, CMS terms).
 */
export function fromNames<K extends string>(rows: readonly (readonly [K, Names])[]): Dictionary<K> {
  return Object.fromEntries(
    ORDER.map((code, i) => [code, Object.fromEntries(rows.map(([key, names]) => [key, names[i]]))]),
  ) as Dictionary<K>;
}

/**
 * A string with its `{name}` placeholders filled in; one without a value stays as written.
 * @example fillIn('Dear {name},', { name: 'Ann' }) // 'Dear Ann,'
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
