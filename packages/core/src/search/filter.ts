import type { ListingRootKey } from './roots';
import type { RentPeriod } from './periods';

export type SortOrder = 'newest' | 'price-asc' | 'price-desc' | 'price-per-sqft-asc';
/** Every sort a search offers, in the order the filter bar lists them. */
export const SORT_ORDERS: readonly SortOrder[] = ['newest', 'price-asc', 'price-desc', 'price-per-sqft-asc'];
export type Range = { min: number | null; max: number | null };

/**
 * A property search, as the listing URL grammar (grammar.ts) reads and writes it.
 * Bedrooms use 0 for a studio; `max: null` is open-ended ("8 or more" is min 8, max null).
 */
export type SearchFilter = {
  root: ListingRootKey;
  /** Area slugs, in the visitor's order; empty means the default area (dubai). */
  areas: string[];
  bedrooms: Range;
  /** AED, in the search's period for rents (periods.ts); '' and 0 are unset (null). */
  price: Range;
  /** The period rents are read in (`per-week`); null is the root's default (per night, per year). */
  period: RentPeriod | null;
  /** Floor area in sq ft. */
  floor: Range;
  /** Feature slugs that must all be present (`with-pool-and-gym`). */
  mustInclude: string[];
  /** Property type slug (`type-apartment`). */
  type: string | null;
  /** Property fact slug (`property-elite`). */
  facts: string | null;
  /** `listing-ready-to-move` is residential, `listing-off-plan` is new_developments. */
  department: 'residential' | 'new_developments' | null;
  completion: string | null;
  negotiator: string | null;
  /** Developer slugs, appended as `developer-{slugs}`. */
  developers: string[];
  sort: SortOrder;
  /** 1-based results page. */
  page: number;
};

/** The unfiltered search of a root: every property in the default area, newest first. */
export function emptyFilter(root: ListingRootKey): SearchFilter {
  return {
    root,
    areas: [],
    bedrooms: { min: null, max: null },
    price: { min: null, max: null },
    period: null,
    floor: { min: null, max: null },
    mustInclude: [],
    type: null,
    facts: null,
    department: null,
    completion: null,
    negotiator: null,
    developers: [],
    sort: 'newest',
    page: 1,
  };
}
