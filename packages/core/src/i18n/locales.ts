/** The five site languages, their URL prefixes and writing direction. */
export type LocaleCode = 'en' | 'ar' | 'fr' | 'ru' | 'pl';

export type Locale = {
  code: LocaleCode;
  /** First path segment; empty for English, which is unprefixed. */
  prefix: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for `lang` and `hreflang`. */
  hreflang: string;
  /** The language's own name, for the language switcher. */
  nativeName: string;
  /** Its name in English, for the brokerage's own messages (the admin e-mail of a lead). */
  englishName: string;
};

/** English: unprefixed, and the language of any path whose first segment is not a language. */
export const DEFAULT_LOCALE: Locale = {
  code: 'en',
  prefix: '',
  dir: 'ltr',
  hreflang: 'en',
  nativeName: 'English',
  englishName: 'English',
};

export const LOCALES: readonly Locale[] = [
  DEFAULT_LOCALE,
  { code: 'ar', prefix: 'uae', dir: 'rtl', hreflang: 'ar', nativeName: 'العربية', englishName: 'Arabic' },
  { code: 'fr', prefix: 'fr', dir: 'ltr', hreflang: 'fr', nativeName: 'Français', englishName: 'French' },
  { code: 'ru', prefix: 'ru', dir: 'ltr', hreflang: 'ru', nativeName: 'Русский', englishName: 'Russian' },
  { code: 'pl', prefix: 'pl', dir: 'ltr', hreflang: 'pl', nativeName: 'Polski', englishName: 'Polish' },
];

const byPrefix = new Map(LOCALES.filter((l) => l.prefix).map((l) => [l.prefix, l]));
const byCode = new Map(LOCALES.map((l) => [l.code, l]));

/** The locale for a CMS locale code; unknown codes are English. */
export function getLocale(code: string | null | undefined): Locale {
  return (code && byCode.get(code as LocaleCode)) || DEFAULT_LOCALE;
}

/**
 * The one of a set of localized CMS entries to show in `locale`: its own, else the English
 * one (an entry not translated yet), else none.
 * @example inLocaleOrEnglish([{ locale: 'en' }, { locale: 'fr' }], 'fr') // { locale: 'fr' }
 */
export function inLocaleOrEnglish<T extends { locale?: string | null }>(
  entries: readonly T[],
  locale: string,
): T | undefined {
  return entries.find((e) => e.locale === locale) ?? entries.find((e) => e.locale === DEFAULT_LOCALE.code);
}

/**
 * The entries of a localized list (menu items, countries) to show in `locale`: its own when
 * there are any, else the English ones.
 */
export function allInLocaleOrEnglish<T extends { locale?: string | null }>(entries: readonly T[], locale: string): T[] {
  const own = entries.filter((e) => e.locale === locale);
  return own.length ? own : entries.filter((e) => e.locale === DEFAULT_LOCALE.code);
}

/**
 * The language of a site path: its first segment, when that is a language prefix;
 * any other first segment means English.
 * @example localeFromPath('/uae/contact-oasis-key/') // Arabic
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return byPrefix.get(first) ?? DEFAULT_LOCALE;
}

/**
 * The path without its language prefix, always starting with `/`.
 * @example stripLocale('/fr/media/') // '/media/'
 */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale.prefix) return pathname.startsWith('/') ? pathname : `/${pathname}`;
  const rest = pathname.replace(/^\/+/, '').slice(locale.prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A language-neutral site path placed under a locale's prefix.
 * @example localizePath('/media/', getLocale('ar')) // '/uae/media/'
 */
export function localizePath(pathname: string, locale: Locale): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return locale.prefix ? `/${locale.prefix}${clean}` : clean;
}
