import { auctionState, inSearchResults, readAuction, type Auction } from '../auction';
import { formatDubaiDateTime } from '../../lib/format';

const at = (iso: string) => Date.parse(iso);
const lot = (status: Auction['status'], startsAt = '2026-12-10T07:00:00.000Z'): Auction => ({
  startsAt,
  status,
  deposit: 50_000,
});

describe('readAuction', () => {
  it('reads the CMS fields, a missing or unknown status as upcoming and a zero deposit as none', () => {
    expect(
      readAuction({ auction_starts_at: '2026-12-10T07:00:00Z', auction_status: 'live', auction_deposit: 50_000 }),
    ).toEqual({ startsAt: '2026-12-10T07:00:00.000Z', status: 'live', deposit: 50_000 });
    expect(
      readAuction({ auction_starts_at: '2026-12-10T07:00:00Z', auction_status: 'later', auction_deposit: 0 }),
    ).toEqual({ startsAt: '2026-12-10T07:00:00.000Z', status: 'upcoming', deposit: null });
  });

  it('is null without a readable start', () => {
    expect(readAuction({})).toBeNull();
    expect(readAuction({ auction_starts_at: 'next Tuesday', auction_status: 'upcoming' })).toBeNull();
  });
});

describe('auctionState', () => {
  it('is upcoming before the auction opens, live on its day and ended after, whatever the feed last said', () => {
    expect(auctionState(lot('upcoming'), at('2026-12-10T06:59:00Z'))).toBe('upcoming');
    expect(auctionState(lot('upcoming'), at('2026-12-10T07:00:00Z'))).toBe('live');
    expect(auctionState(lot('upcoming'), at('2026-12-11T06:59:00Z'))).toBe('live');
    expect(auctionState(lot('upcoming'), at('2026-12-11T07:00:00Z'))).toBe('ended');
    expect(auctionState(lot('live'), at('2026-12-12T00:00:00Z'))).toBe('ended');
  });

  it('believes a feed that says live early, and sold or withdrawn at any time', () => {
    expect(auctionState(lot('live'), at('2026-12-10T05:00:00Z'))).toBe('live');
    expect(auctionState(lot('sold'), at('2026-12-10T08:00:00Z'))).toBe('sold');
    expect(auctionState(lot('withdrawn'), at('2026-12-01T00:00:00Z'))).toBe('withdrawn');
  });
});

describe('inSearchResults', () => {
  const before = at('2026-12-09T00:00:00Z');
  it('keeps every listing that is not an auction', () => {
    expect(inSearchResults({}, false, before)).toBe(true);
  });

  it('keeps an auction a bidder can still take part in, and drops it once over, withdrawn or undated', () => {
    expect(inSearchResults({ auction: lot('upcoming') }, true, before)).toBe(true);
    expect(inSearchResults({ auction: lot('live') }, true, at('2026-12-10T09:00:00Z'))).toBe(true);
    expect(inSearchResults({ auction: lot('upcoming') }, true, at('2026-12-12T00:00:00Z'))).toBe(false);
    expect(inSearchResults({ auction: lot('withdrawn') }, true, before)).toBe(false);
    expect(inSearchResults({ auction: lot('sold') }, true, before)).toBe(false);
    expect(inSearchResults({}, true, before)).toBe(false);
  });
});

describe('formatDubaiDateTime', () => {
  it('writes the moment as a Dubai clock shows it, in each language, with Latin digits in Arabic', () => {
    expect(formatDubaiDateTime('2026-12-10T07:00:00.000Z', 'en')).toBe('10 Dec 2026, 11:00');
    expect(formatDubaiDateTime('2026-12-10T07:00:00.000Z', 'ar')).toMatch(/10.*2026.*11:00/);
    expect(formatDubaiDateTime('2026-12-10T21:30:00.000Z', 'fr')).toMatch(/11 déc\. 2026.*01:30/);
    expect(formatDubaiDateTime('not a date', 'en')).toBe('');
  });
});
