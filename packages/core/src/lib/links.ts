import { localeFromPath, localizePath, type Locale } from '../i18n/locales';

export type LinkKind = 'anchor' | 'tel' | 'mailto' | 'external' | 'internal';

/**
 * What a link does when followed: scroll on the page, call, write, leave the site, or
 * navigate inside it.
 * @example linkKind('tel:+97145550100') // 'tel'
 */
export function linkKind(href: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('#')) return 'anchor';
  if (/^tel:/i.test(value)) return 'tel';
  if (/^mailto:/i.test(value)) return 'mailto';
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) return 'external';
  return 'internal';
}

/**
 * A CMS link (written language-neutral) for the page's language: internal paths get the
 * locale prefix and a trailing slash; anything else is returned as it is.
 * @example localizeHref('/renovation', getLocale('ar')) // '/uae/renovation/'
 */
export function localizeHref(href: string, locale: Locale): string {
  const value = href.trim();
  if (linkKind(value) !== 'internal') return value;
  const absolute = value.startsWith('/') ? value : `/${value}`;
  const cut = absolute.search(/[?#]/);
  const [path, suffix] = cut < 0 ? [absolute, ''] : [absolute.slice(0, cut), absolute.slice(cut)];
  const slashed = path.endsWith('/') ? path : `${path}/`;
  // A link an editor already wrote with a language prefix stays in that language.
  const localized = localeFromPath(slashed).prefix ? slashed : localizePath(slashed, locale);
  return `${localized}${suffix}`;
}
