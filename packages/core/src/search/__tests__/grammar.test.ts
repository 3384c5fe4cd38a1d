import { rootPeriods } from '../periods';
import fc from 'fast-check';
import { emptyFilter, type Range, type SearchFilter } from '../filter';
import {
  canonicalRedirect,
  buildSearchPath,
  isSearchPath,
  normalizeFilter,
  parseSearchPath,
  rootOfPath,
} from '../grammar';
import { LISTING_ROOTS, rootEntryPath, type ListingRootKey } from '../roots';

const makeFilter = (overrides: Partial<SearchFilter> = {}, root: ListingRootKey = 'sale'): SearchFilter => ({
  ...emptyFilter(root),
  ...overrides,
});
const SALE = '/properties/for-sale/';

/** The parsed filter of a path that must be valid. */
function parsed(path: string) {
  const result = parseSearchPath(path);
  if (!result.ok) throw new Error(`expected ${path} to parse: ${result.reason}`);
  return result;
}

/** The filter a path must read back as, written independently of the module's normaliser. */
function normalised(f: SearchFilter): SearchFilter {
  const unique = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) === i);
  const zero = ({ min, max }: Range): Range => ({ min: min || null, max: max || null });
  const areas = unique(f.areas);
  // A period is written only where the root offers it and it is not the root's default.
  const periods = rootPeriods(f.root);
  return {
    ...f,
    period: f.period !== null && periods.slice(1).includes(f.period) ? f.period : null,
    areas: areas.join() === 'dubai' ? [] : areas,
    price: zero(f.price),
    floor: zero(f.floor),
    mustInclude: unique(f.mustInclude).sort(),
    developers: unique(f.developers),
  };
}

