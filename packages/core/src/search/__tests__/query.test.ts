import fc from 'fast-check';
import { emptyFilter, type SearchFilter } from '../filter';
import type { IndexEntry } from '../index-entry';
import { PAGE_SIZE, matchesFilter, runSearch, widerFilters } from '../query';
import { makeEntry } from '../../testing/search-factories';
import { entriesArb, entryArb, filterArb } from '../../testing/search-arbitraries';

const makeFilter = (overrides: Partial<SearchFilter> = {}): SearchFilter => ({ ...emptyFilter('sale'), ...overrides });
const ids = (xs: IndexEntry[]) => xs.map((e) => e.id);

describe('runSearch: each constraint', () => {
  it.each<[string, Partial<SearchFilter>, Partial<IndexEntry>, boolean]>([
    // areas
    ['no area is every area', { areas: [] }, { area: 'jumeirah' }, true],
    ['area listed', { areas: ['jumeirah', 'dubai-marina'] }, { area: 'dubai-marina' }, true],
    ['area not listed', { areas: ['jumeirah'] }, { area: 'dubai-marina' }, false],
    // bedrooms
    ['exact bedrooms', { bedrooms: { min: 2, max: 2 } }, { bedrooms: 2 }, true],
    ['exact bedrooms, other count', { bedrooms: { min: 2, max: 2 } }, { bedrooms: 3 }, false],
    ['studio', { bedrooms: { min: 0, max: 0 } }, { bedrooms: 0 }, true],
    ['studio is not 1 bedroom', { bedrooms: { min: 0, max: 0 } }, { bedrooms: 1 }, false],
    ['from, at the bound', { bedrooms: { min: 3, max: null } }, { bedrooms: 3 }, true],
    ['from, below', { bedrooms: { min: 3, max: null } }, { bedrooms: 2 }, false],
    ['to, at the bound', { bedrooms: { min: null, max: 3 } }, { bedrooms: 3 }, true],
    ['to, above', { bedrooms: { min: null, max: 3 } }, { bedrooms: 4 }, false],
    ['8 and more', { bedrooms: { min: 8, max: null } }, { bedrooms: 10 }, true],
    ['null bedrooms never match a bedroom filter', { bedrooms: { min: 0, max: null } }, { bedrooms: null }, false],
    ['null bedrooms match no bedroom filter', {}, { bedrooms: null }, true],
    // price
    ['price between, at min', { price: { min: 1e6, max: 2e6 } }, { price: 1e6 }, true],
    ['price between, at max', { price: { min: 1e6, max: 2e6 } }, { price: 2e6 }, true],
    ['price between, above', { price: { min: 1e6, max: 2e6 } }, { price: 2_000_001 }, false],
    ['price above', { price: { min: 1e6, max: null } }, { price: 999_999 }, false],
    ['price under', { price: { min: null, max: 1e6 } }, { price: 500_000 }, true],
    // floor
    ['floor between', { floor: { min: 1000, max: 1500 } }, { floor: 1200 }, true],
    ['floor min', { floor: { min: 1500, max: null } }, { floor: 1200 }, false],
    ['floor max', { floor: { min: null, max: 1000 } }, { floor: 1200 }, false],
    ['null floor never matches a floor filter', { floor: { min: null, max: 9000 } }, { floor: null }, false],
    // features
    ['features all present', { mustInclude: ['pool', 'gym'] }, { features: ['gym', 'pool', 'balcony'] }, true],
    ['a feature missing', { mustInclude: ['pool', 'sea-view'] }, { features: ['pool', 'gym'] }, false],
    // type
    ['type equal', { type: 'apartment' }, { type: 'apartment' }, true],
    ['type different', { type: 'villa' }, { type: 'apartment' }, false],
    ['type is exact, not a prefix', { type: 'apartment' }, { type: 'hotel-apartment' }, false],
    // facts
    ['fact present', { facts: 'elite' }, { facts: ['elite', 'golden-visa-eligible'] }, true],
    ['fact absent', { facts: 'elite' }, { facts: ['tenanted'] }, false],
    // department
    ['department equal', { department: 'new_developments' }, { department: 'new_developments' }, true],
    ['department different', { department: 'residential' }, { department: 'new_developments' }, false],
    // completion
    ['completion ready', { completion: 'ready' }, { completion: 'ready' }, true],
    ['completion off-plan slug matches off_plan', { completion: 'off-plan' }, { completion: 'off_plan' }, true],
    ['completion off-plan vs ready', { completion: 'off-plan' }, { completion: 'ready' }, false],
    ['completion set, entry unknown', { completion: 'ready' }, { completion: null }, false],
    // negotiator
    ['negotiator equal', { negotiator: 'N1042' }, { negotiator: 'N1042' }, true],
    ['negotiator different', { negotiator: 'N1042' }, { negotiator: 'N1001' }, false],
    // developers
    ['developer listed', { developers: ['emaar', 'sobha'] }, { developer: 'sobha' }, true],
    ['developer not listed', { developers: ['emaar'] }, { developer: 'sobha' }, false],
    ['no developer on the entry', { developers: ['emaar'] }, { developer: null }, false],
  ])('%s', (_, filter, entry, expected) => {
    const e = makeEntry(entry);
    expect(matchesFilter(e, makeFilter(filter))).toBe(expected);
    expect(runSearch([e], makeFilter(filter)).total).toBe(expected ? 1 : 0);
  });
});

