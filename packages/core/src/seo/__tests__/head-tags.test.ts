import fc from 'fast-check';
import { LOCALES, type LocaleCode } from '../../i18n/locales';
import { alternateLinks, fullTitle, headTags, twitterHandle, type PageDescriptor } from '../head-tags';

const SITE = 'https://www.example.ae';
const ALL: LocaleCode[] = ['en', 'ar', 'fr', 'ru', 'pl'];
const page = (over: Partial<PageDescriptor> = {}): PageDescriptor => ({
  siteUrl: SITE,
  locale: 'en',
  path: '/media/',
  title: 'Media',
  companyName: 'Oasis Key Properties',
  alternates: ALL,
  ...over,
});
const meta = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.filter((m) => m.name === key || m.property === key).map((m) => m.content);

describe('fullTitle', () => {
  it.each([
    ['Media', 'Brand', 'Media | Brand'],
    ['Media | Marque', 'Brand', 'Media | Marque'],
    ['About Brand', 'Brand', 'About Brand'],
    ['  ', 'Brand', 'Brand'],
    ['Media', undefined, 'Media'],
  ])('%j with %j gives %j', (title, brand, expected) => {
    expect(fullTitle(title, brand)).toBe(expected);
  });
});

describe('alternateLinks', () => {
  it('lists every language with a version, in site order, and x-default at the English one', () => {
    expect(alternateLinks(SITE, '/fr/media/', ['pl', 'en', 'ar'])).toEqual([
      { hrefLang: 'en', href: `${SITE}/media/` },
      { hrefLang: 'ar', href: `${SITE}/uae/media/` },
      { hrefLang: 'pl', href: `${SITE}/pl/media/` },
      { hrefLang: 'x-default', href: `${SITE}/media/` },
    ]);
  });

  it('points x-default at the first language when there is no English version', () => {
    expect(alternateLinks(SITE, '/media/', ['ru', 'fr']).at(-1)).toEqual({
      hrefLang: 'x-default',
      href: `${SITE}/fr/media/`,
    });
  });

  it('gives nothing without languages', () => {
    expect(alternateLinks(SITE, '/media/', [])).toEqual([]);
  });

  it('always references every given language once, plus one x-default', () => {
    fc.assert(
      fc.property(fc.subarray(ALL, { minLength: 1 }), fc.constantFrom(...LOCALES), (locales, from) => {
        const links = alternateLinks(SITE, `${from.prefix ? `/${from.prefix}` : ''}/a/b/`, locales);
        expect(links).toHaveLength(locales.length + 1);
        expect(links.filter((l) => l.hrefLang === 'x-default')).toHaveLength(1);
        expect(new Set(links.map((l) => l.hrefLang)).size).toBe(links.length);
        for (const l of links) expect(l.href).toMatch(/\/a\/b\/$/);
      }),
    );
  });
});

describe('headTags', () => {
  it('gives the Arabic page its language, direction, canonical and self-referencing alternates', () => {
    const tags = headTags(page({ locale: 'ar', path: '/uae/media/' }));
    expect(tags).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'Media | Oasis Key Properties' });
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: `${SITE}/uae/media/` });
    expect(tags.links.filter((l) => l.rel === 'alternate').map((l) => l.hrefLang)).toEqual([
      'en',
      'ar',
      'fr',
      'ru',
      'pl',
      'x-default',
    ]);
    expect(tags.links).toContainEqual({ rel: 'alternate', hrefLang: 'ar', href: `${SITE}/uae/media/` });
    expect(meta(tags, 'og:locale')).toEqual(['ar_AE']);
    expect(meta(tags, 'og:locale:alternate')).toEqual(['en_GB', 'fr_FR', 'ru_RU', 'pl_PL']);
  });

  it('lists the alternate locales in the site’s language order, whatever order the CMS gives', () => {
    const tags = headTags(page({ alternates: ['pl', 'ru', 'en', 'fr', 'ar'] }));
    expect(meta(tags, 'og:locale:alternate')).toEqual(['ar_AE', 'fr_FR', 'ru_RU', 'pl_PL']);
  });

  it('bases the canonical and the alternates on the canonical path of an alias page', () => {
    const tags = headTags(page({ path: '/fr/contact/', canonicalPath: '/fr/contact-oasis-key/', locale: 'fr' }));
    expect(tags.links[0]?.href).toBe(`${SITE}/fr/contact-oasis-key/`);
    expect(tags.links.find((l) => l.hrefLang === 'en')?.href).toBe(`${SITE}/contact-oasis-key/`);
    expect(meta(tags, 'og:url')).toEqual([`${SITE}/fr/contact-oasis-key/`]);
  });

  it('marks a noindex page and lists no alternates for it', () => {
    const tags = headTags(page({ noindex: true }));
    expect(meta(tags, 'robots')).toEqual(['noindex, follow']);
    expect(tags.links).toEqual([{ rel: 'canonical', href: `${SITE}/media/` }]);
    expect(meta(tags, 'og:locale:alternate')).toEqual([]);
  });

  it('has a description, Open Graph and Twitter tags', () => {
    const tags = headTags(page({ description: ' News and press ', twitter: 'https://x.com/oasiskeyprop' }));
    expect(meta(tags, 'description')).toEqual(['News and press']);
    expect(meta(tags, 'og:title')).toEqual(['Media | Oasis Key Properties']);
    expect(meta(tags, 'og:description')).toEqual(['News and press']);
    expect(meta(tags, 'og:site_name')).toEqual(['Oasis Key Properties']);
    expect(meta(tags, 'og:type')).toEqual(['website']);
    expect(meta(tags, 'twitter:card')).toEqual(['summary']);
    expect(meta(tags, 'twitter:site')).toEqual(['@oasiskeyprop']);
    // X falls back to the Open Graph title, description and image: they are not repeated.
    expect(meta(tags, 'twitter:description')).toEqual([]);
    expect(meta(tags, 'og:description')).toEqual(['News and press']);
  });

  it('makes the share image absolute and asks for the large Twitter card', () => {
    const tags = headTags(page({ image: { url: '/static/a/photo.jpg', alt: 'Marina view' } }));
    expect(meta(tags, 'og:image')).toEqual([`${SITE}/static/a/photo.jpg`]);
    expect(meta(tags, 'og:image:alt')).toEqual(['Marina view']);
    expect(meta(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(tags, 'twitter:image')).toEqual([]);
    expect(meta(tags, 'og:image')).toEqual([`${SITE}/static/a/photo.jpg`]);
  });

  it('leaves out an empty description', () => {
    const tags = headTags(page({ description: '  ' }));
    expect(meta(tags, 'description')).toEqual([]);
    expect(meta(tags, 'og:description')).toEqual([]);
  });
});

describe('twitterHandle', () => {
  it.each([
    ['https://x.com/oasiskeyprop', '@oasiskeyprop'],
    ['https://twitter.com/oasis_key/', '@oasis_key'],
    ['@brand', '@brand'],
    ['https://www.facebook.com/brand', null],
    ['', null],
    [null, null],
  ])('%j gives %j', (input, expected) => {
    expect(twitterHandle(input)).toBe(expected);
  });
});
