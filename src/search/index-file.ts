import type { ListingRootKey } from './roots';

/**
 * Where the search core of a listing root is served (core.ts: what a search filters and sorts on).
 * @example coreFilePath('sale') // '/search/core/sale.json'
 */
export function coreFilePath(root: ListingRootKey): string {
  return `/search/core/${root}.json`;
}

/**
 * Where the core of one area of a listing root is served (core.ts `areaShards`): a search in
 * some areas fetches only theirs. None for an area without listings in that root.
 * @example coreShardPath('sale', 'dubai-marina') // '/search/core/sale/in-dubai-marina.json'
 */
export function coreShardPath(root: ListingRootKey, area: string): string {
  return `/search/core/${root}/in-${area}.json`;
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
