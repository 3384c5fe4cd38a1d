import { planPages } from '../plan-pages';
import { makeCmsPageRef, makeCountryRef } from '../../../src/testing/factories';

const product = 'oasis-key';
const paths = (plan: ReturnType<typeof planPages>) => plan.pages.map((p) => p.path);

describe('planPages', () => {
  it('creates every CMS page in every language, home at the root', () => {
    const pages = ['en', 'ar', 'fr', 'ru', 'pl'].map((locale) => makeCmsPageRef({ Slug: 'home', locale }));
    const plan = planPages({ pages, countries: [], product });
    expect(paths(plan)).toEqual(expect.arrayContaining(['/', '/uae/', '/fr/', '/ru/', '/pl/']));
    const arabic = plan.pages.find((p) => p.path === '/uae/');
    expect(arabic).toMatchObject({ template: 'cms-page', id: pages[1]!.id, locale: 'ar', fallback: false });
  });

  it('shows the English text, marked as a fallback, where a translation is missing', () => {
    const en = makeCmsPageRef({ Slug: 'renovation' });
    const plan = planPages({ pages: [en], countries: [], product });
    expect(plan.pages.find((p) => p.path === '/ru/renovation/')).toMatchObject({
      id: en.id,
      locale: 'ru',
      fallback: true,
    });
  });

  it('serves alias routes with the canonical page named', () => {
    const team = makeCmsPageRef({ Slug: 'meet-the-team', Parent: 'about-oasis-key' });
    const plan = planPages({ pages: [team], countries: [], product });
    expect(plan.pages.find((p) => p.path === '/uae/meet-the-team/')).toMatchObject({
      id: team.id,
      canonicalPath: '/uae/about-oasis-key/meet-the-team/',
    });
  });

  it('places country pages at their slug and leaves the default country to the home page', () => {
    const india = makeCountryRef({ Slug: 'india', locale: 'fr' });
    const uk = makeCountryRef({ Slug: '' });
    const plan = planPages({ pages: [], countries: [india, uk], product });
    expect(plan.pages.filter((p) => p.template === 'country').map((p) => p.path)).toEqual(['/fr/india/']);
  });

  it('creates the listing entry points in every language', () => {
    const plan = planPages({ pages: [], countries: [], product });
    expect(paths(plan)).toEqual(
      expect.arrayContaining([
        '/properties/for-sale/in-dubai/',
        '/uae/properties/for-rent/in-dubai/',
        '/pl/international-properties/for-sale/',
      ]),
    );
  });

  it('pre-renders a listing page per area with inventory and routes every other search to its root', () => {
    const inventory = new Map([['rent' as const, new Map([['dubai-marina', 'Dubai Marina']])]]);
    const plan = planPages({ pages: [], countries: [], product, inventory });
    expect(plan.pages.find((p) => p.path === '/fr/properties/for-rent/in-dubai-marina/')).toMatchObject({
      template: 'listing',
      root: 'rent',
      areaGlob: 'dubai-marina',
      areaName: 'Dubai Marina',
    });
    expect(plan.pages.find((p) => p.path === '/uae/properties/for-rent/')).toMatchObject({
      matchPath: '/uae/properties/for-rent/*',
      canonicalPath: '/uae/properties/for-rent/in-dubai/',
    });
    expect(plan.pages.find((p) => p.path === '/international-properties/for-sale/')).toMatchObject({
      matchPath: '/international-properties/for-sale/*',
    });
    expect(plan.problems).toEqual([]);
  });

  it('pre-renders an auction root’s entry point but leaves its areas to the client route', () => {
    const inventory = new Map([['auction' as const, new Map([['dubai-marina', 'Dubai Marina']])]]);
    const paths = planPages({ pages: [], countries: [], product, inventory }).pages.map((p) => p.path);
    expect(paths).toContain('/auction-properties/for-sale/in-dubai/');
    expect(paths).toContain('/auction-properties/for-sale/');
    expect(paths.filter((p) => p.includes('auction-properties/for-sale/in-dubai-marina'))).toEqual([]);
  });

  it('names a listing page’s area in the page’s language where the CMS has that name', () => {
    const inventory = new Map([['sale' as const, new Map([['palm-jumeirah', 'Palm Jumeirah']])]]);
    const areaNames = new Map([['palm-jumeirah', { ar: 'نخلة جميرا', ru: 'Пальма Джумейра', fr: null }]]);
    const plan = planPages({ pages: [], countries: [], product, inventory, areaNames });
    const nameAt = (path: string) => {
      const page = plan.pages.find((p) => p.path === path);
      return page?.template === 'listing' ? page.areaName : undefined;
    };
    expect(nameAt('/uae/properties/for-sale/in-palm-jumeirah/')).toBe('نخلة جميرا');
    expect(nameAt('/ru/properties/for-sale/in-palm-jumeirah/')).toBe('Пальма Джумейра');
    expect(nameAt('/fr/properties/for-sale/in-palm-jumeirah/')).toBe('Palm Jumeirah');
    expect(nameAt('/properties/for-sale/in-palm-jumeirah/')).toBe('Palm Jumeirah');
  });

  it('gives every property a page in every language', () => {
    const plan = planPages({
      pages: [],
      countries: [],
      product,
      properties: [{ id: 'node-1', path: '/property-for-sale/villa-in-palm-7/' }],
    });
    expect(plan.pages.filter((p) => p.template === 'property').map((p) => p.path)).toEqual([
      '/property-for-sale/villa-in-palm-7/',
      '/uae/property-for-sale/villa-in-palm-7/',
      '/fr/property-for-sale/villa-in-palm-7/',
      '/ru/property-for-sale/villa-in-palm-7/',
      '/pl/property-for-sale/villa-in-palm-7/',
    ]);
  });

  it('keeps the not-found text out of the routes and reports pages without a slug', () => {
    const plan = planPages({
      pages: [makeCmsPageRef({ Slug: '404' }), makeCmsPageRef({ Slug: null, id: 'broken' })],
      countries: [],
      product,
    });
    expect(paths(plan).some((p) => p.includes('404'))).toBe(false);
    expect(plan.problems).toEqual([expect.stringContaining('broken')]);
  });

  it('builds a hidden page in every language, marked hidden so it stays out of search engines', () => {
    const plan = planPages({
      pages: [makeCmsPageRef({ Slug: 'editor-preview', Hidden: true }), makeCmsPageRef({ Slug: 'media' })],
      countries: [],
      product,
    });
    const flags = (slug: string) =>
      plan.pages.flatMap((p) => (p.template === 'cms-page' && p.path.endsWith(`/${slug}/`) ? [p.hidden] : []));
    expect(flags('editor-preview')).toEqual([true, true, true, true, true]);
    expect(flags('media')).toEqual([false, false, false, false, false]);
  });

  it('reports two pages that want the same path and keeps the first', () => {
    const first = makeCmsPageRef({ Slug: 'media' });
    const country = makeCountryRef({ Slug: 'media' });
    const plan = planPages({ pages: [first], countries: [country], product });
    expect(plan.pages.filter((p) => p.path === '/media/')).toHaveLength(1);
    expect(plan.problems.join()).toContain('/media/');
  });
});
