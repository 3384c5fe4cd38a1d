import type { LocaleCode } from './locales';
import { lookup } from './strings';

/** A text as shown, with the language it is in (for its `lang` attribute). */
export type Shown = { text: string; lang: LocaleCode };

/**
 * A term the CMS holds in English (an amenity, a job title) in a site language: its
 * translation from the vocabulary (dictionaries/terms.ts), or the English term marked as
 * English when the vocabulary does not know it.
 * @example termIn('fr', 'Concierge service') // { text: 'Service de conciergerie', lang: 'fr' }
 * @example termIn('fr', 'Rooftop cinema') // { text: 'Rooftop cinema', lang: 'en' }
 */
export function termIn(locale: LocaleCode, english: string): Shown {
  const translated = lookup(locale, `term.${english.trim()}`);
  return translated ? { text: translated, lang: locale } : { text: english, lang: 'en' };
}

// Languages the team lists by their English names, as ISO codes for Intl.DisplayNames.
const LANGUAGE_CODES: Record<string, string> = {
  Arabic: 'ar',
  Bengali: 'bn',
  Cantonese: 'yue',
  Chinese: 'zh',
  Dutch: 'nl',
  English: 'en',
  Farsi: 'fa',
  French: 'fr',
  German: 'de',
  Greek: 'el',
  Hindi: 'hi',
  Italian: 'it',
  Japanese: 'ja',
  Korean: 'ko',
  Malayalam: 'ml',
  Mandarin: 'zh',
  Persian: 'fa',
  Polish: 'pl',
  Portuguese: 'pt',
  Punjabi: 'pa',
  Russian: 'ru',
  Spanish: 'es',
  Tagalog: 'tl',
  Tamil: 'ta',
  Turkish: 'tr',
  Ukrainian: 'uk',
  Urdu: 'ur',
};

const displayNames = new Map<LocaleCode, Intl.DisplayNames>();

/**
 * A spoken language, as the CMS names it in English, named in a site language by the
 * platform's own list (Intl.DisplayNames); a language it cannot name stays in English.
 * @example languageNameIn('fr', 'Arabic') // { text: 'arabe', lang: 'fr' }
 */
export function languageNameIn(locale: LocaleCode, english: string): Shown {
  const code = LANGUAGE_CODES[english.trim()];
  if (locale === 'en' || !code) return { text: english, lang: 'en' };
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  const name = names.of(code);
  return name ? { text: name, lang: locale } : { text: english, lang: 'en' };
}

/**
 * Spoken languages as a list in a site language, with its own separators and "and"
 * (Intl.ListFormat); English keeps the CMS's list as it is written.
 * @example languagesIn('fr', ['English', 'Arabic']) // 'anglais et arabe'
 */
export function languagesIn(locale: LocaleCode, english: readonly string[]): string {
  if (locale === 'en') return english.join(', ');
  const names = english.map((name) => languageNameIn(locale, name).text);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
