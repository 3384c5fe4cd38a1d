import { LOCALES, localizePath, type LocaleCode } from '../../i18n/locales';
import { indexableLocales, isIndexablePage, robotsTxt, sitemapFiles, sitemapUrls, type SitemapPage } from '../sitemap';

const SITE = 'https://www.example.ae';
const everyLanguage = (neutral: string, over: (l: LocaleCode) => Partial<SitemapPage> = () => ({})): SitemapPage[] =>
  LOCALES.map((l) => {
    const path = localizePath(neutral, l);
    return { path, canonicalPath: path, locale: l.code, noindex: false, ...over(l.code) };
  });

describe('isIndexablePage', () => {
  it.each<[string, Partial<SitemapPage>, boolean]>([
    ['its own canonical', {}, true],
    ['noindex', { noindex: true }, false],
    ['an alias of another page', { canonicalPath: '/contact-oasis-key/' }, false],
  ])('%s', (_name, over, expected) => {
    expect(
      isIndexablePage({ path: '/contact/', canonicalPath: '/contact/', locale: 'en', noindex: false, ...over }),
    ).toBe(expected);
  });
});

describe('sitemapUrls', () => {
  // /media/ has no Polish translation (a noindex fallback); /contact/ is an alias of /contact-oasis-key/.
  const pages = [
    ...everyLanguage('/media/', (l) => ({ noindex: l === 'pl' })),
    ...everyLanguage('/contact-oasis-key/'),
    ...everyLanguage('/contact/', (l) => ({
      canonicalPath: localizePath('/contact-oasis-key/', LOCALES.find((x) => x.code === l)!),
    })),
  ];

  it('lists every indexable page once and leaves out fallbacks and aliases', () => {
    const locs = sitemapUrls(SITE, pages).map((u) => u.loc);
    expect(locs).toHaveLength(9);
    expect(locs).toContain(`${SITE}/uae/media/`);
    expect(locs).not.toContain(`${SITE}/pl/media/`);
    expect(locs.some((l) => /\/contact\/$/.test(l))).toBe(false);
  });

  it('gives each URL the alternates of the languages that have an indexable version', () => {
    const media = sitemapUrls(SITE, pages).find((u) => u.loc === `${SITE}/fr/media/`);
    expect(media?.alternates.map((a) => a.hrefLang)).toEqual(['en', 'ar', 'fr', 'ru', 'x-default']);
    expect(indexableLocales(pages).get('/media/')).toEqual(['en', 'ar', 'fr', 'ru']);
  });
});

describe('sitemapFiles', () => {
  it('writes one urlset with xhtml alternates, escaped', () => {
    const files = sitemapFiles(SITE, everyLanguage('/a&b/'));
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file.name).toBe('sitemap.xml');
    expect(file.xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(file.xml).toContain(`<loc>${SITE}/uae/a&amp;b/</loc>`);
    expect(file.xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/a&amp;b/"/>`);
    expect(file.xml.match(/<url>/g)).toHaveLength(5);
    expect(file.xml.match(/<xhtml:link /g)).toHaveLength(30);
  });

  it('splits into a sitemap index past the URL limit, losing no URL', () => {
    const pages = ['/a/', '/b/', '/c/'].flatMap((p) => everyLanguage(p));
    const files = sitemapFiles(SITE, pages, 4);
    expect(files.map((f) => f.name)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap-4.xml',
    ]);
    expect(files[0]!.xml).toContain('<sitemapindex');
    expect(files[0]!.xml).toContain(`<loc>${SITE}/sitemap-4.xml</loc>`);
    const listed = files.slice(1).flatMap((f) => [...f.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(listed.sort()).toEqual(
      sitemapUrls(SITE, pages)
        .map((u) => u.loc)
        .sort(),
    );
    for (const f of files.slice(1)) expect(f.xml.match(/<url>/g)!.length).toBeLessThanOrEqual(4);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap at the site URL', () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
