import { LOCALES, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { emptyFilter } from '@brokerage/core/search/filter';
import { isIndexEntry, type IndexEntry } from '@brokerage/core/search/index-entry';
import { rootOfPropertyPath } from '@brokerage/core/search/property-path';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { similarToGone, type GoneCandidate } from '@brokerage/core/search/similar';

/** A GoneListing node (plugins/site-cms/gone-listings.ts) as the page planner reads it. */
export type GoneNode = { id: string; status: string; card: unknown };

/** One language's page of a gone listing: at its address, with the live listings like it. */
export type GonePage = {
  path: string;
  locale: LocaleCode;
  goneId: string;
  status: string;
  /** Listing numbers of up to 6 live listings like it (packages/core/src/search/similar.ts: similarToGone). */
  similar: number[];
  /** Its root's search in its area, in the page's language. */
  searchPath: string;
};

const candidate = (entry: IndexEntry, root: ListingRootKey): GoneCandidate => ({
  id: entry.id,
  root,
  area: entry.area,
  price: entry.price,
  bedrooms: entry.bedrooms,
  type: entry.type,
  geo: entry.geo ?? null,
});

/**
 * The pages of the listings no longer on the market, one per language at the address the
 * listing had: each names its status, up to 6 live listings of its root like it, and its
 * root's search in its area. A gone listing whose address a live listing now holds gets
 * none (the live one's page wins); one without a root (no page before) neither.
 */
export function planGonePages(
  gone: readonly GoneNode[],
  indexes: ReadonlyMap<ListingRootKey, readonly IndexEntry[]>,
): GonePage[] {
  const livePaths = new Set([...indexes.values()].flatMap((entries) => entries.map((e) => e.path)));
  const pages: GonePage[] = [];
  for (const node of gone) {
    const card = node.card;
    if (!isIndexEntry(card) || !card.path || livePaths.has(card.path)) continue;
    const root = rootOfPropertyPath(card.path);
    if (!root) continue;
    const live = (indexes.get(root) ?? []).filter((e) => e.path).map((e) => candidate(e, root));
    const similar = similarToGone(candidate(card, root), live).map((c) => c.id);
    const search = buildSearchPath({ ...emptyFilter(root), areas: card.area ? [card.area] : [] });
    for (const locale of LOCALES) {
      pages.push({
        path: localizePath(card.path, locale),
        locale: locale.code,
        goneId: node.id,
        status: node.status,
        similar,
        searchPath: localizePath(search, locale),
      });
    }
  }
  return pages;
}
