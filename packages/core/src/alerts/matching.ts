import { parseSearchPath } from '../search/grammar';
import type { SearchFilter } from '../search/filter';
import type { IndexEntry } from '../search/index-entry';
import { matchesFilter, sortedMatches } from '../search/query';
import { LISTING_ROOTS, inResultsOf, type ListingRootKey } from '../search/roots';
import { SHORTLIST_MAX, SHORTLIST_PATH } from '../property/shortlist';

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

/**
 * A confirmed subscription: its search (a canonical listing path) and its last run (ms);
 * or a watch of properties (`ids`, from a shortlist: the path is the shortlist's).
 */
export type AlertSubscription = { id: number | string; path: string; since: number; ids?: readonly number[] | null };

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

/** What an alert follows: a search (its path), or the properties of a shortlist (their ids). */
export type AlertWatch = { path: string; ids: number[] | null };

/**
 * What an alert form asks to follow, or null for anything else: a search the URL grammar
 * reads, or, from the shortlist page, its properties (`12,34`: at most SHORTLIST_MAX ids),
 * whose price drops it sends. The forms Function and the CMS both check it here.
 * @example alertWatch('/shortlist/', '12, 34,12')?.ids // [12, 34]
 */
export function alertWatch(search: string, properties = ''): AlertWatch | null {
  if (search === SHORTLIST_PATH) {
    const parts = properties.split(',').map((p) => p.trim());
    if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
    const ids = [...new Set(parts.map(Number))];
    return ids.length && ids.length <= SHORTLIST_MAX ? { path: search, ids } : null;
  }
  return alertFilter(search) ? { path: search, ids: null } : null;
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
    const key = `${subscription.since} ${subscription.path} ${subscription.ids?.join(',') ?? ''}`;
    if (!shared.has(key)) shared.set(key, findingOf(subscription, changes));
    const finding = shared.get(key);
    if (finding) found.set(subscription.id, finding);
  }
  return found;
}

/** One search's finding since a time, or null when it has nothing to send. */
function findingOf(subscription: AlertSubscription, changes: Changes): AlertFinding | null {
  if (subscription.ids) return watchedDrops(subscription.ids, subscription.since, changes);
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

/** A shortlist's watch: its properties whose price dropped after `since`, latest drop first. */
function watchedDrops(ids: readonly number[], since: number, changes: Changes): AlertFinding | null {
  const wanted = new Set(ids);
  const found = new Map<number, { entry: IndexEntry; was: number; at: number }>();
  for (const list of changes.values())
    for (const change of list) {
      if (change.at <= since) break;
      const { card, reducedAt, previousPrice } = change.listing;
      if (reducedAt === null || reducedAt <= since) continue;
      if (wanted.has(card.id) && previousPrice !== null && previousPrice > card.price)
        found.set(card.id, { entry: card, was: previousPrice, at: reducedAt });
    }
  const reduced = [...found.values()].sort((a, b) => b.at - a.at).map(({ entry, was }) => ({ entry, was }));
  return reduced.length ? { fresh: [], reduced } : null;
}