describe('parseSearchPath: each segment kind', () => {
  it.each<[string, Partial<SearchFilter>]>([
    // area
    [`${SALE}in-dubai/`, { areas: [] }],
    [`${SALE}in-dubai-marina/`, { areas: ['dubai-marina'] }],
    [`${SALE}in-dubai-marina-and-palm-jumeirah/`, { areas: ['dubai-marina', 'palm-jumeirah'] }],
    [`${SALE}in-palm-jumeirah-and-dubai/`, { areas: ['palm-jumeirah', 'dubai'] }],
    // bedrooms
    [`${SALE}in-dubai/studio/`, { bedrooms: { min: 0, max: 0 } }],
    [`${SALE}in-dubai/2-bedroom/`, { bedrooms: { min: 2, max: 2 } }],
    [`${SALE}in-dubai/10-bedroom/`, { bedrooms: { min: 10, max: 10 } }],
    [`${SALE}in-dubai/from-3-bedrooms/`, { bedrooms: { min: 3, max: null } }],
    [`${SALE}in-dubai/from-studio-bedrooms/`, { bedrooms: { min: 0, max: null } }],
    [`${SALE}in-dubai/to-4-bedrooms/`, { bedrooms: { min: null, max: 4 } }],
    [`${SALE}in-dubai/to-studio-bedrooms/`, { bedrooms: { min: null, max: 0 } }],
    [`${SALE}in-dubai/from-1-to-3-bedrooms/`, { bedrooms: { min: 1, max: 3 } }],
    [`${SALE}in-dubai/from-studio-to-2-bedrooms/`, { bedrooms: { min: 0, max: 2 } }],
    // price
    [`${SALE}in-dubai/between-1000000-and-2000000/`, { price: { min: 1_000_000, max: 2_000_000 } }],
    [`${SALE}in-dubai/above-500000/`, { price: { min: 500_000, max: null } }],
    [`${SALE}in-dubai/under-750000/`, { price: { min: null, max: 750_000 } }],
    [`${SALE}in-dubai/between-5-and-5/`, { price: { min: 5, max: 5 } }],
    // floor area
    [`${SALE}in-dubai/areasqft-500-and-9000/`, { floor: { min: 500, max: 9000 } }],
    [`${SALE}in-dubai/minsqft-500/`, { floor: { min: 500, max: null } }],
    [`${SALE}in-dubai/maxsqft-9000/`, { floor: { min: null, max: 9000 } }],
    // features
    [`${SALE}in-dubai/with-pool/`, { mustInclude: ['pool'] }],
    [`${SALE}in-dubai/with-gym-and-pool/`, { mustInclude: ['gym', 'pool'] }],
    [`${SALE}in-dubai/with-balcony-and-gym-and-private-pool/`, { mustInclude: ['balcony', 'gym', 'private-pool'] }],
    // type
    [`${SALE}in-dubai/type-apartment/`, { type: 'apartment' }],
    [`${SALE}in-dubai/type-hotel-apartment/`, { type: 'hotel-apartment' }],
    [`${SALE}in-dubai/type-villa/`, { type: 'villa' }],
    // facts
    [`${SALE}in-dubai/property-elite/`, { facts: 'elite' }],
    [`${SALE}in-dubai/property-luxury/`, { facts: 'luxury' }],
    [`${SALE}in-dubai/property-sea-view/`, { facts: 'sea-view' }],
    // listing
    [`${SALE}in-dubai/listing-ready-to-move/`, { department: 'residential' }],
    [`${SALE}in-dubai/listing-off-plan/`, { department: 'new_developments' }],
    [
      '/off-plan-properties/for-sale/in-dubai/listing-off-plan/',
      { root: 'off-plan-properties', department: 'new_developments' },
    ],
    // completion
    [`${SALE}in-dubai/completion-off-plan/`, { completion: 'off-plan' }],
    [`${SALE}in-dubai/completion-completed/`, { completion: 'completed' }],
    [`${SALE}in-dubai/completion-q4-2026/`, { completion: 'q4-2026' }],
    // negotiator
    [`${SALE}in-dubai/negotiator-42/`, { negotiator: '42' }],
    [`${SALE}in-dubai/negotiator-sarah-jones/`, { negotiator: 'sarah-jones' }],
    [`${SALE}in-dubai/negotiator-a1b2c3/`, { negotiator: 'a1b2c3' }],
    // developers, in the visitor's order
    [`${SALE}in-dubai/developer-emaar/`, { developers: ['emaar'] }],
    [`${SALE}in-dubai/developer-emaar-and-damac/`, { developers: ['emaar', 'damac'] }],
    [`${SALE}in-dubai/developer-sobha-and-emaar-and-meraas/`, { developers: ['sobha', 'emaar', 'meraas'] }],
    // sort
    [`${SALE}in-dubai/sort-price-asc/`, { sort: 'price-asc' }],
    [`${SALE}in-dubai/sort-price-desc/`, { sort: 'price-desc' }],
    [
      `${SALE}in-dubai/2-bedroom/sort-price-desc/page-2/`,
      { bedrooms: { min: 2, max: 2 }, sort: 'price-desc', page: 2 },
    ],
    // page
    [`${SALE}in-dubai/page-2/`, { page: 2 }],
    [`${SALE}in-dubai/page-10/`, { page: 10 }],
    [`${SALE}in-dubai/page-123456/`, { page: 123_456 }],
  ])('%s', (path, expected) => {
    const result = parsed(path);
    expect(result.filter).toEqual({ ...emptyFilter(result.filter.root), ...expected });
    expect(result).toMatchObject({ canonical: path, isCanonical: true });
  });
});

