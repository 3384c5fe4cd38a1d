import type { RentPeriod } from '../periods';
import type { ListingRootKey } from '../roots';
import fc from 'fast-check';
import { buildSearchPath, parseSearchPath } from '../grammar';
import { emptyFilter } from '../filter';
import { LISTING_ROOTS } from '../roots';
import {
  AREA_SQFT,
  BEDROOMS,
  COMPLETION_OPTIONS,
  FEATURES,
  MAX_BEDROOMS,
  MIN_BEDROOMS,
  PROJECT_COMPLETION_OPTIONS,
  PROPERTY_TYPES,
  RENT_MAX_PRICES,
  RENT_MIN_PRICES,
  SALE_PRICES,
  bedroomRange,
  bedroomSelection,
  maxPriceBound,
  priceOptionLabel,
  priceOptionsFor,
  PERIOD_PRICES,
} from '../options';

const K = 1_000;
const M = 1_000_000;
const diffs = (xs: readonly number[]) => xs.slice(1).map((x, i) => x - xs[i]!);
const between = (xs: readonly number[], lo: number, hi: number) => xs.filter((x) => x >= lo && x <= hi);

describe('price lists (spec section 9)', () => {
  it.each<[string, readonly number[], number, number, number]>([
    // name, list, first, last, count
    ['SALE_PRICES', SALE_PRICES, 200 * K, 150 * M, 33],
    ['RENT_MIN_PRICES', RENT_MIN_PRICES, 25 * K, 2 * M, 21],
    ['RENT_MAX_PRICES', RENT_MAX_PRICES, 100 * K, 2 * M, 18],
  ])('%s runs from %p to %p in %p steps, strictly rising', (_, list, first, last, count) => {
    expect([list[0], list.at(-1), list.length]).toEqual([first, last, count]);
    expect(diffs(list).every((d) => d > 0)).toBe(true);
  });

  it.each<[string, readonly number[], number, number, number]>([
    // list, from, to, step
    ['sale 1M to 10M', SALE_PRICES, 1 * M, 10 * M, 0.5 * M],
    ['sale 15M to 50M', SALE_PRICES, 15 * M, 50 * M, 5 * M],
    ['rent min 25K to 200K', RENT_MIN_PRICES, 25 * K, 200 * K, 25 * K],
    ['rent min 250K to 750K', RENT_MIN_PRICES, 250 * K, 750 * K, 50 * K],
    ['rent max 100K to 200K', RENT_MAX_PRICES, 100 * K, 200 * K, 25 * K],
    ['rent max 250K to 750K', RENT_MAX_PRICES, 250 * K, 750 * K, 50 * K],
  ])('%s by even steps', (_, list, lo, hi, step) => {
    const run = between(list, lo, hi);
    expect([run[0], run.at(-1)]).toEqual([lo, hi]);
    expect(new Set(diffs(run))).toEqual(new Set([step]));
  });

  it('spells the fixed sale and rent ends', () => {
    expect(SALE_PRICES.slice(0, 4)).toEqual([200 * K, 500 * K, 750 * K, 1 * M]);
    expect(SALE_PRICES.slice(-4)).toEqual([50 * M, 75 * M, 100 * M, 150 * M]);
    expect(RENT_MIN_PRICES.slice(-3)).toEqual([750 * K, 1 * M, 2 * M]);
    expect(RENT_MAX_PRICES.slice(-3)).toEqual([750 * K, 1 * M, 2 * M]);
  });

  const at = (root: ListingRootKey, period: RentPeriod | null = null) => ({ root, period });

  it.each(LISTING_ROOTS.map((r) => [r.key, r.pType] as const))('%s (%s) gets its price lists', (key, pType) => {
    const { min, max } = priceOptionsFor(at(key));
    if (key === 'short-term') expect(max.at(-1)).toBe(10 * K);
    else if (pType === 'lettings') expect({ min, max }).toEqual({ min: RENT_MIN_PRICES, max: RENT_MAX_PRICES });
    else expect({ min, max }).toEqual({ min: SALE_PRICES, max: SALE_PRICES });
  });

  it('offers holiday homes by the night, week or month, and long lets by the year or month', () => {
    expect(priceOptionsFor(at('short-term')).min.slice(0, 3)).toEqual([250, 500, 750]);
    expect(priceOptionsFor(at('short-term', 'weekly')).openMax).toBe(50 * K);
    expect(priceOptionsFor(at('rent', 'monthly')).min[0]).toBe(3 * K);
    // A period the root does not offer reads as its default.
    expect(priceOptionsFor(at('rent', 'daily'))).toEqual(priceOptionsFor(at('rent')));
    for (const lists of Object.values(PERIOD_PRICES)) {
      expect([...lists.min].sort((a, b) => a - b)).toEqual(lists.min);
      expect([...lists.max].sort((a, b) => a - b)).toEqual(lists.max);
    }
  });

  it.each<[number, ListingRootKey, RentPeriod | null, 'min' | 'max', string]>([
    [200 * K, 'sale', null, 'min', 'AED 200K'],
    [1.5 * M, 'sale', null, 'max', 'AED 1.5M'],
    [2 * M, 'sale', null, 'max', 'AED 2M'],
    [2 * M, 'rent', null, 'min', 'AED 2M'],
    [2 * M, 'rent', null, 'max', 'AED 2M+'],
    [2 * M, 'commercial-rent', null, 'max', 'AED 2M+'],
    [150 * M, 'off-plan-projects', null, 'max', 'AED 150M'],
    [10 * K, 'short-term', null, 'max', 'AED 10K+'],
    [750, 'short-term', 'daily', 'min', 'AED 750'],
  ])('labels %p (%s, %s, %s) as %p', (value, root, period, which, label) => {
    expect(priceOptionLabel(value, at(root, period), which, 'en')).toBe(label);
  });

  it("labels prices in the page's language", () => {
    expect(priceOptionLabel(2 * M, at('rent'), 'max', 'ru')).toBe('2 млн AED+');
    expect(priceOptionLabel(750 * K, at('sale'), 'min', 'fr')).toBe('750 k AED');
  });

  it.each<[number | null, ListingRootKey, RentPeriod | null, number | null]>([
    [2 * M, 'rent', null, null],
    [150 * K, 'rent', 'monthly', null],
    [10 * K, 'short-term', null, null],
    [2 * M, 'short-term', null, 2 * M],
    [1 * M, 'rent', null, 1 * M],
    [2 * M, 'sale', null, 2 * M],
    [null, 'rent', null, null],
  ])('max option %p on %s (%s) bounds the price at %p', (value, root, period, bound) => {
    expect(maxPriceBound(value, at(root, period))).toBe(bound);
  });
});

