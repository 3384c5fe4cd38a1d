/**
 * Auction listings (spec §1, §3: auction_residential and auction_commercial): when the
 * auction is, what the feed says of it, and whether it belongs in search results. One rule
 * for the build (which listings the search index holds), the cards and the property page.
 */

/** What the CMS (the auction house's feed) says of an auction. */
export const AUCTION_STATUSES = ['upcoming', 'live', 'sold', 'withdrawn'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export type Auction = {
  /** ISO moment the auction opens. */
  startsAt: string;
  status: AuctionStatus;
  /** The deposit a bidder registers with, AED; null when the CMS has none. */
  deposit: number | null;
};

/** What a visitor is told of an auction: its status, or "ended" once its day is over. */
export type AuctionState = AuctionStatus | 'ended';

/** An auction runs for the day it opens: after that it is over, whatever the feed last said. */
const RUNS_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * An auction from a CMS property's fields; null when it has no readable start (not an
 * auction, or one the editor has not dated yet).
 * @example readAuction({ auction_starts_at: '2026-12-10T07:00:00.000Z', auction_status: null, auction_deposit: 50000 }) // { startsAt: '2026-12-10T07:00:00.000Z', status: 'upcoming', deposit: 50000 }
 */
export function readAuction(raw: {
  auction_starts_at?: string | null;
  auction_status?: string | null;
  auction_deposit?: number | null;
}): Auction | null {
  const start = raw.auction_starts_at ? Date.parse(raw.auction_starts_at) : NaN;
  if (Number.isNaN(start)) return null;
  const status = (AUCTION_STATUSES as readonly string[]).includes(raw.auction_status ?? '')
    ? (raw.auction_status as AuctionStatus)
    : 'upcoming';
  const deposit = raw.auction_deposit != null && raw.auction_deposit > 0 ? raw.auction_deposit : null;
  return { startsAt: new Date(start).toISOString(), status, deposit };
}

/**
 * What an auction is at a moment: sold and withdrawn as the feed says; otherwise upcoming
 * before it opens, live on its day, ended after.
 * @example auctionState({ startsAt: '2026-12-10T07:00:00.000Z', status: 'upcoming', deposit: null }, Date.parse('2026-12-10T08:00:00Z')) // 'live'
 */
export function auctionState(auction: Auction, now: number): AuctionState {
  if (auction.status === 'sold' || auction.status === 'withdrawn') return auction.status;
  const start = Date.parse(auction.startsAt);
  if (now >= start + RUNS_FOR_MS) return 'ended';
  return now >= start || auction.status === 'live' ? 'live' : 'upcoming';
}

/**
 * Whether a listing belongs in search results at a moment: an auction only while a bidder
 * can still take part (upcoming or live); an auction listing without a date is not shown
 * either. Past auctions leave the results but keep their pages.
 */
export function inSearchResults(listing: { auction?: Auction | null }, isAuction: boolean, now: number): boolean {
  if (!isAuction) return true;
  if (!listing.auction) return false;
  const state = auctionState(listing.auction, now);
  return state === 'upcoming' || state === 'live';
}
