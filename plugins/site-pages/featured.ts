import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { rootOfSectionVariant, type ListingRootKey } from '@brokerage/core/search/roots';

/** How many featured properties a featured-listings section shows. */
export const FEATURED_COUNT = 6;

/** The Strapi ids a page's featured-listings sections show, per listing root. */
export type FeaturedIds = Partial<Record<ListingRootKey, number[]>>;

/**
 * The featured properties each featured-listings section of a page shows: the newest
 * entries of its root's index that the CMS flags as featured (unknown roots mean sales).
 * Returns undefined for a page without such a section, so its context stays small.
 */
export function featuredListings(
  sections: readonly ({ kind?: string | null; variant?: string | null } | null)[] | null | undefined,
  indexes: ReadonlyMap<ListingRootKey, readonly IndexEntry[]>,
  featuredIds: ReadonlySet<number>,
): FeaturedIds | undefined {
  const roots = (sections ?? [])
    .filter((s) => s?.kind === 'featured-listings')
    .map((s) => rootOfSectionVariant(s?.variant));
  if (roots.length === 0) return undefined;
  return Object.fromEntries(
    roots.map((root) => [
      root,
      (indexes.get(root) ?? [])
        .filter((e) => featuredIds.has(e.id))
        .slice(0, FEATURED_COUNT)
        .map((e) => e.id),
    ]),
  );
}
