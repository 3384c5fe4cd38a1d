import type { ListingRootKey } from './roots';

/**
 * Where the search index of a listing root is served.
 * @example indexFilePath('sale') // '/search/index/sale.json'
 */
export function indexFilePath(root: ListingRootKey): string {
  return `/search/index/${root}.json`;
}
