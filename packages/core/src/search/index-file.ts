import type { PackLists } from './card-packs';
import type { ListingRootKey } from './roots';

/**
 * What a root's search cores are called (core.ts: what a search filters and sorts on): the
 * whole root's, column by column, and each area's with listings there, each file named by
 * its content's digest.
 * The manifest is small and revalidated on every visit; the cores it names never change
 * under their names, so a browser keeps them for a year and an edit renames only the
 * cores it changed.
 */
export type CoreManifest = {
  v: 2;
  /** The whole root's core, for searches over all of Dubai: its dictionaries and each column. */
  all: { dict: string; columns: Record<string, string> };
  /** Each area's core, by area slug; an area without listings in the root has none. */
  areas: Record<string, string>;
  /** The root's map points (geo.ts: each listing's coordinates), fetched when a map opens. */
  geo?: string;
  /**
   * The pack lists of the root and of each area (card-packs.ts): which files hold the cards
   * of a search's first pages, a few per page instead of one per card.
   */
  packs?: PackLists;
};

/** Every file a manifest names (the packs its pack lists name are not here), for the writer to keep. */
export const manifestFiles = (manifest: CoreManifest): string[] => [
  manifest.all.dict,
  ...Object.values(manifest.all.columns),
  ...Object.values(manifest.areas),
  ...(manifest.geo ? [manifest.geo] : []),
  ...(manifest.packs ? [manifest.packs.all, ...Object.values(manifest.packs.areas)] : []),
];

/**
 * Where a root's core manifest is served.
 * @example coreManifestPath('sale') // '/search/manifest/sale.json'
 */
export function coreManifestPath(root: ListingRootKey): string {
  return `/search/manifest/${root}.json`;
}

/** The folder of the content-named cores (served immutable: src/config/headers.ts). */
export const SHARDS_FOLDER = '/search/shards/';

/**
 * Where the core of a given name (its digest) is served.
 * @example shardPath('3f2a9c01d4e5b678') // '/search/shards/3f2a9c01d4e5b678.json'
 */
export function shardPath(name: string): string {
  return `${SHARDS_FOLDER}${name}.json`;
}

/**
 * The files a search fetches from a root's manifest: for a search in some areas, their
 * cores (an area without listings there adds none); for one over all of Dubai, the root's
 * dictionaries and the columns it reads (core.ts `columnsOf`).
 * @example filesOfSearch(manifest, ['dubai-marina', 'jvc'], ['ids']) // { areas: ['b2'] } (JVC has none)
 * @example filesOfSearch(manifest, [], ['ids', 'listed']) // { dict: 'd0', columns: { ids: 'c1', listed: 'c2' } }
 */
export function filesOfSearch(
  manifest: CoreManifest,
  areas: readonly string[],
  columns: readonly string[],
): { areas: string[] } | { dict: string; columns: Record<string, string> } {
  if (areas.length > 0)
    return { areas: areas.flatMap((area) => (Object.hasOwn(manifest.areas, area) ? [manifest.areas[area]!] : [])) };
  return {
    dict: manifest.all.dict,
    columns: Object.fromEntries(columns.map((column) => [column, manifest.all.columns[column]!])),
  };
}

/** The folder of the listings' cards, one file each (title, photo, path: what a result shows). */
export const CARDS_FOLDER = '/search/cards/';

/**
 * Where one listing's card is served: a results page or the shortlist fetches only the
 * cards it shows.
 * @example cardFilePath(42) // '/search/cards/42.json'
 */
export function cardFilePath(id: number): string {
  return `${CARDS_FOLDER}${id}.json`;
}