describe('bedroom lists', () => {
  it('has Studio and 1 to 10, Studio and 1 to 5, 1 to 7 and 8+', () => {
    expect(BEDROOMS.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(BEDROOMS[0]).toEqual({ value: 0, label: 'Studio' });
    expect(MIN_BEDROOMS.map((o) => o.label)).toEqual(['Studio', '1', '2', '3', '4', '5']);
    expect(MAX_BEDROOMS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 'more']);
    expect(MAX_BEDROOMS.at(-1)?.label).toBe('8+');
  });

  it.each<[number | null, number | 'more' | null, { min: number | null; max: number | null }, string]>([
    [null, null, { min: null, max: null }, '/properties/for-sale/in-dubai/'],
    [0, null, { min: 0, max: null }, '/properties/for-sale/in-dubai/from-studio-bedrooms/'],
    [null, 'more', { min: 8, max: null }, '/properties/for-sale/in-dubai/from-8-bedrooms/'],
    [3, 'more', { min: 3, max: null }, '/properties/for-sale/in-dubai/from-3-bedrooms/'],
    [2, 2, { min: 2, max: 2 }, '/properties/for-sale/in-dubai/2-bedroom/'],
    [0, 0, { min: 0, max: 0 }, '/properties/for-sale/in-dubai/studio/'],
    [null, 4, { min: null, max: 4 }, '/properties/for-sale/in-dubai/to-4-bedrooms/'],
    [5, 2, { min: 2, max: 5 }, '/properties/for-sale/in-dubai/from-2-to-5-bedrooms/'],
  ])('min %p and max %p search %p', (min, max, range, path) => {
    expect(bedroomRange(min, max)).toEqual(range);
    expect(buildSearchPath({ ...emptyFilter('sale'), bedrooms: range })).toBe(path);
  });

  it('reads "8-and-more-bedrooms" back as max "more"', () => {
    const parsed = parseSearchPath('/properties/for-sale/in-dubai/8-and-more-bedrooms/');
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(bedroomSelection(parsed.filter.bedrooms)).toEqual({ min: null, max: 'more' });
  });

  it('round-trips every pair of selections through the filter', () => {
    const minArb = fc.constantFrom(null, ...MIN_BEDROOMS.map((o) => o.value));
    const maxArb = fc.constantFrom(null, ...MAX_BEDROOMS.map((o) => o.value));
    fc.assert(
      fc.property(minArb, maxArb, (min, max) => {
        const range = bedroomRange(min, max);
        // Selecting again what is shown gives the same search.
        const shown = bedroomSelection(range);
        expect(bedroomRange(shown.min, shown.max)).toEqual(range);
        expect(() => buildSearchPath({ ...emptyFilter('rent'), bedrooms: range })).not.toThrow();
      }),
    );
  });
});

