import { routingCode as loadRoutingCode } from './shared';

/**
 * What the CMS calls of the site's rules for listings' addresses and editors' redirects
 * (src/routing/cms.ts at the root, bundled into ./routing-shared.js, which ./shared.ts
 * loads), typed as the site defines them; the bundle itself is untyped JavaScript.
 */
export type FormerPath = { path: string; until: string };
/** The fields of a stored property its address is made of. */
export type ListingRow = {
  pType?: string | null;
  department?: string | null;
  slug?: string | null;
  listing_number?: number | null;
};
/** A redirect's From or To as read: normalised, or why it does not read. */
export type Read = { ok: true; value: string } | { ok: false; message: string };
export type Redirect = { from: string; to: string; permanent: boolean };
export type NamedRedirect = Redirect & { name: string };

export type RoutingCode = {
  nextListingNumber(counter: unknown, highestInTable: unknown, rowId?: unknown): number;
  listingNumberRefusal(stored: number | null | undefined, wanted: unknown): string | null;
  listingPath(row: ListingRow): string | null;
  formerPathsAfter(stored: unknown, before: string | null, after: string | null, at: string): FormerPath[] | null;
  redirectFrom(input: string): Read;
  redirectTo(input: string): Read;
  redirectConflicts(candidate: Redirect, others: readonly NamedRedirect[]): string[];
};

/** The site's routing rules, loaded once (./shared.ts), with their types. */
// The bundle is built from src/routing/cms.ts, whose types these are (cms/ cannot import the site's sources).
export const routingCode = (): RoutingCode => loadRoutingCode() as RoutingCode;
