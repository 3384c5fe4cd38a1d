import { stripLocale, type LocaleCode } from '../i18n/locales';
import { alternateLinks } from './head-tags';
import type { Crumb } from './breadcrumbs';
import { escapeMarkup } from '../lib/escape';

/** What the sitemap needs to know of a built page. */
export type SitemapPage = { path: string; canonicalPath: string; locale: LocaleCode; noindex: boolean };
/** What every page's Head gets from the build plan: robots, hreflang languages and, for CMS pages, the trail. */
export type PageSeo = { noindex: boolean; alternates: LocaleCode[]; breadcrumbs?: Crumb[] };
export type SitemapUrl = { loc: string; alternates: { hrefLang: string; href: string }[] };
export type SitemapFile = { name: string; xml: string };

/** The sitemaps protocol's limit of URLs per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A page belongs in the index when it is its own canonical and not marked noindex. */
export function isIndexablePage(page: SitemapPage): boolean {
  return !page.noindex && page.path === page.canonicalPath;
}

/**
 * The languages with an indexable version of each language-neutral path: the hreflang
 * alternates both the page heads and the sitemap list.
 */
export function indexableLocales(pages: readonly SitemapPage[]): Map<string, LocaleCode[]> {
  const byPath = new Map<string, LocaleCode[]>();
  for (const page of pages) {
    if (!isIndexablePage(page)) continue;
    const neutral = stripLocale(page.path);
    const locales = byPath.get(neutral) ?? [];
    if (!locales.includes(page.locale)) locales.push(page.locale);
    byPath.set(neutral, locales);
  }
  return byPath;
}

/** Every indexable page's absolute URL with its hreflang alternates, sorted by URL. */
export function sitemapUrls(siteUrl: string, pages: readonly SitemapPage[]): SitemapUrl[] {
  const locales = indexableLocales(pages);
  return pages
    .filter(isIndexablePage)
    .map((page) => ({
      loc: `${siteUrl}${page.path}`,
      alternates: alternateLinks(siteUrl, page.path, locales.get(stripLocale(page.path)) ?? []),
    }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

/** A urlset with the xhtml:link hreflang alternates of each URL. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => {
    const alternates =
      url.alternates.length > 0
        ? url.alternates
            .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeMarkup(a.href)}"/>`)
            .join('')
        : '';
    return `  <url>\n    <loc>${escapeMarkup(url.loc)}</loc>${alternates}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The sitemap files to write: `sitemap.xml` alone, or, past `maxUrls`, `sitemap.xml` as a
 * sitemap index of `sitemap-1.xml`, `sitemap-2.xml` ...
 */
export function sitemapFiles(
  siteUrl: string,
  pages: readonly SitemapPage[],
  maxUrls = MAX_URLS_PER_SITEMAP,
): SitemapFile[] {
  const urls = sitemapUrls(siteUrl, pages);
  if (urls.length <= maxUrls) return [{ name: 'sitemap.xml', xml: urlsetXml(urls) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, xml: urlsetXml(urls.slice(start, start + maxUrls)) });
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) => `  <sitemap>\n    <loc>${escapeMarkup(`${siteUrl}/${p.name}`)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [{ name: 'sitemap.xml', xml: index }, ...parts];
}

/** robots.txt: everything may be crawled; the sitemap is at SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
