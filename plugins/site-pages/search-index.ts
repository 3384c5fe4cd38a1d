import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_ROOTS, inResultsOf, type ListingRootKey } from '@brokerage/core/search/roots';
import {
  CARDS_FOLDER,
  SHARDS_FOLDER,
  cardFilePath,
  coreManifestPath,
  manifestFiles,
  shardPath,
  type CoreManifest,
} from '@brokerage/core/search/index-file';
import { searchFiles } from '@brokerage/core/search/search-files';
import { packListFromJson, packNames } from '@brokerage/core/search/card-packs';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { readJson, writeIfChanged } from './write-if-changed';

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
    // Every listing of the root has a page; the results leave out auctions that are over.
    published.push(
      ...sorted.filter((r) => r.pType === root.pType && r.card.department === root.department).map((r) => r.card),
    );
    indexes.set(
      root.key,
      sorted.filter((r) => inResultsOf(root.key, r, now)).map((r) => r.card),
    );
  }
  return { indexes, published, nodeIds: new Map(rows.map((r) => [r.card.id, r.nodeId])) };
}

/** A core's file name: 16 hex digits of its SHA-256 (a collision would need 2^32 cores). */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Every file a root's manifest names, with the packs its pack lists name (those still on disk). */
export function filesNamedBy(publicDir: string, manifest: CoreManifest): string[] {
  const lists = manifest.packs ? [manifest.packs.all, ...Object.values(manifest.packs.areas)] : [];
  const packs = lists.flatMap((name) => {
    const list = readJson(path.join(publicDir, shardPath(name)));
    return list ? packNames(packListFromJson(list)) : [];
  });
  return [...manifestFiles(manifest), ...packs];
}

/**
 * Writes each listing root's search files (search-files.ts: the cores, with the filter and
 * sort fields as columns, the map points and the card packs) as content-named files
 * (`/search/shards/{digest}.json`) with a manifest per root (`/search/manifest/{root}.json`),
 * and one card per listing (`/search/cards/{id}.json`), which the shortlist, the map and a
 * results page fetch for the listings no pack holds. A file that exists is not written
 * again, so after an edit only the files holding the edited listing are new; the previous
 * build's files stay one build longer (a visitor mid-visit holds its manifest), older ones
 * and the cards of listings no longer in any root are removed. Returns how many files were
 * written and how many there are.
 */
export function writeSearchIndexes(publicDir: string, indexes: SearchIndexes): { written: number; cores: number } {
  const cards = new Map<number, IndexEntry>();
  const shards = path.join(publicDir, SHARDS_FOLDER);
  mkdirSync(shards, { recursive: true });
  const keep = new Set<string>();
  let written = 0;
  for (const [root, entries] of indexes) {
    const manifestFile = path.join(publicDir, coreManifestPath(root));
    const previous = readJson(manifestFile) as CoreManifest | null;
    // Every file the previous manifest names (its columns and packs too) stays for visitors holding it.
    if (previous) for (const name of filesNamedBy(publicDir, previous)) keep.add(`${name}.json`);
    const { manifest, files } = searchFiles(entries, digest);
    for (const [name, text] of files) {
      keep.add(`${name}.json`);
      const file = path.join(publicDir, shardPath(name));
      if (existsSync(file)) continue;
      // Whole or not at all: a build stopped half-way must not leave a core that its name belies.
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
      written += 1;
    }
    mkdirSync(path.dirname(manifestFile), { recursive: true });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    for (const entry of entries) cards.set(entry.id, entry);
  }
  const cores = keep.size;
  for (const name of readdirSync(shards)) if (!keep.has(name)) rmSync(path.join(shards, name));
  const folder = path.join(publicDir, CARDS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const wanted = new Set([...cards.keys()].map((id) => path.basename(cardFilePath(id))));
  for (const name of readdirSync(folder)) if (!wanted.has(name)) rmSync(path.join(folder, name));
  for (const [id, card] of cards) writeIfChanged(path.join(publicDir, cardFilePath(id)), JSON.stringify(card));
  // The search files of earlier builds: whole-root indexes, then cores named by root and area.
  for (const old of ['index', 'core']) rmSync(path.join(publicDir, 'search', old), { recursive: true, force: true });
  return { written, cores };
}
