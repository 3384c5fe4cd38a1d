import type { ListingRootKey } from './roots';

/**
 * What a root's search cores are called (core.ts: what a search filters and sorts on): the
 * whole root's, and each area's with listings there, each named by its content's digest.
 * The manifest is small and revalidated on every visit; the cores it names never change
 * under their names, so a browser keeps them for a year and an edit renames only the
 * cores it changed.
 */
export type CoreManifest = {
  v: 1;
  /** The whole root's core, for searches over all of Dubai. */
  all: string;
  /** Each area's core, by area slug; an area without listings in the root has none. */
  areas: Record<string, string>;
};

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
 * The cores a search in `areas` of a root fetches: its areas' (an area without listings
 * there adds none), or the whole root's for a search over all of Dubai.
 * @example coresOfSearch({ v: 1, all: 'a1', areas: { 'dubai-marina': 'b2' } }, ['dubai-marina', 'jvc']) // ['b2']
 */
export function coresOfSearch(manifest: CoreManifest, areas: readonly string[]): string[] {
  if (areas.length === 0) return [manifest.all];
  return areas.flatMap((area) => (Object.hasOwn(manifest.areas, area) ? [manifest.areas[area]!] : []));
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