describe('runSearch: order', () => {
  const a = makeEntry({ id: 3, price: 500, listed: '2026-01-02' });
  const b = makeEntry({ id: 1, price: 900, listed: '2026-01-01' });
  const c = makeEntry({ id: 2, price: 500, listed: '2026-01-02' });
  it.each<[SearchFilter['sort'], number[]]>([
    ['newest', [2, 3, 1]],
    ['price-asc', [2, 3, 1]],
    ['price-desc', [1, 2, 3]],
  ])('%s', (sort, expected) => {
    expect(ids(runSearch([a, b, c], makeFilter({ sort })).items)).toEqual(expected);
  });

  it('does not reorder its input', () => {
    const input = [a, b, c];
    runSearch(input, makeFilter({ sort: 'price-desc' }));
    expect(input).toEqual([a, b, c]);
  });
});

describe('runSearch: pages', () => {
  const entries = Array.from({ length: 50 }, (_, i) => makeEntry({ id: i + 1, listed: '2026-01-01' }));
  it.each<[number, number, number, number[]]>([
    // requested page, page, item count, first and last id
    [1, 1, 24, [1, 24]],
    [2, 2, 24, [25, 48]],
    [3, 3, 2, [49, 50]],
    [9, 3, 2, [49, 50]],
    [0, 1, 24, [1, 24]],
    [-4, 1, 24, [1, 24]],
    [Number.NaN, 1, 24, [1, 24]],
  ])('page %p reads as page %p', (requested, page, count, [first, last]) => {
    const result = runSearch(entries, makeFilter({ page: requested }));
    expect(result).toMatchObject({ total: 50, page, pageCount: 3 });
    expect(result.items).toHaveLength(count);
    expect([result.items[0]?.id, result.items.at(-1)?.id]).toEqual([first, last]);
  });

  it('has one empty page when nothing matches', () => {
    expect(runSearch(entries, makeFilter({ type: 'villa', page: 5 }))).toEqual({
      total: 0,
      page: 1,
      pageCount: 1,
      items: [],
    });
    expect(runSearch([], makeFilter())).toEqual({ total: 0, page: 1, pageCount: 1, items: [] });
  });
});

describe('widerFilters', () => {
  it('offers nothing for an unfiltered search', () => {
    expect(widerFilters(makeFilter({ sort: 'price-asc', page: 3 }))).toEqual([]);
  });

  it.each<[string, Partial<SearchFilter>]>([
    ['areas', { areas: ['dubai-marina'] }],
    ['bedrooms', { bedrooms: { min: 8, max: null } }],
    ['price', { price: { min: null, max: 1e6 } }],
    ['floor', { floor: { min: 500, max: 900 } }],
    ['features', { mustInclude: ['pool', 'gym'] }],
    ['type', { type: 'villa' }],
    ['facts', { facts: 'elite' }],
    ['department', { department: 'residential' }],
    ['completion', { completion: 'off-plan' }],
    ['negotiator', { negotiator: 'N1042' }],
    ['developers', { developers: ['emaar'] }],
  ])('drops %s alone', (key, constraint) => {
    expect(widerFilters(makeFilter({ ...constraint, sort: 'price-desc', page: 4 }))).toEqual([
      { key, filter: makeFilter({ sort: 'price-desc', page: 1 }) },
    ]);
  });

  it('drops one constraint at a time, keeping the others', () => {
    const filter = makeFilter({ areas: ['jumeirah'], type: 'villa', price: { min: 5e6, max: null }, page: 2 });
    expect(widerFilters(filter)).toEqual([
      { key: 'areas', filter: { ...filter, areas: [], page: 1 } },
      { key: 'price', filter: { ...filter, price: { min: null, max: null }, page: 1 } },
      { key: 'type', filter: { ...filter, type: null, page: 1 } },
    ]);
  });
});

