import { sortedIds, type SearchCore } from './core';
import { SORT_ORDERS, type SearchFilter, type SortOrder } from './filter';
import { isIndexEntry, type IndexEntry } from './index-entry';

/**
 * Card packs: a results page's cards in a few files instead of one request per card. The
 * build cuts each order a search can show (every sort, over the whole root and over each
 * area) into packs of about 20 consecutive listings' cards, down to `PACK_DEPTH` listings;
 * the browser, which holds the same order in its core (`sortedIds`), fetches the packs that
 * hold a good share of the listings it shows and the other cards one by one.
 *
 * A pack ends after a listing whose id says so (`endsPack`), not at a fixed position, so a
 * new listing or a price change renames the packs around it, not every pack after it.
 */

/** The fewest and most cards in a pack; in between, one listing in PACK_SPREAD ends one. */
const PACK_MIN = 8;
const PACK_SPREAD = 12;
const PACK_MAX = 40;
/** How far into each order packs go: ten pages of an unfiltered search; past that, cards come one by one. */
export const PACK_DEPTH = 240;
/** A pack is fetched when at least 1 in PACK_SHARE of its cards is wanted: else its cards come one by one. */
const PACK_SHARE = 4;
const FORMAT = 1;

/** One scope's packs (the whole root's, or an area's): the names of its packs, in order, per sort. */
export type PackList = { v: 1; sorts: Record<SortOrder, string[]> };
/** The pack lists of a root, as its manifest names them (index-file.ts). */
export type PackLists = { all: string; areas: Record<string, string> };

/** Whether a pack ends after the listing `id` (a fixed hash of the id, the same at build and in the browser). */
function endsPack(id: number): boolean {
  let h = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) % PACK_SPREAD === 0;
}

/**
 * Where an order's packs end (each end exclusive), for its first `depth` listings; the pack
 * that crosses `depth` is whole.
 * @example packEnds([...ids of 50 listings]) // e.g. [14, 31, 50]
 */
export function packEnds(ids: readonly number[], depth = PACK_DEPTH): number[] {
  const ends: number[] = [];
  let start = 0;
  for (let i = 0; i < ids.length && start < depth; i += 1) {
    const size = i + 1 - start;
    if (size >= PACK_MAX || (size >= PACK_MIN && endsPack(ids[i]!)) || i === ids.length - 1) {
      ends.push(i + 1);
      start = i + 1;
    }
  }
  return ends;
}

/**
 * A root's packs as files, named by `add` (which stores a file and returns its name): per
 * scope (the whole root, each area) one pack list naming its packs per sort. `cards` holds
 * every listing of the core.
 */
export function packFiles(
  core: SearchCore,
  cards: ReadonlyMap<number, IndexEntry>,
  add: (text: string) => string,
): PackLists {
  const list = (area?: string) => {
    const sorts = {} as Record<SortOrder, string[]>;
    for (const sort of SORT_ORDERS) {
      const ids = sortedIds(core, sort, area);
      let start = 0;
      sorts[sort] = packEnds(ids).map((end) => {
        const text = JSON.stringify({ v: FORMAT, cards: ids.slice(start, end).map((id) => cards.get(id)!) });
        start = end;
        return add(text);
      });
    }
    return add(JSON.stringify({ v: FORMAT, sorts } satisfies PackList));
  };
  return { all: list(), areas: Object.fromEntries(core.dict.area.map((area) => [area, list(area)])) };
}

/** Every pack a pack list names, for the writer to keep. */
export const packNames = (list: PackList): string[] => SORT_ORDERS.flatMap((sort) => list.sorts[sort] ?? []);

/** A pack list read back from its file; a file of another format is an error. */
export function packListFromJson(value: unknown): PackList {
  const v = value as Partial<PackList> | null;
  if (v?.v !== FORMAT || typeof v.sorts !== 'object' || v.sorts === null)
    throw new Error(`card packs: a pack list of format ${String(v?.v)}, this page reads ${FORMAT}`);
  return v as PackList;
}

/** A pack's cards read back from its file (anything that is not a card is left out). */
export function packCards(value: unknown): IndexEntry[] {
  const v = value as { v?: unknown; cards?: unknown } | null;
  if (v?.v !== FORMAT || !Array.isArray(v.cards)) throw new Error(`card packs: a pack of format ${String(v?.v)}`);
  return v.cards.filter(isIndexEntry);
}

/**
 * What to fetch for the cards of `ids` (listings a search found in `core`, in its order):
 * the packs of the search's scopes (its areas, else the whole root; `lists` by area, `all`
 * for the root) that hold at least a quarter wanted, and the other cards one by one.
 * @example cardsPlan(core, filter, page.ids, lists) // { packs: ['9f0c…', '1a7e…'], singles: [] }
 */
export function cardsPlan(
  core: SearchCore,
  filter: SearchFilter,
  ids: readonly number[],
  lists: { all?: PackList; areas: Record<string, PackList> },
): { packs: string[]; singles: number[] } {
  const wanted = new Set(ids);
  const scopes: [string | undefined, PackList | undefined][] =
    filter.areas.length > 0 ? filter.areas.map((area) => [area, lists.areas[area]]) : [[undefined, lists.all]];
  const packs: string[] = [];
  const packed = new Set<number>();
  for (const [area, list] of scopes) {
    const names = list?.sorts[filter.sort];
    if (!names?.length) continue;
    const order = sortedIds(core, filter.sort, area, PACK_DEPTH + PACK_MAX);
    const ends = packEnds(order).slice(0, names.length);
    let start = 0;
    ends.forEach((end, k) => {
      const inPack = order.slice(start, end).filter((id) => wanted.has(id));
      if (inPack.length > 0 && inPack.length * PACK_SHARE >= end - start) {
        packs.push(names[k]!);
        for (const id of inPack) packed.add(id);
      }
      start = end;
    });
  }
  return { packs, singles: ids.filter((id) => !packed.has(id)) };
}
