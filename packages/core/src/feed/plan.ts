/**
 * Snapshot semantics of a feed import: the feed is the whole inventory of the listings it
 * manages. One place decides, by reference number, what each entry does to the CMS and
 * which listings leave the site.
 */

/** A feed-managed property as the CMS holds it (matched by its feed reference). */
export type StoredListing = { reference: string; digest: string | null; live: boolean };

export type EntryAction = 'create' | 'update' | 'republish' | 'unchanged';

/**
 * What one valid feed entry does: a new reference is created; a changed digest is written
 * (and put back on the site if it had left it); an unpublished listing that comes back
 * unchanged is only republished; anything else is not written at all.
 * @example entryAction(undefined, 'abc') // 'create'
 * @example entryAction({ reference: 'R1', digest: 'abc', live: false }, 'abc') // 'republish'
 */
export function entryAction(stored: StoredListing | undefined, digest: string): EntryAction {
  if (!stored) return 'create';
  if (stored.digest !== digest) return 'update';
  return stored.live ? 'unchanged' : 'republish';
}

/** How many listings a run may take off the site without being refused: at least this many. */
export const UNPUBLISH_FLOOR = 5;

export type UnpublishPlan = { unpublish: string[]; refused: string | null };

/**
 * The live feed-managed listings the feed no longer names, to unpublish (never delete).
 * Every reference the feed named counts as present, rejected entries included: a listing
 * the CRM still offers keeps its page while its entry is being fixed. A run that would take
 * off more than `maxShare` of the live feed inventory (and more than UNPUBLISH_FLOOR
 * listings) is refused, since that is what a cut-off download or a CRM's bad export looks
 * like; `force` takes them off anyway.
 * @example unpublishPlan(['A', 'B'], new Set(['A']), { maxShare: 0.2 }) // { unpublish: ['B'], refused: null }
 */
export function unpublishPlan(
  live: Iterable<string>,
  named: ReadonlySet<string>,
  { maxShare, force = false }: { maxShare: number; force?: boolean },
): UnpublishPlan {
  let total = 0;
  const unpublish: string[] = [];
  for (const reference of live) {
    total += 1;
    if (!named.has(reference)) unpublish.push(reference);
  }
  const allowed = Math.max(UNPUBLISH_FLOOR, Math.floor(maxShare * total));
  if (force || unpublish.length <= allowed) return { unpublish, refused: null };
  const share = Math.round((unpublish.length / total) * 100);
  return {
    unpublish,
    refused:
      `the feed would unpublish ${unpublish.length} of the ${total} listings it manages (${share} %), ` +
      `more than the ${Math.round(maxShare * 100)} % allowed (FEED_MAX_UNPUBLISH_SHARE): ` +
      'a cut-off download or a partial export from the CRM? Nothing was changed.',
  };
}
