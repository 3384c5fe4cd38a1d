import { makeEntry } from '@brokerage/core/testing/search-factories';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { planGonePages } from '../gone-pages';

const sale = (id: number, overrides: Partial<IndexEntry> = {}) =>
  makeEntry({ id, path: `/property-for-sale/flat-${id}/`, ...overrides });

describe('planGonePages', () => {
  const live = [
    sale(1),
    sale(2, { area: 'jvc', areaName: 'JVC', geo: [25.05, 55.2] }),
    sale(3, { bedrooms: 4 }),
    sale(4, { type: 'villa' }),
  ];
  const rent = makeEntry({ id: 9, path: '/property-for-rent/flat-9/', rentPeriod: 'yearly' });
  const indexes = new Map<ListingRootKey, IndexEntry[]>([
    ['sale', live],
    ['rent', [rent]],
  ]);
  const gone = { id: 'gone-7', status: 'sold', card: sale(7, { geo: [25.08, 55.14] }) };

  it('gives a gone listing a page in every language at its address, with its search in its area', () => {
    const pages = planGonePages([gone], indexes);
    expect(pages.map((p) => p.path)).toEqual([
      '/property-for-sale/flat-7/',
      '/uae/property-for-sale/flat-7/',
      '/fr/property-for-sale/flat-7/',
      '/ru/property-for-sale/flat-7/',
      '/pl/property-for-sale/flat-7/',
    ]);
    expect(pages[0]).toMatchObject({ locale: 'en', goneId: 'gone-7', status: 'sold' });
    expect(pages[0]!.searchPath).toBe('/properties/for-sale/in-dubai-marina/');
    expect(pages[1]!.searchPath).toBe('/uae/properties/for-sale/in-dubai-marina/');
  });

  it('shows live listings of its root only: its area, type and bedrooms first, then the nearest', () => {
    const [page] = planGonePages([gone], indexes);
    // 1: same area, type and bedrooms; 3: same area and type; 4: same area, other type; 2: another area.
    expect(page!.similar).toEqual([1, 3, 4, 2]);
    expect(page!.similar).not.toContain(9);
  });

  it('gives no page to one without an address, or at an address a live listing holds', () => {
    const pathless = { id: 'gone-8', status: 'let', card: makeEntry({ id: 8, path: null }) };
    const taken = { id: 'gone-1', status: 'unpublished', card: sale(1) };
    const broken = { id: 'gone-x', status: 'sold', card: { id: 'not a card' } };
    expect(planGonePages([pathless, taken, broken], indexes)).toEqual([]);
  });
});