describe('parseSearchPath: rejections name the bad segment', () => {
  it.each<[string, string]>([
    ['/', 'not under a listing root'],
    ['/properties/', 'not under a listing root'],
    ['/properties/for-lease/in-dubai/', 'not under a listing root'],
    ['/uae/properties/for-sale/in-dubai/', 'not under a listing root'],
    [`${SALE}in-dubai/foo/`, 'unknown segment "foo"'],
    [`${SALE}in-dubai/STUDIO/`, 'unknown segment "STUDIO"'],
    [`${SALE}in-dubai/constructor-x/`, 'unknown segment "constructor-x"'],
    [`${SALE}in-dubai//2-bedroom/`, 'empty segment'],
    // area
    [`${SALE}in-/`, '"in-"'],
    [`${SALE}in-Dubai/`, '"in-Dubai"'],
    [`${SALE}in-dubai-and-/`, '"in-dubai-and-"'],
    [`${SALE}2-bedroom/in-dubai/`, 'area segment "in-dubai" must come first'],
    [`${SALE}in-dubai/in-dubai-marina/`, 'second area segment "in-dubai-marina"'],
    // bedrooms
    [`${SALE}in-dubai/0-bedroom/`, 'bedroom count "0"'],
    [`${SALE}in-dubai/11-bedroom/`, 'bedroom count "11"'],
    [`${SALE}in-dubai/02-bedroom/`, 'bedroom count "02"'],
    [`${SALE}in-dubai/from-0-bedrooms/`, 'bedroom count "0"'],
    [`${SALE}in-dubai/to-x-bedrooms/`, 'bedroom count "x"'],
    [`${SALE}in-dubai/from-5-to-2-bedrooms/`, 'minimum above maximum in segment "from-5-to-2-bedrooms"'],
    [`${SALE}in-dubai/2-bedrooms/`, 'malformed bedrooms in segment "2-bedrooms"'],
    [`${SALE}in-dubai/studio-bedroom/`, '"studio-bedroom"'],
    [`${SALE}in-dubai/-1-bedroom/`, '"-1-bedroom"'],
    // price and floor area
    [`${SALE}in-dubai/between-2000000-and-1000000/`, 'price minimum above maximum'],
    [`${SALE}in-dubai/above--5/`, 'malformed price "-5" in segment "above--5"'],
    [`${SALE}in-dubai/above-1e6/`, '"above-1e6"'],
    [`${SALE}in-dubai/under-01000/`, '"under-01000"'],
    [`${SALE}in-dubai/under-12.5/`, '"under-12.5"'],
    [`${SALE}in-dubai/above-/`, '"above-"'],
    [`${SALE}in-dubai/between-1-and/`, '"between-1-and"'],
    [`${SALE}in-dubai/between-1-and-2-and-3/`, '"between-1-and-2-and-3"'],
    [`${SALE}in-dubai/above-99999999999999999999/`, '"above-99999999999999999999"'],
    [`${SALE}in-dubai/areasqft-900-and-500/`, 'floor minimum above maximum'],
    [`${SALE}in-dubai/minsqft-abc/`, 'malformed floor "abc" in segment "minsqft-abc"'],
    [`${SALE}in-dubai/maxsqft-0500/`, '"maxsqft-0500"'],
    // slugs
    [`${SALE}in-dubai/with-/`, 'malformed features list in segment "with-"'],
    [`${SALE}in-dubai/with-Pool/`, '"with-Pool"'],
    [`${SALE}in-dubai/with-pool-and-/`, '"with-pool-and-"'],
    [`${SALE}in-dubai/type-/`, 'malformed type "" in segment "type-"'],
    [`${SALE}in-dubai/type-a--b/`, '"type-a--b"'],
    [`${SALE}in-dubai/property-/`, '"property-"'],
    [`${SALE}in-dubai/property-elite_/`, '"property-elite_"'],
    [`${SALE}in-dubai/completion-/`, '"completion-"'],
    [`${SALE}in-dubai/negotiator-/`, '"negotiator-"'],
    [`${SALE}in-dubai/negotiator-a_b/`, '"negotiator-a_b"'],
    [`${SALE}in-dubai/developer-/`, '"developer-"'],
    [`${SALE}in-dubai/developer-emaar-and-/`, '"developer-emaar-and-"'],
    // listing, sort, page
    [`${SALE}in-dubai/listing-rented/`, 'unknown listing "rented"'],
    [`${SALE}in-dubai/listing-/`, '"listing-"'],
    [`${SALE}in-dubai/listing-constructor/`, '"listing-constructor"'],
    [`${SALE}in-dubai/listing-__proto__/`, '"listing-__proto__"'],
    [`${SALE}in-dubai/sort-oldest/`, 'unknown sort "oldest"'],
    [`${SALE}in-dubai/sort-price/`, '"sort-price"'],
    [`${SALE}in-dubai/page-0/`, '"page-0"'],
    [`${SALE}in-dubai/page-02/`, '"page-02"'],
    [`${SALE}in-dubai/page--1/`, '"page--1"'],
    [`${SALE}in-dubai/page-x/`, '"page-x"'],
    [`${SALE}in-dubai/page-1.5/`, '"page-1.5"'],
    // a kind twice
    [`${SALE}in-dubai/2-bedroom/studio/`, 'second bedrooms segment "studio"'],
    [`${SALE}in-dubai/above-1/under-5/`, 'second price segment "under-5"'],
    [`${SALE}in-dubai/minsqft-1/maxsqft-5/`, 'second floor segment "maxsqft-5"'],
    [`${SALE}in-dubai/type-villa/type-apartment/`, 'second type segment'],
    [`${SALE}in-dubai/with-pool/with-gym/`, 'second features segment'],
    [`${SALE}in-dubai/sort-newest/sort-price-asc/`, 'second sort segment'],
    [`${SALE}in-dubai/page-2/page-3/`, 'second page segment "page-3"'],
  ])('%s', (path, reason) => {
    const result = parseSearchPath(path);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
    expect(isSearchPath(path)).toBe(false);
  });
});

