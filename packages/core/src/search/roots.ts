import { inSearchResults, type Auction } from './auction';
/** Listing roots: the first two segments of a search path and the inventory they hold. */
export type PType = 'sales' | 'lettings' | 'offplan' | 'international';
export type Department =
  | 'residential'
  | 'commercial'
  | 'short_term'
  | 'new_developments'
  | 'new_development_projects'
  | 'international_projects'
  | 'auction_residential'
  | 'auction_commercial';

export type ListingRootKey =
  | 'sale'
  | 'rent'
  | 'short-term'
  | 'commercial-sale'
  | 'commercial-rent'
  | 'off-plan-properties'
  | 'off-plan-projects'
  | 'international'
  | 'auction'
  | 'commercial-auction';

export type ListingRoot = {
  key: ListingRootKey;
  /** e.g. `/properties/for-sale/` */
  path: string;
  pType: PType;
  department: Department;
  /** Whether the root takes an area segment (`in-dubai` by default). */
  hasArea: boolean;
};

export const DEFAULT_AREA = 'dubai';

export const LISTING_ROOTS: readonly ListingRoot[] = [
  { key: 'sale', path: '/properties/for-sale/', pType: 'sales', department: 'residential', hasArea: true },
  { key: 'rent', path: '/properties/for-rent/', pType: 'lettings', department: 'residential', hasArea: true },
  {
    key: 'short-term',
    path: '/properties/short-term-for-rent/',
    pType: 'lettings',
    department: 'short_term',
    hasArea: true,
  },
  {
    key: 'commercial-sale',
    path: '/commercial-properties/for-sale/',
    pType: 'sales',
    department: 'commercial',
    hasArea: true,
  },
  {
    key: 'commercial-rent',
    path: '/commercial-properties/for-rent/',
    pType: 'lettings',
    department: 'commercial',
    hasArea: true,
  },
  {
    key: 'off-plan-properties',
    path: '/off-plan-properties/for-sale/',
    pType: 'sales',
    department: 'new_developments',
    hasArea: true,
  },
  {
    key: 'off-plan-projects',
    path: '/off-plan-projects/for-sale/',
    pType: 'offplan',
    department: 'new_development_projects',
    hasArea: true,
  },
  {
    key: 'international',
    path: '/international-properties/for-sale/',
    pType: 'international',
    department: 'international_projects',
    hasArea: false,
  },
  {
    key: 'auction',
    path: '/auction-properties/for-sale/',
    pType: 'sales',
    department: 'auction_residential',
    hasArea: true,
  },
  {
    key: 'commercial-auction',
    path: '/commercial-auction-properties/for-sale/',
    pType: 'sales',
    department: 'auction_commercial',
    hasArea: true,
  },
];

/**
 * The entry point of a root: its path with the default area, where it takes one.
 * @example rootEntryPath(LISTING_ROOTS[0]) // '/properties/for-sale/in-dubai/'
 */
export function rootEntryPath(root: ListingRoot): string {
  return root.hasArea ? `${root.path}in-${DEFAULT_AREA}/` : root.path;
}

/**
 * The listing root a featured-listings section shows: the root its variant names, else sales.
 * @example rootOfSectionVariant('rent') // 'rent'
 * @example rootOfSectionVariant(null) // 'sale'
 */
export function rootOfSectionVariant(variant: string | null | undefined): ListingRootKey {
  return LISTING_ROOTS.find((r) => r.key === variant)?.key ?? 'sale';
}

/** What a kind of listing offers a visitor, by department: one table for the property page, its template and the filter bar. */
export type ListingKind = {
  /** The mortgage calculator: the CBUAE caps are for UAE homes, not commercial or international listings. */
  mortgage: boolean;
  /** The Off Plan Register form (titled by department) on the property page. */
  offPlanRegister: boolean;
  /** The holiday-home brand's contact instead of an agent's. */
  holidayHomeContact: boolean;
  /** Bedroom filters: commercial units have none. */
  bedroomFilter: boolean;
  /** A completion filter: off-plan and international projects. */
  completionFilter: boolean;
  /** Titled by the project's name, a proper noun every language keeps (no generated headline). */
  namedProject: boolean;
  /** A unit in a named project: its headline places it in the project and the area. */
  inProject: boolean;
  /** Sold at auction: a date, a starting bid and a deposit; results leave it once the auction is over. */
  auction: boolean;
};

const KIND = (kind: Partial<ListingKind>): ListingKind => ({
  mortgage: false,
  offPlanRegister: false,
  holidayHomeContact: false,
  bedroomFilter: true,
  completionFilter: false,
  namedProject: false,
  inProject: false,
  auction: false,
  ...kind,
});

export const LISTING_KINDS: Readonly<Record<Department, ListingKind>> = {
  residential: KIND({ mortgage: true }),
  commercial: KIND({ bedroomFilter: false }),
  short_term: KIND({ holidayHomeContact: true }),
  new_developments: KIND({ mortgage: true, offPlanRegister: true, completionFilter: true }),
  new_development_projects: KIND({ mortgage: true, offPlanRegister: true, completionFilter: true, namedProject: true }),
  international_projects: KIND({ offPlanRegister: true, completionFilter: true, inProject: true }),
  auction_residential: KIND({ auction: true }),
  auction_commercial: KIND({ bedroomFilter: false, auction: true }),
};

/** Whether a CMS value names one of the departments. */
export function isDepartment(value: string | null | undefined): value is Department {
  return value != null && Object.hasOwn(LISTING_KINDS, value);
}

/**
 * What a listing of this department offers; an unknown department offers none of the extras.
 * @example listingKind('commercial').bedroomFilter // false
 */
export function listingKind(department: string | null | undefined): ListingKind {
  return isDepartment(department) ? LISTING_KINDS[department] : KIND({});
}

/** What the listings of a root offer (its department's kind). */
export function rootKind(root: ListingRootKey): ListingKind {
  return listingKind(LISTING_ROOTS.find((r) => r.key === root)?.department);
}

/**
 * Whether a listing is in a root's search results at `now`: its pType and department are
 * the root's, and an auction lot's auction can still take part (auction.ts). The build's
 * search indexes and the saved-search alerts place listings by this one rule.
 */
export function inResultsOf(
  root: ListingRootKey,
  listing: { pType: string | null; card: { department: string; auction?: Auction | null } },
  now: number,
): boolean {
  const r = LISTING_ROOTS.find((x) => x.key === root);
  if (!r || listing.pType !== r.pType || listing.card.department !== r.department) return false;
  return inSearchResults(listing.card, rootKind(root).auction, now);
}

/** Which use a root's type list names its shared types by (plots): residential, commercial, or neither. */
export function typeListUse(root: ListingRootKey): 'residential' | 'commercial' | undefined {
  const department = LISTING_ROOTS.find((r) => r.key === root)?.department;
  if (department === 'residential' || department === 'auction_residential') return 'residential';
  return department === 'commercial' || department === 'auction_commercial' ? 'commercial' : undefined;
}

/**
 * The CMS's popular-search layout of each listing root: the footer of its listing and
 * property pages lists that layout's popular searches (the home layout's elsewhere).
 */
export const POPULAR_SEARCH_LAYOUT: Readonly<Record<ListingRootKey, string>> = {
  sale: 'sales',
  rent: 'lettings',
  'short-term': 'short-term',
  'commercial-sale': 'commercial',
  'commercial-rent': 'commercial',
  'off-plan-properties': 'off-plan',
  'off-plan-projects': 'off-plan',
  international: 'home',
  auction: 'sales',
  'commercial-auction': 'commercial',
};
