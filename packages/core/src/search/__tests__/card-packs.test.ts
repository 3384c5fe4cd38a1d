import fc from 'fast-check';
import {
  PACK_DEPTH,
  cardsPlan,
  packCards,
  packEnds,
  packFiles,
  packListFromJson,
  packNames,
  type PackList,
} from '../card-packs';
import {
  areaShards,
  buildCore,
  columnFiles,
  columnsOf,
  coreFromJson,
  coreToJson,
  joinColumns,
  mergeCores,
  searchCore,
  type SearchCore,
} from '../core';
import { emptyFilter, type SearchFilter } from '../filter';
import type { IndexEntry } from '../index-entry';
import { PAGE_SIZE } from '../query';
import { entryArb, filterArb } from '../../testing/search-arbitraries';
import { makeEntry } from '../../testing/search-factories';

/** The build's files, in memory: named by their order of writing (the build names them by digest). */
function written(entries: readonly IndexEntry[]) {
  const files = new Map<string, string>();
  const names = new Map<string, string>();
  const add = (text: string) => {
    const name = names.get(text) ?? `f${names.size}`;
    names.set(text, name);
    files.set(name, text);
    return name;
  };
  const lists = packFiles(buildCore(entries), new Map(entries.map((e) => [e.id, e])), add);
  const read = (name: string): unknown => JSON.parse(files.get(name)!);
  return { files, lists, read, list: (name: string) => packListFromJson(read(name)) };
}

/** The core the browser holds for a search, as it loads it: its areas' shards merged, else the columns it reads. */
function browserCore(entries: readonly IndexEntry[], filter: SearchFilter): SearchCore {
  if (filter.areas.length > 0) {
    const shards = areaShards(entries);
    const found = filter.areas.flatMap((area) => {
      const shard = shards.get(area);
      return shard ? [coreFromJson(JSON.parse(coreToJson(shard)))] : [];
    });
    return found.length ? mergeCores(found) : buildCore([]);
  }
  const files = columnFiles(buildCore(entries));
  return joinColumns(
    JSON.parse(files.dict),
    Object.fromEntries(columnsOf(filter).map((c) => [c, JSON.parse(files.columns[c])])),
  );
}

/** The pack lists a browser fetches for a search: its areas', else the root's. */
function listsFor(build: ReturnType<typeof written>, filter: SearchFilter) {
  if (filter.areas.length === 0) return { all: build.list(build.lists.all), areas: {} };
  const areas: Record<string, PackList> = {};
  for (const area of filter.areas) if (build.lists.areas[area]) areas[area] = build.list(build.lists.areas[area]);
  return { areas };
}

// Listings enough for several packs and pages, some sharing a listing day.
const inventory = fc.uniqueArray(
  fc
    .tuple(entryArb, fc.constantFrom('2026-01-01', '2026-01-01T09:30:00Z', '2026-02-01', '2026-03-01'))
    .map(([entry, listed]) => ({ ...entry, listed })),
  { selector: (e) => e.id, minLength: 1, maxLength: 400 },
);

describe('packEnds', () => {
  const ids = Array.from({ length: 600 }, (_, i) => 7 + i * 13);

  it('cuts an order into packs of 8 to 40 listings, down to the depth', () => {
    const ends = packEnds(ids);
    const sizes = ends.map((end, k) => end - (ends[k - 1] ?? 0));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(40);
    // The last pack starts before the depth and holds the listing at it.
    expect(ends.at(-2)!).toBeLessThan(PACK_DEPTH);
    expect(ends.at(-1)!).toBeGreaterThanOrEqual(PACK_DEPTH);
    expect(packEnds(ids.slice(0, 5))).toEqual([5]);
    expect(packEnds([])).toEqual([]);
  });

  it('renames only the packs around a new listing, not every pack after it', () => {
    const packs = (order: number[]) => {
      const ends = packEnds(order);
      return ends.map((end, k) => order.slice(ends[k - 1] ?? 0, end).join(','));
    };
    const before = packs(ids);
    for (const at of [0, 50, 120]) {
      const after = packs([...ids.slice(0, at), 1_000_003, ...ids.slice(at)]);
      const renamed = after.filter((pack) => !before.includes(pack));
      expect(renamed.length).toBeLessThanOrEqual(2);
      expect(after.length).toBeGreaterThan(8);
    }
  });
});

