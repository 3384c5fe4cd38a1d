import { propertyPath } from '../search/property-path';

/**
 * A listing's addresses, the rules the CMS applies when it writes a property (its listing
 * number, its former paths) and the build reads: one definition for both.
 */

/** An address a listing had until a change of its slug, pType or department (language-neutral). */
export type FormerPath = { path: string; until: string };

/** Statuses of a listing no longer on the market: its page stays, says so and answers 410. */
export const GONE_STATUSES: readonly string[] = ['unpublished', 'sold', 'let'];

/** Whether a listing status means the listing is gone (an old entry without a status is live). */
export const isGone = (status: string | null | undefined): boolean => GONE_STATUSES.includes(status ?? 'live');

/** The fields of a stored property its address is made of. */
export type ListingRow = {
  pType?: string | null;
  department?: string | null;
  slug?: string | null;
  listing_number?: number | null;
};

/**
 * A property's language-neutral path: slug then listing number (the spec's slug-id).
 * @example listingPath({ pType: 'sales', department: 'residential', slug: 'villa-in-palm', listing_number: 7 }) // '/property-for-sale/villa-in-palm-7/'
 */
export function listingPath(row: ListingRow): string | null {
  return propertyPath({
    pType: row.pType ?? null,
    department: row.department ?? null,
    slug: row.slug ?? null,
    id: row.listing_number ?? null,
  });
}

const isNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * The number a new property gets: its row id (so number and id agree on any database that
 * was never restored), unless a number at or above it was already given (a restore into a
 * database that numbers rows anew), then one past the highest ever given (the counter kept
 * beside the table) or found in the table; a deleted listing's number is never given again.
 * @example nextListingNumber(339, 338, 339) // 339
 * @example nextListingNumber(340, 338, 12) // 341
 */
export function nextListingNumber(counter: unknown, highestInTable: unknown, rowId?: unknown): number {
  const above = Math.max(isNumber(counter) ? counter : 0, isNumber(highestInTable) ? highestInTable : 0) + 1;
  return Math.max(isNumber(rowId) ? rowId : 0, above);
}

/**
 * Why a write of `wanted` as a property's listing number is refused, or null: a positive
 * whole number, given once (a restore brings it with the row), never changed after.
 */
export function listingNumberRefusal(stored: number | null | undefined, wanted: unknown): string | null {
  if (wanted === undefined) return null;
  const current = stored ?? null;
  if (current !== null) {
    return Number(wanted) === current
      ? null
      : `The listing number never changes: it is the number in the property's address (…-${current}/), which portals and bookmarks keep. It stays ${current}.`;
  }
  if (wanted === null) return null;
  return isNumber(wanted) ? null : `The listing number must be a whole number above 0, not ${JSON.stringify(wanted)}.`;
}

/** A property's former paths as stored (JSON an editor may have edited): entries that are not one are skipped. */
export function readFormerPaths(value: unknown): FormerPath[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return entry.startsWith('/') ? [{ path: entry, until: '' }] : [];
    if (!entry || typeof entry !== 'object') return [];
    const { path, until } = entry as { path?: unknown; until?: unknown };
    return typeof path === 'string' && path.startsWith('/')
      ? [{ path, until: typeof until === 'string' ? until : '' }]
      : [];
  });
}

/**
 * The former paths after a property's path changes from `before` to `after` (at `at`, an
 * ISO time): the old path is kept, and a path that is current again leaves the list; null
 * when the list stays as it is.
 * @example formerPathsAfter([], '/property-for-sale/old-7/', '/property-for-sale/new-7/', '2026-11-26T10:00:00Z') // [{ path: '/property-for-sale/old-7/', until: '2026-11-26T10:00:00Z' }]
 */
export function formerPathsAfter(
  stored: unknown,
  before: string | null,
  after: string | null,
  at: string,
): FormerPath[] | null {
  const list = readFormerPaths(stored);
  let changed = false;
  let next = list;
  if (after && list.some((entry) => entry.path === after)) {
    next = list.filter((entry) => entry.path !== after);
    changed = true;
  }
  if (before && before !== after && !next.some((entry) => entry.path === before)) {
    next = [...next, { path: before, until: at }];
    changed = true;
  }
  return changed ? next : null;
}
