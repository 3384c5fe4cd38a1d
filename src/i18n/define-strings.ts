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
