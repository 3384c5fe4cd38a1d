import { DEFAULT_LOCALE, LOCALES, getLocale, localizePath, stripLocale, type LocaleCode } from '../i18n/locales';

/** Everything the head of one page is built from. */
export type PageDescriptor = {
  /** Public origin without a trailing slash (SITE_URL). */
  siteUrl: string;
  locale: LocaleCode;
  /** The path this page is served at. */
  path: string;
  /** The one path search engines should index for this content; defaults to `path`. */
  canonicalPath?: string;
  title: string;
  description?: string | null;
  /** Brand appended to the title, unless the title already names it. */
  companyName?: string;
  /** Languages with an indexable version of the canonical page; none means no hreflang links. */
  alternates?: readonly LocaleCode[];
  noindex?: boolean;
  /** Absolute or site-relative URL of the page's share image. */
  image?: { url: string; alt?: string | null } | null;
  ogType?: 'website' | 'article' | 'product';
  /** The brand's Twitter/X profile URL or @handle. */
  twitter?: string | null;
};

export type HeadLink = { rel: 'canonical' | 'alternate'; href: string; hrefLang?: string };
export type HeadMeta = { name?: string; property?: string; content: string };
export type HeadTags = {
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  meta: HeadMeta[];
  links: HeadLink[];
};

/** Open Graph wants language_TERRITORY; the territory each site language is written for. */
const OG_LOCALE: Record<LocaleCode, string> = { en: 'en_GB', ar: 'ar_AE', fr: 'fr_FR', ru: 'ru_RU', pl: 'pl_PL' };

/** Editors often end a meta title with the brand after a bar; never add a second. */
export function fullTitle(title: string, companyName?: string): string {
  const clean = title.trim();
  if (!companyName) return clean;
  if (!clean) return companyName;
  return clean.includes(companyName) || clean.includes(' | ') ? clean : `${clean} | ${companyName}`;
}

/**
 * hreflang alternates of a page: one per language that has an indexable version, in the
 * site's language order, plus x-default (the English version, else the first one).
 * @example alternateLinks('https://x.ae', '/uae/media/', ['en', 'ar'])
 *   // en https://x.ae/media/, ar https://x.ae/uae/media/, x-default https://x.ae/media/
 */
export function alternateLinks(
  siteUrl: string,
  path: string,
  locales: readonly LocaleCode[],
): { hrefLang: string; href: string }[] {
  const neutral = stripLocale(path);
  const present = new Set(locales);
  const links = LOCALES.filter((l) => present.has(l.code)).map((l) => ({
    hrefLang: l.hreflang,
    href: `${siteUrl}${localizePath(neutral, l)}`,
  }));
  const first = links[0];
  if (!first) return [];
  const fallback = links.find((l) => l.hrefLang === DEFAULT_LOCALE.hreflang) ?? first;
  return [...links, { hrefLang: 'x-default', href: fallback.href }];
}

/** An absolute URL for a site-relative one; absolute URLs pass unchanged. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** `@handle` from a Twitter/X profile URL or handle; null when it names none. */
export function twitterHandle(value: string | null | undefined): string | null {
  const match = /^(?:https?:\/\/(?:www\.)?(?:twitter|x)\.com\/)?@?([A-Za-z0-9_]{1,15})\/?$/.exec((value ?? '').trim());
  return match ? `@${match[1]}` : null;
}

/**
 * Title, description, robots, canonical, hreflang alternates, Open Graph and Twitter card
 * of a page. A noindex page keeps its canonical but lists no alternates.
 */
export function headTags(page: PageDescriptor): HeadTags {
  const lang = getLocale(page.locale);
  const title = fullTitle(page.title, page.companyName);
  const canonical = `${page.siteUrl}${page.canonicalPath ?? page.path}`;
  const description = page.description?.trim() || null;
  const alternates = page.noindex
    ? []
    : alternateLinks(page.siteUrl, page.canonicalPath ?? page.path, page.alternates ?? []);
  const image = page.image?.url
    ? { url: absoluteUrl(page.siteUrl, page.image.url), alt: page.image.alt?.trim() || null }
    : null;
  const handle = twitterHandle(page.twitter);

  const meta: HeadMeta[] = [];
  if (description) meta.push({ name: 'description', content: description });
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  meta.push(
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: canonical },
    ...(page.companyName ? [{ property: 'og:site_name', content: page.companyName }] : []),
    { property: 'og:locale', content: OG_LOCALE[lang.code] },
    // In the site's language order, as the hreflang links: the CMS lists a page's
    // localizations in its rows' order, which a restore from a backup can change.
    ...LOCALES.filter((l) => !page.noindex && l.code !== lang.code && page.alternates?.includes(l.code)).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[l.code],
    })),
    ...(image ? [{ property: 'og:image', content: image.url }] : []),
    ...(image?.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    // X reads title, description and image from the Open Graph tags when it has no twitter: ones.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(handle ? [{ name: 'twitter:site', content: handle }] : []),
  );

  return {
    title,
    lang: lang.hreflang,
    dir: lang.dir,
    meta,
    links: [{ rel: 'canonical', href: canonical }, ...alternates.map((a) => ({ rel: 'alternate' as const, ...a }))],
  };
}