describe('rent periods', () => {
  it.each([
    ['/properties/short-term-for-rent/in-dubai/under-1000/per-week/', 'weekly', true],
    ['/properties/short-term-for-rent/in-dubai/per-night/', null, false],
    ['/properties/for-rent/in-dubai/per-month/', 'monthly', true],
    ['/properties/for-rent/in-dubai/per-year/', null, false],
  ])('%s reads as period %p (canonical: %p)', (path, period, canonical) => {
    expect(parseSearchPath(path)).toMatchObject({ ok: true, filter: { period }, isCanonical: canonical });
  });

  it.each([
    '/properties/for-sale/in-dubai/per-month/',
    '/properties/for-rent/in-dubai/per-night/',
    '/properties/short-term-for-rent/in-dubai/per-fortnight/',
  ])('%s is not a search: that root has no such period', (path) => {
    expect(parseSearchPath(path).ok).toBe(false);
  });

  it('writes a period after the price, and none for the default', () => {
    const week = { ...emptyFilter('short-term'), price: { min: 2000, max: null }, period: 'weekly' as const };
    expect(buildSearchPath(week)).toBe('/properties/short-term-for-rent/in-dubai/above-2000/per-week/');
    expect(buildSearchPath({ ...week, period: 'daily' })).toBe('/properties/short-term-for-rent/in-dubai/above-2000/');
    expect(buildSearchPath({ ...emptyFilter('sale'), period: 'monthly' })).toBe('/properties/for-sale/in-dubai/');
  });
});

describe('canonicalRedirect', () => {
  it.each([
    ['/properties/for-sale/2-and-more-bedrooms/', '/properties/for-sale/in-dubai/from-2-bedrooms/'],
    ['/uae/properties/for-rent/in-dubai/3-and-more-bedrooms/', '/uae/properties/for-rent/in-dubai/from-3-bedrooms/'],
    ['/ru/properties/for-sale/in-dubai/from-2-bedrooms/', null],
    ['/properties/for-sale/in-dubai/garbage/', null],
    ['/contact-oasis-key/', null],
  ])('%s -> %s', (path, target) => {
    expect(canonicalRedirect(path)).toBe(target);
  });
});

