import { emptyFilter, type SearchFilter } from './filter';
import { parseSearchPath, type ParseResult } from './grammar';
import { indexEntries } from './index-entry';
import { PAGE_SIZE, type SearchResult } from './query';
import type { ListingRootKey } from './roots';
import { stripLocale } from '../i18n/locales';

/** What the build tells a listing page of itself (its page context): its root, address and area. */
export type ListingPageRef = {
  root: ListingRootKey;
  canonicalPath: string;
  /** The area's slug, `*` on a root's page of all areas. */
  areaGlob: string;
  areaName?: string;
};

/** What a listing URL asks of its page (readListingPath). */
export type ListingRequest = {
  /** The search, null when the path is not one of this root's. */
  search: Extract<ParseResult, { ok: true }> | null;
  filter: SearchFilter;
  /** Whether it is the page's own search, whose first results are in the page data. */
  prerendered: boolean;
  /** The area name the build knows for this page, by slug. */
  buildAreaNames: Record<string, string>;
};

/**
 * What a listing URL asks of the page the build made for its root, for the page and its
 * head alike.
 * @example readListingPath('/fr/properties/for-sale/in-dubai/', { root: 'sale', canonicalPath: '/fr/properties/for-sale/in-dubai/', areaGlob: '*' }).prerendered // true
 */
export function readListingPath(pathname: string, context: ListingPageRef): ListingRequest {
  const parsed = parseSearchPath(stripLocale(pathname));
  const search = parsed.ok && parsed.filter.root === context.root ? parsed : null;
  const buildAreaNames: Record<string, string> =
    context.areaName && context.areaGlob !== '*' ? { [context.areaGlob]: context.areaName } : {};
  return {
    search,
    filter: search?.filter ?? emptyFilter(context.root),
    prerendered: search !== null && search.canonical === stripLocale(context.canonicalPath),
    buildAreaNames,
  };
}

/** The first page of results the build found for the page's own search (its cards, from JSON). */
export function firstResults(cards: readonly unknown[] | null | undefined, total: number): SearchResult {
  return { total, page: 1, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), items: indexEntries(cards) };
}
