/** What similarity looks at in a listing. */
export type SimilarCandidate = { id: number; root: string; area: string; price: number; bedrooms: number | null };

/** One bedroom apart counts as much as a price 20% apart. */
const BEDROOM_WEIGHT = 0.2;

function distance(a: SimilarCandidate, b: SimilarCandidate): number {
  const price = a.price > 0 ? Math.abs(b.price - a.price) / a.price : b.price > 0 ? 1 : 0;
  const beds =
    a.bedrooms === null || b.bedrooms === null
      ? a.bedrooms === b.bedrooms
        ? 0
        : 1
      : Math.abs(a.bedrooms - b.bedrooms);
  return price + BEDROOM_WEIGHT * beds;
}

/**
 * Listings similar to a property: same listing root and area, nearest in price (relative)
 * and bedrooms, closest first, ties by id; never the property itself.
 */
export function similarProperties<T extends SimilarCandidate>(
  target: SimilarCandidate,
  candidates: readonly T[],
  limit = 3,
): T[] {
  return candidates
    .filter((c) => c.id !== target.id && c.root === target.root && c.area === target.area)
    .map((c) => ({ c, d: distance(target, c) }))
    .sort((x, y) => x.d - y.d || x.c.id - y.c.id)
    .slice(0, limit)
    .map(({ c }) => c);
}