describe('other lists', () => {
  it('has floor areas 500 to 9000 sq ft by 500', () => {
    expect([AREA_SQFT[0], AREA_SQFT.at(-1), AREA_SQFT.length]).toEqual([500, 9000, 18]);
    expect(new Set(diffs(AREA_SQFT))).toEqual(new Set([500]));
  });

  it.each(LISTING_ROOTS.map((r) => [r.key] as const))('property types of %s are unique slugs with labels', (key) => {
    const types = PROPERTY_TYPES[key];
    expect(new Set(types.map((t) => t.slug)).size).toBe(types.length);
    for (const t of types) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.label).toMatch(/^[A-Z]/);
      // Every type can be written in a search URL.
      expect(parseSearchPath(buildSearchPath({ ...emptyFilter(key), type: t.slug })).ok).toBe(true);
    }
  });

  it.each<[keyof typeof PROPERTY_TYPES, number, number]>([
    ['sale', 16, 28],
    ['commercial-sale', 16, 28],
    ['off-plan-properties', 16, 28],
  ])('%s has about 16 to 28 types (spec)', (key, lo, hi) => {
    expect(PROPERTY_TYPES[key].length).toBeGreaterThanOrEqual(lo);
    expect(PROPERTY_TYPES[key].length).toBeLessThanOrEqual(hi);
  });

  it('offers the types the CMS seed uses', () => {
    const slugs = (key: keyof typeof PROPERTY_TYPES) => PROPERTY_TYPES[key].map((t) => t.slug);
    expect(slugs('sale')).toEqual(
      expect.arrayContaining(['apartment', 'villa', 'townhouse', 'penthouse', 'duplex', 'hotel-apartment']),
    );
    expect(slugs('short-term')).toEqual(expect.arrayContaining(['apartment', 'villa', 'penthouse', 'hotel-apartment']));
    expect(slugs('commercial-rent')).toEqual(
      expect.arrayContaining(['office', 'retail', 'shop', 'warehouse', 'building']),
    );
    expect(slugs('sale')).not.toContain('studio'); // a bedroom count, not a type
  });

  it('has the completion and feature options', () => {
    expect(COMPLETION_OPTIONS).toEqual([
      { slug: 'ready', label: 'Ready to Move' },
      { slug: 'off-plan', label: 'Off Plan' },
    ]);
    expect(PROJECT_COMPLETION_OPTIONS.map((o) => o.label)).toEqual(['Off Plan', 'Completed']);
    expect(FEATURES.map((f) => f.slug)).toEqual([
      'pool',
      'gym',
      'balcony',
      'maids-room',
      'parking',
      'sea-view',
      'furnished',
      'pets-allowed',
      'private-garden',
      'study',
    ]);
  });
});
