import { childPageLinks, sitemapLinks, type PageListRef } from '../page-tree';

const page = (Slug: string, Title: string, parents: string[] = [], Hidden = false): PageListRef => ({
  Slug,
  Title,
  Hidden,
  Parent: parents[0] ?? null,
  Parent2: parents[1] ?? null,
  Parent3: parents[2] ?? null,
});

const PAGES = [
  page('uae-property-blog', 'Blog', ['media']),
  page('home', 'Home'),
  page('media', 'Media'),
  page('golden-visa', 'The Golden Visa', ['media', 'uae-property-blog']),
  page('service-charges', 'Dubai Service Charges', ['media', 'uae-property-blog']),
  page('draft-post', 'Draft', ['media', 'uae-property-blog'], true),
  page('404', 'Not found'),
  page('thank-you', 'Thank you'),
  page('editor-preview', 'Preview', [], true),
  { Slug: null, Title: 'No slug' },
];

describe('sitemapLinks', () => {
  it('lists every visible page, parents before children, without hidden, 404 and thank-you pages', () => {
    expect(sitemapLinks(PAGES)).toEqual([
      { path: '/', title: 'Home', depth: 0 },
      { path: '/media/', title: 'Media', depth: 1 },
      { path: '/media/uae-property-blog/', title: 'Blog', depth: 2 },
      { path: '/media/uae-property-blog/golden-visa/', title: 'The Golden Visa', depth: 3 },
      { path: '/media/uae-property-blog/service-charges/', title: 'Dubai Service Charges', depth: 3 },
    ]);
  });
});

describe('childPageLinks', () => {
  it.each([
    ['/media/uae-property-blog/', ['Dubai Service Charges', 'The Golden Visa']],
    ['/media/', ['Blog']],
    ['/media/uae-property-blog/golden-visa/', []],
    ['/', []],
  ])('under %s: %j', (parent, titles) => {
    expect(childPageLinks(PAGES, parent).map((l) => l.title)).toEqual(titles);
  });
});
