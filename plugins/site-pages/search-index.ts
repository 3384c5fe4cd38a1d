import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_ROOTS, rootKind, type ListingRootKey } from '../../src/search/roots';
import { inSearchResults } from '../../src/search/auction';
import { CARDS_FOLDER, cardFilePath, coreFilePath, coreShardPath } from '../../src/search/index-file';
import { areaShards, buildCore } from '../../src/search/core';
import type { IndexEntry } from '../../src/search/index-entry';

/** Every listing root's index entries, newest first. */
export type SearchIndexes = Map<ListingRootKey, IndexEntry[]>;
/**
 * The indexes; every listing that has a page (in the indexes, or an auction that is over,
 * which keeps its page); and the extras node (the card's node) of each Strapi id.
 */
export type Inventory = { indexes: SearchIndexes; published: IndexEntry[]; nodeIds: Map<number, string> };
/** A property's card with what places it under a root. */
export type CardRow = { nodeId: string; pType: string | null; card: IndexEntry };

/** Newest listing first, then by id, as the browser's default sort. */
const newestFirst = (a: CardRow, b: CardRow) =>
  a.card.listed < b.card.listed ? 1 : a.card.listed > b.card.listed ? -1 : a.card.id - b.card.id;

/**
 * Groups the cards under their listing roots (pType and department), newest first, leaving
 * out auctions that are over at `now` (their pages stay).
 */
export function searchIndexes(rows: readonly CardRow[], now = Date.now()): Inventory {
  const sorted = [...rows].sort(newestFirst);
  const indexes: SearchIndexes = new Map();
  const published: IndexEntry[] = [];
  for (const root of LISTING_ROOTS) {
    const isAuction = rootKind(root.key).auction;
    const listed = sorted.filter((r) => r.pType === root.pType && r.card.department === root.department);
    published.push(...listed.map((r) => r.card));
    indexes.set(
      root.key,
      listed.filter((r) => inSearchResults(r.card, isAuction, now)).map((r) => r.card),
    );
  }
  return { indexes, published, nodeIds: new Map(rows.map((r) => [r.card.id, r.nodeId])) };
}

/**
 * Writes each listing root's search core (`/search/core/{root}.json`: the filter and sort
 * fields as columns), which listing pages load to search in the browser, its areas' cores
 * (`/search/core/{root}/in-{area}.json`), which a search in some areas loads instead, and one card per
 * listing (`/search/cards/{id}.json`), which a results page or the shortlist fetches for the
 * listings it shows. Cards of listings no longer in any root are removed.
 */
export function writeSearchIndexes(publicDir: string, indexes: SearchIndexes): void {
  const cards = new Map<number, IndexEntry>();
  for (const [root, entries] of indexes) {
    const target = path.join(publicDir, coreFilePath(root));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(buildCore(entries)));
    // Its areas' cores, for searches in some areas; those of areas gone are removed.
    const shards = path.join(publicDir, path.dirname(coreShardPath(root, 'x')));
    rmSync(shards, { recursive: true, force: true });
    mkdirSync(shards, { recursive: true });
    for (const [area, core] of areaShards(entries))
      writeFileSync(path.join(publicDir, coreShardPath(root, area)), JSON.stringify(core));
    for (const entry of entries) cards.set(entry.id, entry);
  }
  const folder = path.join(publicDir, CARDS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const wanted = new Set([...cards.keys()].map((id) => path.basename(cardFilePath(id))));
  for (const name of readdirSync(folder)) if (!wanted.has(name)) rmSync(path.join(folder, name));
  for (const [id, card] of cards) writeFileSync(path.join(publicDir, cardFilePath(id)), JSON.stringify(card));
  // The whole-root indexes of earlier builds.
  rmSync(path.join(publicDir, 'search', 'index'), { recursive: true, force: true });
}