describe('parseSearchPath: non-canonical spellings', () => {
  it.each<[string, string]>([
    // the default area
    ['/properties/for-sale/', '/properties/for-sale/in-dubai/'],
    [`${SALE}2-bedroom/`, `${SALE}in-dubai/2-bedroom/`],
    [`${SALE}in-dubai-and-dubai/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai-marina-and-dubai-marina/`, `${SALE}in-dubai-marina/`],
    ['/international-properties/for-sale/in-dubai/', '/international-properties/for-sale/'],
    // bedrooms
    [`${SALE}in-dubai/3-and-more-bedrooms/`, `${SALE}in-dubai/from-3-bedrooms/`],
    [`${SALE}in-dubai/studio-and-more-bedrooms/`, `${SALE}in-dubai/from-studio-bedrooms/`],
    [`${SALE}in-dubai/from-2-to-2-bedrooms/`, `${SALE}in-dubai/2-bedroom/`],
    [`${SALE}in-dubai/from-studio-to-studio-bedrooms/`, `${SALE}in-dubai/studio/`],
    // 0 is unset
    [`${SALE}in-dubai/above-0/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai/under-0/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai/between-0-and-0/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai/between-0-and-500000/`, `${SALE}in-dubai/under-500000/`],
    [`${SALE}in-dubai/between-500000-and-0/`, `${SALE}in-dubai/above-500000/`],
    [`${SALE}in-dubai/minsqft-0/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai/areasqft-0-and-900/`, `${SALE}in-dubai/maxsqft-900/`],
    // lists
    [`${SALE}in-dubai/with-pool-and-gym/`, `${SALE}in-dubai/with-gym-and-pool/`],
    [`${SALE}in-dubai/with-gym-and-gym/`, `${SALE}in-dubai/with-gym/`],
    [`${SALE}in-dubai/developer-emaar-and-damac-and-emaar/`, `${SALE}in-dubai/developer-emaar-and-damac/`],
    // defaults
    [`${SALE}in-dubai/sort-newest/`, `${SALE}in-dubai/`],
    [`${SALE}in-dubai/page-1/`, `${SALE}in-dubai/`],
    // order
    [`${SALE}in-dubai/page-2/2-bedroom/`, `${SALE}in-dubai/2-bedroom/page-2/`],
    [`${SALE}in-dubai/type-villa/with-pool/`, `${SALE}in-dubai/with-pool/type-villa/`],
    [
      `${SALE}in-jvc/developer-emaar/listing-off-plan/under-3000000/`,
      `${SALE}in-jvc/under-3000000/listing-off-plan/developer-emaar/`,
    ],
  ])('%s redirects to %s', (path, canonical) => {
    expect(parsed(path)).toMatchObject({ canonical, isCanonical: false });
    expect(parsed(canonical)).toMatchObject({ canonical, isCanonical: true });
  });

  it.each([
    `${SALE}in-dubai`,
    'properties/for-sale/in-dubai/',
    `${SALE}in-dubai/studio/?utm_source=footer#results`,
    `${SALE}in-dubai/#top`,
  ])('%s is canonical: trailing slash, leading slash, query and hash are not part of the grammar', (path) => {
    expect(parsed(path).isCanonical).toBe(true);
  });
});

