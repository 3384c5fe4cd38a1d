import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_ROOTS, type ListingRootKey } from '../../src/search/roots';
import { indexFilePath } from '../../src/search/index-file';
import type { IndexEntry } from '../../src/search/index-entry';

/** Every listing root's index entries, newest first. */
export type SearchIndexes = Map<ListingRootKey, IndexEntry[]>;
/** The indexes, and the extras node (the card's node) of each Strapi id. */
export type Inventory = { indexes: SearchIndexes; nodeIds: Map<number, string> };
/** A property's card with what places it under a root. */
export type CardRow = { nodeId: string; pType: string | null; card: IndexEntry };

/** Newest listing first, then by id, as the browser's default sort. */
const newestFirst = (a: CardRow, b: CardRow) =>
  a.card.listed < b.card.listed ? 1 : a.card.listed > b.card.listed ? -1 : a.card.id - b.card.id;

/** Groups the cards under their listing roots (pType and department), newest first. */
export function searchIndexes(rows: readonly CardRow[]): Inventory {
  const sorted = [...rows].sort(newestFirst);
  const indexes: SearchIndexes = new Map();
  for (const root of LISTING_ROOTS) {
    indexes.set(
      root.key,
      sorted.filter((r) => r.pType === root.pType && r.card.department === root.department).map((r) => r.card),
    );
  }
  return { indexes, nodeIds: new Map(rows.map((r) => [r.card.id, r.nodeId])) };
}

/**
 * Writes one compact search index per listing root (`/search/index/{root}.json`), which
 * listing pages load to filter, sort and page in the browser.
 */
export function writeSearchIndexes(publicDir: string, indexes: SearchIndexes): void {
  for (const [root, entries] of indexes) {
    const target = path.join(publicDir, indexFilePath(root));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(entries));
  }
}
