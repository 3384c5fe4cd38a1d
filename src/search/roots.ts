/** Listing roots: the first two segments of a search path and the inventory they hold. */
export type PType = 'sales' | 'lettings' | 'offplan' | 'international';
export type Department =
  | 'residential'
  | 'commercial'
  | 'short_term'
  | 'new_developments'
  | 'new_development_projects'
  | 'international_projects';

export type ListingRootKey =
  | 'sale'
  | 'rent'
  | 'short-term'
  | 'commercial-sale'
  | 'commercial-rent'
  | 'off-plan-properties'
  | 'off-plan-projects'
  | 'international';

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
  { key: 'short-term', path: '/properties/short-term-for-rent/', pType: 'lettings', department: 'short_term', hasArea: true },
  { key: 'commercial-sale', path: '/commercial-properties/for-sale/', pType: 'sales', department: 'commercial', hasArea: true },
  { key: 'commercial-rent', path: '/commercial-properties/for-rent/', pType: 'lettings', department: 'commercial', hasArea: true },
  { key: 'off-plan-properties', path: '/off-plan-properties/for-sale/', pType: 'sales', department: 'new_developments', hasArea: true },
  { key: 'off-plan-projects', path: '/off-plan-projects/for-sale/', pType: 'offplan', department: 'new_development_projects', hasArea: true },
  { key: 'international', path: '/international-properties/for-sale/', pType: 'international', department: 'international_projects', hasArea: false },
];

/**
 * The entry point of a root: its path with the default area, where it takes one.
 * @example rootEntryPath(LISTING_ROOTS[0]) // '/properties/for-sale/in-dubai/'
 */
export function rootEntryPath(root: ListingRoot): string {
  return root.hasArea ? `${root.path}in-${DEFAULT_AREA}/` : root.path;
}