describe('cardsPlan', () => {
  it('finds every card a search shows in its packs or on its own, once, for any entries and filter', () => {
    fc.assert(
      fc.property(inventory, filterArb, (entries, filter) => {
        const build = written(entries);
        const core = browserCore(entries, filter);
        const { ids } = searchCore(core, filter);
        const plan = cardsPlan(core, filter, ids, listsFor(build, filter));
        const byId = new Map(entries.map((e) => [e.id, e]));
        const fromPacks = new Map<number, IndexEntry>();
        for (const name of plan.packs) {
          const cards = packCards(build.read(name));
          const shown = cards.filter((card) => ids.includes(card.id));
          // A pack is fetched for a good share of its cards, never for one card in forty.
          expect(shown.length * 4).toBeGreaterThanOrEqual(cards.length);
          for (const card of cards) fromPacks.set(card.id, card);
        }
        expect(new Set(plan.packs).size).toBe(plan.packs.length);
        for (const id of ids) {
          expect(fromPacks.has(id)).toBe(!plan.singles.includes(id));
          if (fromPacks.has(id)) expect(fromPacks.get(id)).toEqual(byId.get(id));
        }
        expect(plan.singles.every((id) => ids.includes(id))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('brings the first pages of a search in a few packs, in an area and over all of Dubai', () => {
    const areas = ['dubai-marina', 'jumeirah', 'business-bay'];
    const entries = Array.from({ length: 900 }, (_, i) =>
      makeEntry({
        id: 1 + i * 3,
        area: areas[i % 3]!,
        bedrooms: i % 5,
        price: 500_000 + ((i * 7919) % 900) * 10_000,
        listed: `2026-${String(1 + (i % 9)).padStart(2, '0')}-${String(1 + ((i * 31) % 28)).padStart(2, '0')}`,
      }),
    );
    const build = written(entries);
    const searches: SearchFilter[] = [
      { ...emptyFilter('sale'), areas: ['dubai-marina'], bedrooms: { min: 2, max: null } },
      { ...emptyFilter('sale'), bedrooms: { min: 2, max: null } },
      { ...emptyFilter('sale'), price: { min: null, max: 3_000_000 }, sort: 'price-asc' },
      { ...emptyFilter('sale'), sort: 'price-desc', page: 3 },
    ];
    for (const filter of searches) {
      const core = browserCore(entries, filter);
      const { ids } = searchCore(core, filter);
      expect(ids).toHaveLength(PAGE_SIZE);
      const plan = cardsPlan(core, filter, ids, listsFor(build, filter));
      expect(plan.singles).toEqual([]);
      expect(plan.packs.length).toBeGreaterThanOrEqual(1);
      expect(plan.packs.length).toBeLessThanOrEqual(4);
    }
    // Past the packs' depth, cards come one by one.
    const deep = { ...emptyFilter('sale'), page: 20 };
    const { ids } = searchCore(browserCore(entries, deep), deep);
    expect(cardsPlan(browserCore(entries, deep), deep, ids, listsFor(build, deep))).toEqual({
      packs: [],
      singles: ids,
    });
  });

  it('fetches every card on its own for a root built without packs', () => {
    const entries = [makeEntry({ id: 1 }), makeEntry({ id: 2 })];
    const filter = emptyFilter('sale');
    expect(cardsPlan(buildCore(entries), filter, [2, 1], { areas: {} })).toEqual({ packs: [], singles: [2, 1] });
  });
});

describe('packFiles', () => {
  it('packs each sort of the root and of each area, and reads back only files of its format', () => {
    const entries = Array.from({ length: 30 }, (_, i) =>
      makeEntry({ id: i + 1, area: i % 2 ? 'jvc' : 'dubai-marina' }),
    );
    const build = written(entries);
    expect(Object.keys(build.lists.areas).sort()).toEqual(['dubai-marina', 'jvc']);
    const all = build.list(build.lists.all);
    expect(Object.keys(all.sorts).sort()).toEqual(['newest', 'price-asc', 'price-desc', 'price-per-sqft-asc']);
    const newest = all.sorts.newest.flatMap((name) => packCards(build.read(name)).map((card) => card.id));
    expect(newest).toHaveLength(30);
    expect(packNames(all)).toHaveLength(Object.values(all.sorts).flat().length);
    expect(() => packListFromJson({ v: 2, sorts: {} })).toThrow(/format 2/);
    expect(() => packCards({ v: 2 })).toThrow(/format 2/);
  });
});
