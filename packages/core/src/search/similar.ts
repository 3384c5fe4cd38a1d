import type { LatLng } from './geo';

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

/** What a gone listing's page compares: its type, and where it is when the CMS has coordinates. */
export type GoneCandidate = SimilarCandidate & { type: string; geo?: LatLng | null };

/** Kilometres between two points (equirectangular: within a city, a few metres off at most). */
function kilometres([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * Live listings to show on a gone listing's page (up to `limit`, 6): the same root only;
 * those of its area, type and bedrooms first, then the nearest: its area before others
 * (other areas by distance, to the kilometre, where both have coordinates), its type
 * before others, bedrooms then price nearer; ties by id.
 */
export function similarToGone<T extends GoneCandidate>(
  target: GoneCandidate,
  candidates: readonly T[],
  limit = 6,
): T[] {
  const key = (c: GoneCandidate): number[] => {
    const sameArea = c.area === target.area;
    const km = sameArea ? 0 : target.geo && c.geo ? Math.round(kilometres(target.geo, c.geo)) : Number.MAX_SAFE_INTEGER;
    const beds =
      target.bedrooms === null || c.bedrooms === null
        ? Number(target.bedrooms !== c.bedrooms)
        : Math.abs(target.bedrooms - c.bedrooms);
    const price = target.price > 0 ? Math.abs(c.price - target.price) / target.price : 0;
    return [sameArea ? 0 : 1, km, c.type === target.type ? 0 : 1, beds, price, c.id];
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  return candidates
    .filter((c) => c.id !== target.id && c.root === target.root)
    .map((c) => ({ c, k: key(c) }))
    .sort((x, y) => compare(x.k, y.k))
    .slice(0, limit)
    .map(({ c }) => c);
}