/** The filter semantics, written out again independently of query.ts. */
// Days, weeks and months in a year; the periods each root reads its prices in, default first.
const IN_YEAR: Record<string, number> = { daily: 365, weekly: 52, monthly: 12, yearly: 1 };
const PERIODS: Partial<Record<string, string[]>> = {
  rent: ['yearly', 'monthly'],
  'short-term': ['daily', 'weekly', 'monthly'],
};

function oracle(e: IndexEntry, f: SearchFilter): boolean {
  const within = (v: number | null, r: { min: number | null; max: number | null }) =>
    (r.min === null && r.max === null) || (v !== null && (r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity));
  // A rent and the bounds compare as paid in a year: the bounds are in the search's period.
  const periods = PERIODS[f.root] ?? [];
  const period = f.period && periods.includes(f.period) ? f.period : periods[0];
  const year = (n: number | null) => (n === null || !period ? n : n * IN_YEAR[period]!);
  const yearly = e.rentPeriod && IN_YEAR[e.rentPeriod] ? e.price * IN_YEAR[e.rentPeriod]! : e.price;
  return (
    (f.areas.length === 0 || f.areas.includes(e.area)) &&
    within(e.bedrooms, f.bedrooms) &&
    within(yearly, { min: year(f.price.min), max: year(f.price.max) }) &&
    within(e.floor, f.floor) &&
    f.mustInclude.every((x) => e.features.includes(x)) &&
    (f.type === null || f.type === e.type) &&
    (f.facts === null || e.facts.includes(f.facts)) &&
    (f.department === null || f.department === e.department) &&
    (f.completion === null || f.completion === (e.completion === 'off_plan' ? 'off-plan' : e.completion)) &&
    (f.negotiator === null || f.negotiator === e.negotiator) &&
    (f.developers.length === 0 || (e.developer !== null && f.developers.includes(e.developer)))
  );
}

/** Every page of a search, concatenated. */
function allPages(entries: IndexEntry[], filter: SearchFilter): IndexEntry[] {
  const { pageCount } = runSearch(entries, filter);
  return Array.from({ length: pageCount }, (_, i) => runSearch(entries, { ...filter, page: i + 1 }).items).flat();
}

describe('runSearch: properties', () => {
  it('returns only items that satisfy the filter', () => {
    fc.assert(
      fc.property(entriesArb, filterArb, (entries, filter) => {
        expect(runSearch(entries, filter).items.every((e) => oracle(e, filter))).toBe(true);
      }),
    );
  });

  it('counts exactly the matching entries', () => {
    fc.assert(
      fc.property(entriesArb, filterArb, (entries, filter) => {
        expect(runSearch(entries, filter).total).toBe(entries.filter((e) => oracle(e, filter)).length);
      }),
    );
  });

  it('sorts price-asc non-decreasing across pages', () => {
    fc.assert(
      fc.property(entriesArb, filterArb, (entries, filter) => {
        const prices = allPages(entries, { ...filter, sort: 'price-asc' }).map((e) => e.price);
        expect(prices.every((p, i) => i === 0 || prices[i - 1]! <= p)).toBe(true);
      }),
    );
  });

  it('pages partition the results: every match exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entryArb, { selector: (e) => e.id, maxLength: 120 }), filterArb, (entries, filter) => {
        const { pageCount, total } = runSearch(entries, filter);
        const pages = allPages(entries, filter);
        expect(pages).toHaveLength(total);
        expect(new Set(ids(pages)).size).toBe(total);
        expect(new Set(ids(pages))).toEqual(new Set(ids(entries.filter((e) => oracle(e, filter)))));
        expect(pageCount).toBe(Math.max(1, Math.ceil(total / PAGE_SIZE)));
      }),
    );
  });

  it('the wider searches each find at least what the search found', () => {
    fc.assert(
      fc.property(entriesArb, filterArb, (entries, filter) => {
        const { total } = runSearch(entries, filter);
        for (const wider of widerFilters(filter))
          expect(runSearch(entries, wider.filter).total).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
