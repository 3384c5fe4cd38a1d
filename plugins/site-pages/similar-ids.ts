import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { similarProperties } from '@brokerage/core/search/similar';

/**
 * The similar listings of every property with a page, keyed by Strapi id: similar.ts's
 * nearest listings of the same root and area. Each area's listings are compared among
 * themselves only, so this stays linear in the inventory times the area size (about 50 ms
 * for 20,000 listings); only properties whose set changes get a changed page context.
 */
export function similarListings(indexes: ReadonlyMap<ListingRootKey, readonly IndexEntry[]>): Map<number, number[]> {
  const similar = new Map<number, number[]>();
  for (const [root, entries] of indexes) {
    const byArea = new Map<
      string,
      { id: number; root: string; area: string; price: number; bedrooms: number | null }[]
    >();
    for (const entry of entries) {
      if (!entry.path) continue;
      const list = byArea.get(entry.area) ?? [];
      list.push({ id: entry.id, root, area: entry.area, price: entry.price, bedrooms: entry.bedrooms });
      byArea.set(entry.area, list);
    }
    for (const candidates of byArea.values()) {
      for (const target of candidates)
        similar.set(
          target.id,
          similarProperties(target, candidates).map((c) => c.id),
        );
    }
  }
  return similar;
}