describe('buildSearchPath', () => {
  it.each<[string, SearchFilter, string]>([
    [
      'the overlay example',
      makeFilter({
        areas: ['dubai-marina', 'palm-jumeirah'],
        bedrooms: { min: 2, max: 2 },
        price: { min: 1_000_000, max: 2_000_000 },
        type: 'apartment',
      }),
      '/properties/for-sale/in-dubai-marina-and-palm-jumeirah/2-bedroom/between-1000000-and-2000000/type-apartment/',
    ],
    [
      'every segment',
      makeFilter(
        {
          areas: ['jumeirah-lake-towers'],
          bedrooms: { min: 0, max: 3 },
          price: { min: null, max: 150_000 },
          floor: { min: 500, max: null },
          mustInclude: ['pool', 'gym', 'pool'],
          type: 'apartment',
          facts: 'elite',
          department: 'residential',
          completion: 'completed',
          negotiator: 'sarah-jones',
          developers: ['emaar', 'damac'],
          sort: 'price-desc',
          page: 3,
        },
        'rent',
      ),
      '/properties/for-rent/in-jumeirah-lake-towers/from-studio-to-3-bedrooms/under-150000/minsqft-500/with-gym-and-pool/type-apartment/property-elite/listing-ready-to-move/completion-completed/negotiator-sarah-jones/developer-emaar-and-damac/sort-price-desc/page-3/',
    ],
    [
      'chosen developers off plan',
      makeFilter({ developers: ['sobha'], department: 'new_developments' }, 'off-plan-projects'),
      '/off-plan-projects/for-sale/in-dubai/listing-off-plan/developer-sobha/',
    ],
    [
      'a floor range in commercial',
      makeFilter({ areas: ['business-bay'], floor: { min: 1000, max: 5000 }, type: 'office' }, 'commercial-sale'),
      '/commercial-properties/for-sale/in-business-bay/areasqft-1000-and-5000/type-office/',
    ],
    [
      'international with an area',
      makeFilter({ areas: ['london'], bedrooms: { min: 2, max: null } }, 'international'),
      '/international-properties/for-sale/in-london/from-2-bedrooms/',
    ],
    [
      'short term, price from, sort ascending',
      makeFilter(
        { areas: ['downtown-dubai'], price: { min: 0, max: null }, bedrooms: { min: null, max: 1 }, sort: 'price-asc' },
        'short-term',
      ),
      '/properties/short-term-for-rent/in-downtown-dubai/to-1-bedrooms/sort-price-asc/',
    ],
  ])('%s', (_, filter, path) => {
    expect(buildSearchPath(filter)).toBe(path);
  });

  it.each(LISTING_ROOTS.map((root) => [root.key, root] as const))('writes the entry point of %s', (key, root) => {
    const path = buildSearchPath(emptyFilter(key));
    expect(path).toBe(rootEntryPath(root));
    expect(path).toBe(root.hasArea ? `${root.path}in-dubai/` : root.path);
    expect(parsed(path)).toMatchObject({ filter: emptyFilter(key), isCanonical: true });
    expect(parsed(`${root.path}studio/page-2`).canonical).toBe(`${rootEntryPath(root)}studio/page-2/`);
  });

  it.each<[string, Partial<SearchFilter>]>([
    ['an area that is not a slug', { areas: ['Dubai Marina'] }],
    ['an area containing -and-', { areas: ['bur-dubai-and-deira'] }],
    ['developers that read back differently', { developers: ['emaar-and', 'damac'] }],
    ['an empty feature', { mustInclude: [''] }],
    ['a type that is not a slug', { type: 'Villa' }],
    ['11 bedrooms', { bedrooms: { min: 11, max: null } }],
    ['bedrooms min above max', { bedrooms: { min: 3, max: 2 } }],
    ['half a bedroom', { bedrooms: { min: 1.5, max: null } }],
    ['a negative price', { price: { min: -5, max: null } }],
    ['price min above max', { price: { min: 2_000_000, max: 1_000_000 } }],
    ['a fractional floor area', { floor: { min: null, max: 99.5 } }],
    ['page 0', { page: 0 }],
    ['page 1.5', { page: 1.5 }],
    ['an unknown sort', { sort: 'oldest' as SearchFilter['sort'] }],
    ['an unknown department', { department: 'commercial' as SearchFilter['department'] }],
    ['an unknown root', { root: 'nowhere' as ListingRootKey }],
  ])('refuses %s', (_, overrides) => {
    expect(() => buildSearchPath(makeFilter(overrides))).toThrow(RangeError);
  });
});

