import fc from 'fast-check';
import {
  areaShards,
  buildCore,
  columnFiles,
  columnsOf,
  coreFromJson,
  coreToJson,
  joinColumns,
  mergeCores,
  allMatches,
  searchCore,
  type SearchCore,
} from '../core';
import { emptyFilter } from '../filter';
import type { IndexEntry } from '../index-entry';
import { PAGE_SIZE, runSearch } from '../query';
import { comparablePrice } from '../periods';
import { entryArb, filterArb } from '../../testing/search-arbitraries';
import { makeEntry } from '../../testing/search-factories';

/** What the browser has: the core after a trip through its file. */
const served = (entries: readonly IndexEntry[]): SearchCore => coreFromJson(JSON.parse(coreToJson(buildCore(entries))));

// Up to several pages, with listing times that share a day (ranks must keep their order).
const manyEntries = fc.uniqueArray(
  fc
    .tuple(entryArb, fc.constantFrom('2026-01-01', '2026-01-01T09:30:00Z', '2026-01-01T18:00:00Z', '2026-03-01'))
    .map(([entry, listed]) => ({ ...entry, listed })),
  { selector: (e) => e.id, maxLength: 120 },
);

describe('searchCore', () => {
  it('finds the same listings, total and page as runSearch, for any entries and filter', () => {
    fc.assert(
      fc.property(manyEntries, filterArb, (entries, filter) => {
        const expected = runSearch(entries, filter);
        const actual = searchCore(served(entries), filter);
        expect(actual).toEqual({
          total: expected.total,
          page: expected.page,
          pageCount: expected.pageCount,
          ids: expected.items.map((e) => e.id),
        });
      }),
      { numRuns: 400 },
    );
  });

  it('finds in the shards of the searched areas what the whole core finds, for any entries and filter', () => {
    fc.assert(
      fc.property(manyEntries, filterArb, (entries, filter) => {
        const shards = Object.fromEntries(
          [...areaShards(entries)].map(([area, core]) => [area, coreFromJson(JSON.parse(coreToJson(core)))]),
        ) as Record<string, SearchCore>;
        // What the browser fetches: the shards of the filter's areas that exist (an area without listings has none).
        const fetched = filter.areas.flatMap((area) => (shards[area] ? [shards[area]] : []));
        const core = filter.areas.length > 0 ? mergeCores(fetched.length ? fetched : [buildCore([])]) : served(entries);
        expect(searchCore(core, filter)).toEqual(searchCore(served(entries), filter));
      }),
      { numRuns: 400 },
    );
  });

  it('finds with only the columns a search reads what the whole core finds, for any entries and filter', () => {
    fc.assert(
      fc.property(manyEntries, filterArb, (entries, filter) => {
        const files = columnFiles(buildCore(entries));
        const fetched = Object.fromEntries(columnsOf(filter).map((c) => [c, JSON.parse(files.columns[c])]));
        const core = joinColumns(JSON.parse(files.dict), fetched);
        expect(searchCore(core, filter)).toEqual(searchCore(served(entries), filter));
      }),
      { numRuns: 400 },
    );
  });

  it('finds every matching listing for a map, in the order of the pages, with its price', () => {
    fc.assert(
      fc.property(manyEntries, filterArb, (entries, filter) => {
        const { pageCount } = runSearch(entries, filter);
        const pages = Array.from({ length: pageCount }, (_, k) => runSearch(entries, { ...filter, page: k + 1 }).items);
        const all = allMatches(served(entries), filter);
        expect(all.ids).toEqual(pages.flat().map((e) => e.id));
        expect(all.prices).toEqual(pages.flat().map(comparablePrice));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a search that reads a column not fetched, and a file of another format', () => {
    const files = columnFiles(buildCore([makeEntry({ id: 3 }), makeEntry({ id: 9 })]));
    const core = joinColumns(JSON.parse(files.dict), {
      ids: JSON.parse(files.columns.ids),
      listed: JSON.parse(files.columns.listed),
    });
    expect(core.ids).toEqual([3, 9]);
    expect(searchCore(core, emptyFilter('sale')).total).toBe(2);
    expect(() => searchCore(core, { ...emptyFilter('sale'), bedrooms: { min: 2, max: null } })).toThrow(
      'this search reads bedrooms, not fetched',
    );
    expect(() => coreFromJson({ ...buildCore([]), v: 1 })).toThrow('a file of format 1, this page reads 2');
  });

  it('merges shards whose dictionaries and feature bits differ', () => {
    const a = makeEntry({ id: 1, area: 'jumeirah', features: ['gym'], type: 'villa', listed: '2026-01-01' });
    const b = makeEntry({
      id: 2,
      area: 'business-bay',
      features: ['pool', 'gym'],
      type: 'office',
      listed: '2026-02-01',
    });
    const shards = areaShards([a, b]);
    const merged = mergeCores([shards.get('business-bay')!, shards.get('jumeirah')!]);
    const gym = { ...emptyFilter('sale'), mustInclude: ['gym'] };
    expect(searchCore(merged, gym).ids).toEqual([2, 1]);
    expect(searchCore(merged, { ...gym, type: 'villa' }).ids).toEqual([1]);
    expect(searchCore(merged, { ...emptyFilter('sale'), mustInclude: ['pool'] }).ids).toEqual([2]);
  });

  it('pages through every match once, in order', () => {
    const entries = Array.from({ length: 2 * PAGE_SIZE + 5 }, (_, i) =>
      makeEntry({ id: i + 1, price: (i % 7) * 100_000 + 500_000 }),
    );
    const core = served(entries);
    const filter = { ...emptyFilter('sale'), sort: 'price-desc' as const };
    const pages = [1, 2, 3].map((page) => searchCore(core, { ...filter, page }).ids);
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 5]);
    expect(new Set(pages.flat()).size).toBe(entries.length);
    expect(searchCore(core, { ...filter, page: 9 }).page).toBe(3);
  });

  it('matches nothing for a value no listing has, and says why it cannot hold a root', () => {
    const core = served([makeEntry({ id: 1, features: ['pool'] })]);
    expect(searchCore(core, { ...emptyFilter('sale'), mustInclude: ['sauna'] }).total).toBe(0);
    expect(searchCore(core, { ...emptyFilter('sale'), type: 'castle' }).total).toBe(0);
    expect(searchCore(core, { ...emptyFilter('sale'), areas: ['atlantis'] }).total).toBe(0);
    const tooMany = Array.from({ length: 32 }, (_, i) => `feature-${i}`);
    expect(() => buildCore([makeEntry({ features: tooMany })])).toThrow('more than 31 feature slugs in one root');
  });
});
