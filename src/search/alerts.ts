import { parseSearchPath } from './grammar';
import type { SearchFilter } from './filter';
import type { IndexEntry } from './index-entry';
import { matchesFilter, sortedMatches } from './query';
import { LISTING_ROOTS, inResultsOf, type ListingRootKey } from './roots';

/**
 * A listing as saved-search alerts see it: its card (what a search filters on), what
 * places it under a root, when it was first listed and when its price last dropped (ms).
 */
export type AlertListing = {
  card: IndexEntry;
  pType: string | null;
  listedAt: number;
  /** When the price last went down, and from what (AED); null if it never has. */
  reducedAt: number | null;
  previousPrice: number | null;
};

/** A confirmed subscription: its search (a canonical listing path) and its last run (ms). */
export type AlertSubscription = { id: number | string; path: string; since: number };

/** What one alert e-mail holds: listings new since the last run, and those whose price dropped. */
export type AlertFinding = { fresh: IndexEntry[]; reduced: { entry: IndexEntry; was: number }[] };

/**
 * The search a subscription saved, read by the site's own URL grammar (page 1), or null
 * for a path that is not a search.
 * @example alertFilter('/properties/for-sale/in-dubai-marina/from-2-bedrooms/')?.areas // ['dubai-marina']
 */
export function alertFilter(path: string): SearchFilter | null {
  const parsed = parseSearchPath(path);
  return parsed.ok ? { ...parsed.filter, page: 1 } : null;
}

/** The listings that changed after `since`, by root: each root's in its search results at `now`. */
type Changes = Map<ListingRootKey, { at: number; listing: AlertListing }[]>;

function changesByRoot(listings: readonly AlertListing[], now: number): Changes {
  const byRoot: Changes = new Map(LISTING_ROOTS.map((root) => [root.key, []]));
  for (const listing of listings) {
    const at = Math.max(listing.listedAt, listing.reducedAt ?? -Infinity);
    for (const root of LISTING_ROOTS)
      if (inResultsOf(root.key, { pType: listing.pType, card: listing.card }, now))
        byRoot.get(root.key)!.push({ at, listing });
  }
  // Latest change first: a subscription reads only the head of its root's list.
  for (const list of byRoot.values()) list.sort((a, b) => b.at - a.at);
  return byRoot;
}

/**
 * Every subscription's alert: the listings of its search (the site's `matchesFilter`, in
 * the search's sort order) first listed after its last run, and those listed before whose
 * price dropped after it. A subscription whose search found nothing new is left out, as is
 * one whose path is not a search. Only the listings changed since a subscription's run are
 * tested against it, so a run costs what changed, not the inventory.
 */
export function findAlerts(
  subscriptions: readonly AlertSubscription[],
  listings: readonly AlertListing[],
  now: number,
): Map<AlertSubscription['id'], AlertFinding> {
  const changes = changesByRoot(listings, now);
  const found = new Map<AlertSubscription['id'], AlertFinding>();
  // Subscribers of one search run at one time share its finding (the same objects).
  const shared = new Map<string, AlertFinding | null>();
  for (const subscription of subscriptions) {
    const key = `${subscription.since} ${subscription.path}`;
    if (!shared.has(key)) shared.set(key, findingOf(subscription, changes));
    const finding = shared.get(key);
    if (finding) found.set(subscription.id, finding);
  }
  return found;
}

/** One search's finding since a time, or null when it has nothing to send. */
function findingOf(subscription: AlertSubscription, changes: Changes): AlertFinding | null {
  const filter = alertFilter(subscription.path);
  if (!filter) return null;
  const changed: AlertListing[] = [];
  for (const change of changes.get(filter.root) ?? []) {
    if (change.at <= subscription.since) break;
    if (matchesFilter(change.listing.card, filter)) changed.push(change.listing);
  }
  if (!changed.length) return null;
  const isFresh = (l: AlertListing) => l.listedAt > subscription.since;
  const wasOf = new Map(changed.map((l) => [l.card.id, l.previousPrice]));
  const fresh = sortedMatches(
    changed.filter(isFresh).map((l) => l.card),
    filter,
  );
  const reduced = sortedMatches(
    changed.filter((l) => !isFresh(l) && l.previousPrice !== null && l.previousPrice > l.card.price).map((l) => l.card),
    filter,
  ).map((entry) => ({ entry, was: wasOf.get(entry.id)! }));
  return fresh.length || reduced.length ? { fresh, reduced } : null;
}