describe('normalizeFilter', () => {
  it('writes the default area alone as no area, keeps it among others', () => {
    expect(normalizeFilter(makeFilter({ areas: ['dubai', 'dubai'] })).areas).toEqual([]);
    expect(normalizeFilter(makeFilter({ areas: ['jvc', 'dubai'] })).areas).toEqual(['jvc', 'dubai']);
  });

  it('does not change its argument', () => {
    const filter = makeFilter({ mustInclude: ['pool', 'gym'], price: { min: 0, max: 5 } });
    normalizeFilter(filter);
    expect(filter).toEqual(makeFilter({ mustInclude: ['pool', 'gym'], price: { min: 0, max: 5 } }));
  });
});

describe('rootOfPath and isSearchPath', () => {
  it.each<[string, ListingRootKey | null]>([
    ['/properties/for-sale/in-dubai/', 'sale'],
    ['/properties/for-rent/in-dubai/studio/', 'rent'],
    ['/properties/short-term-for-rent/in-dubai/', 'short-term'],
    ['/commercial-properties/for-sale/in-business-bay/', 'commercial-sale'],
    ['/commercial-properties/for-rent/', 'commercial-rent'],
    ['/off-plan-properties/for-sale/in-dubai/listing-off-plan/', 'off-plan-properties'],
    ['/off-plan-projects/for-sale/in-dubai/developer-emaar/', 'off-plan-projects'],
    ['/international-properties/for-sale/', 'international'],
    ['/international-properties/for-sale?page=2', 'international'],
    ['/properties/for-sale', 'sale'],
    ['/properties/for-sale-now/', null],
    ['/properties/', null],
    ['/fr/properties/for-sale/in-dubai/', null],
    ['/property-for-sale/villa-123/', null],
  ])('%s is under %s', (path, key) => {
    expect(rootOfPath(path)?.key ?? null).toBe(key);
  });

  it.each<[string, boolean]>([
    ['/properties/for-sale/in-dubai/2-bedroom/', true],
    ['/properties/for-sale/2-and-more-bedrooms', true],
    ['/international-properties/for-sale/', true],
    ['/properties/for-sale/in-dubai/garden/', false],
    ['/meet-the-team/', false],
    ['', false],
  ])('%s is a search path: %s', (path, expected) => {
    expect(isSearchPath(path)).toBe(expected);
  });
});

// Slug words exclude `and`, the one word a joined list cannot hold at its edges (see grammar.ts).
const word = fc.stringMatching(/^[a-z0-9]{1,6}$/).filter((w) => w !== 'and');
const slug = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join('-'));
const slugs = fc.array(fc.oneof(slug, fc.constant('dubai')), { maxLength: 3 });
const range = (max: number): fc.Arbitrary<Range> =>
  fc
    .tuple(fc.option(fc.integer({ min: 0, max }), { nil: null }), fc.option(fc.integer({ min: 0, max }), { nil: null }))
    .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
const filterArb: fc.Arbitrary<SearchFilter> = fc.record({
  root: fc.constantFrom(...LISTING_ROOTS.map((root) => root.key)),
  areas: slugs,
  bedrooms: range(10),
  price: range(200_000_000),
  // Any period: one a root does not offer is dropped, its default is written as none.
  period: fc.constantFrom(null, 'daily' as const, 'weekly' as const, 'monthly' as const, 'yearly' as const),
  floor: range(100_000),
  mustInclude: slugs,
  type: fc.option(slug, { nil: null }),
  facts: fc.option(slug, { nil: null }),
  department: fc.constantFrom(null, 'residential' as const, 'new_developments' as const),
  completion: fc.option(slug, { nil: null }),
  negotiator: fc.option(slug, { nil: null }),
  developers: slugs,
  sort: fc.constantFrom('newest' as const, 'price-asc' as const, 'price-desc' as const),
  page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 100_000 })),
});

/** Respells a list segment with a repeat (and features reversed): the same search. */
function repeatList(segment: string): string {
  const [, list, items = ''] = /^(in|with|developer)-(.*)$/.exec(segment) ?? [];
  if (!list) return segment;
  const words = items.split('-and-');
  return `${list}-${[...(list === 'with' ? [...words].reverse() : words), words[0]].join('-and-')}`;
}

