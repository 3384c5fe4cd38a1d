import fc from 'fast-check';
import { alertFilter, alertWatch, findAlerts, type AlertListing, type AlertSubscription } from '../matching';
import { buildSearchPath } from '../../search/grammar';
import { runSearch } from '../../search/query';
import { inResultsOf } from '../../search/roots';
import type { IndexEntry } from '../../search/index-entry';
import type { SearchFilter } from '../../search/filter';
import { entryArb, filterArb } from '../../testing/search-arbitraries';
import { makeEntry } from '../../testing/search-factories';

const NOW = Date.UTC(2026, 10, 26, 12);
const HOUR = 3_600_000;

/** Listings listed up to two days before NOW, some with a later price change (up or down). */
const listingArb: fc.Arbitrary<AlertListing> = fc
  .record({
    card: entryArb,
    pType: fc.constantFrom('sales', 'lettings', null),
    listedAt: fc.integer({ min: NOW - 48 * HOUR, max: NOW }),
    change: fc.option(
      fc.record({ after: fc.integer({ min: 1, max: 24 * HOUR }), was: fc.integer({ min: 1, max: 3e7 }) }),
    ),
  })
  .map(({ card, pType, listedAt, change }) => ({
    card,
    pType,
    listedAt,
    reducedAt: change ? Math.min(NOW, listedAt + change.after) : null,
    previousPrice: change ? change.was : null,
  }));

const pathOf = (filter: SearchFilter) => {
  try {
    return buildSearchPath(filter);
  } catch {
    return null;
  }
};

/** Every page of a search over some listings, through the site's own runSearch. */
function everyResult(cards: readonly IndexEntry[], path: string): IndexEntry[] {
  const filter = alertFilter(path)!;
  const { pageCount } = runSearch(cards, filter);
  return Array.from({ length: pageCount }, (_, k) => runSearch(cards, { ...filter, page: k + 1 }).items).flat();
}

describe('findAlerts', () => {
  it('finds what the site’s search finds among the listings new or cheaper since each subscription’s last run', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(listingArb, { selector: (l) => l.card.id, maxLength: 60 }),
        fc.array(fc.record({ filter: filterArb, since: fc.integer({ min: NOW - 48 * HOUR, max: NOW }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (listings, wanted) => {
          // Saved searches are canonical paths: a filter the grammar cannot write is not one.
          const paths = wanted.map(({ filter }) => pathOf({ ...filter, page: 1 }));
          fc.pre(paths.every((p) => p !== null));
          const subscriptions: AlertSubscription[] = wanted.map(({ since }, id) => ({ id, path: paths[id]!, since }));
          const found = findAlerts(subscriptions, listings, NOW);
          for (const s of subscriptions) {
            const root = alertFilter(s.path)!.root;
            const inRoot = listings.filter((l) => inResultsOf(root, l, NOW));
            const fresh = everyResult(
              inRoot.filter((l) => l.listedAt > s.since).map((l) => l.card),
              s.path,
            );
            const cheaper = inRoot.filter(
              (l) =>
                l.listedAt <= s.since &&
                l.reducedAt !== null &&
                l.reducedAt > s.since &&
                l.previousPrice! > l.card.price,
            );
            const reduced = everyResult(
              cheaper.map((l) => l.card),
              s.path,
            ).map((entry) => ({ entry, was: cheaper.find((l) => l.card.id === entry.id)!.previousPrice! }));
            const expected = fresh.length || reduced.length ? { fresh, reduced } : undefined;
            expect(found.get(s.id)).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sends a new listing of the search and a price drop, and nothing older, elsewhere or dearer', () => {
    const at = (hours: number) => NOW - hours * HOUR;
    const listing = (id: number, overrides: Partial<IndexEntry>, listedHoursAgo: number, drop?: [number, number]) => ({
      card: makeEntry({ id, area: 'dubai-marina', ...overrides }),
      pType: 'sales',
      listedAt: at(listedHoursAgo),
      reducedAt: drop ? at(drop[0]) : null,
      previousPrice: drop ? drop[1] : null,
    });
    const listings: AlertListing[] = [
      listing(1, {}, 2), // new in the search
      listing(2, { price: 1_800_000 }, 100, [3, 2_000_000]), // cheaper since the last run
      listing(3, {}, 100), // listed before, unchanged
      listing(4, { area: 'jvc' }, 2), // new, another area
      listing(5, { price: 2_100_000 }, 100, [3, 2_000_000]), // dearer: no alert
      listing(6, { bedrooms: 1 }, 2), // new, too few bedrooms
    ];
    const path = '/properties/for-sale/in-dubai-marina/from-2-bedrooms/';
    const found = findAlerts([{ id: 'a', path, since: at(24) }], listings, NOW).get('a');
    expect(found?.fresh.map((e) => e.id)).toEqual([1]);
    expect(found?.reduced.map(({ entry, was }) => [entry.id, was])).toEqual([[2, 2_000_000]]);
    // A run after these changes finds nothing; a path that is not a search finds nothing either.
    expect(findAlerts([{ id: 'a', path, since: at(1) }], listings, NOW).size).toBe(0);
    expect(findAlerts([{ id: 'b', path: '/about-us/', since: 0 }], listings, NOW).size).toBe(0);
  });

  it('watches a shortlist’s properties for price drops, wherever they are listed', () => {
    const at = (hours: number) => NOW - hours * HOUR;
    const listing = (id: number, overrides: Partial<IndexEntry>, drop?: [number, number], pType = 'sales') => ({
      card: makeEntry({ id, ...overrides }),
      pType,
      listedAt: at(500),
      reducedAt: drop ? at(drop[0]) : null,
      previousPrice: drop ? drop[1] : null,
    });
    const listings: AlertListing[] = [
      listing(7, { price: 1_800_000 }, [3, 2_000_000]), // shortlisted, cheaper since the last run
      listing(8, { price: 90_000, rentPeriod: 'yearly', department: 'residential' }, [1, 100_000], 'lettings'),
      listing(9, { price: 1_500_000 }, [3, 1_600_000]), // cheaper, not shortlisted
      listing(10, { price: 1_500_000 }, [48, 1_600_000]), // shortlisted, cut before the last run
    ];
    const watch = { id: 'w', path: '/shortlist/', since: at(24), ids: [7, 8, 10] };
    const found = findAlerts([watch], listings, NOW).get('w');
    expect(found?.fresh).toEqual([]);
    expect(found?.reduced.map(({ entry, was }) => [entry.id, was])).toEqual([
      [8, 100_000],
      [7, 2_000_000],
    ]);
    expect(findAlerts([{ ...watch, since: at(0.5) }], listings, NOW).size).toBe(0);
  });

  it('knows what an alert form may follow: a search, or the properties of a shortlist', () => {
    expect(alertWatch('/properties/for-sale/in-dubai-marina/')).toEqual({
      path: '/properties/for-sale/in-dubai-marina/',
      ids: null,
    });
    expect(alertWatch('/shortlist/', '12, 34,12')).toEqual({ path: '/shortlist/', ids: [12, 34] });
    expect(alertWatch('/shortlist/', '')).toBeNull();
    expect(alertWatch('/shortlist/', '12,abc')).toBeNull();
    expect(alertWatch('/shortlist/', Array.from({ length: 101 }, (_, i) => i + 1).join(','))).toBeNull();
    expect(alertWatch('/about-us/', '12')).toBeNull();
  });
});