/** Respells a canonical path the ways the grammar accepts but does not write. */
function respell(path: string, f: SearchFilter, keys: number[], options: Record<string, boolean>): string {
  const root = rootOfPath(path)!;
  const segments = path.slice(root.path.length).split('/').slice(0, -1);
  const area = segments[0]?.startsWith('in-') ? segments.shift()! : null;
  let rest = segments
    .map((s) => (options.alias ? s.replace(/^from-(studio|\d+)-bedrooms$/, '$1-and-more-bedrooms') : s))
    .map((s) => (options.repeatLists ? repeatList(s) : s));
  if (options.defaults) {
    if (f.page === 1) rest.push('page-1');
    if (f.sort === 'newest') rest.push('sort-newest');
    if (f.price.min === null && f.price.max === null) rest.push('above-0');
    if (f.floor.min === null && f.floor.max === null) rest.push('areasqft-0-and-0');
  }
  // The area stays first; every other segment may come in any order.
  rest = rest
    .map((segment, i) => [segment, keys[i] ?? 0] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([s]) => s);
  const head = area === null || (options.dropDefaultArea && area === 'in-dubai') ? [] : [area];
  if (options.repeatLists && head[0]) head[0] = repeatList(head[0]);
  const respelled = root.path + [...head, ...rest].map((s) => `${s}/`).join('');
  return (options.noTrailingSlash ? respelled.slice(0, -1) : respelled) + (options.query ? '?ref=1#top' : '');
}

describe('properties', () => {
  it('reads back every filter it writes, canonical and normalised', () => {
    fc.assert(
      fc.property(filterArb, (f) => {
        const path = buildSearchPath(f);
        expect(parseSearchPath(path)).toEqual({ ok: true, filter: normalised(f), canonical: path, isCanonical: true });
        expect(normalizeFilter(f)).toEqual(normalised(f));
        expect(rootOfPath(path)?.key).toBe(f.root);
      }),
    );
  });

  it('redirects any accepted respelling to the path of the same search', () => {
    fc.assert(
      fc.property(
        filterArb,
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        fc.record({
          alias: fc.boolean(),
          repeatLists: fc.boolean(),
          defaults: fc.boolean(),
          dropDefaultArea: fc.boolean(),
          noTrailingSlash: fc.boolean(),
          query: fc.boolean(),
        }),
        (f, keys, options) => {
          const canonical = buildSearchPath(f);
          const path = respell(canonical, f, keys, options);
          const result = parsed(path);
          expect(buildSearchPath(result.filter)).toBe(result.canonical);
          expect(result.canonical).toBe(canonical);
          expect(result.filter).toEqual(normalised(f));
          const bare = path.replace(/[?#].*$/, '');
          expect(result.isCanonical).toBe((bare.endsWith('/') ? bare : `${bare}/`) === canonical);
        },
      ),
    );
  });

  const fragments = fc.constantFrom(
    ...LISTING_ROOTS.map((root) => root.path),
    ...'/ - -and- in- dubai studio bedroom bedrooms from- to- -and-more- 0 01 7 10 11 between- above- under-'.split(
      ' ',
    ),
    ...'areasqft- with- developer- listing- off-plan sort- price-asc page- type- property- __proto__'.split(' '),
    ...'constructor constructor- ? # %20 A'.split(' '),
  );
  const grammarish = fc.array(fragments, { maxLength: 16 }).map((parts) => parts.join(''));

  it('never throws: garbage is ok: false with a reason, anything accepted is consistent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webPath(), grammarish), (path) => {
        const result = parseSearchPath(path);
        if (!result.ok) {
          expect(result.reason).toEqual(expect.any(String));
          expect(result.reason.length).toBeGreaterThan(0);
          return;
        }
        expect(buildSearchPath(result.filter)).toBe(result.canonical);
        expect(parseSearchPath(result.canonical)).toEqual({ ...result, isCanonical: true });
      }),
      { numRuns: 2000 },
    );
  });
});
