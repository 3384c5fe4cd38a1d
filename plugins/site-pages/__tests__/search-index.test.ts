/** @jest-environment node */
import { searchIndexes, type CardRow } from '../search-index';
import { makeEntry } from '../../../src/testing/search-factories';
import type { Auction } from '../../../src/search/auction';

const row = (id: number, department: string, auction?: Auction): CardRow => ({
  nodeId: `node-${id}`,
  pType: 'sales',
  card: makeEntry({ id, department, ...(auction ? { auction } : {}) }),
});
const lot = (status: Auction['status'], startsAt: string): Auction => ({ startsAt, status, deposit: 100_000 });

describe('searchIndexes', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const rows = [
    row(1, 'residential'),
    row(2, 'auction_residential', lot('upcoming', '2026-12-10T07:00:00Z')),
    row(3, 'auction_residential', lot('sold', '2026-11-20T07:00:00Z')),
    row(4, 'auction_residential', lot('upcoming', '2026-11-28T07:00:00Z')),
    row(5, 'auction_commercial', lot('withdrawn', '2026-12-20T07:00:00Z')),
    row(6, 'auction_commercial', lot('live', '2026-12-01T05:00:00Z')),
  ];

  it('puts auctions under their roots only while a bidder can take part', () => {
    const { indexes } = searchIndexes(rows, now);
    expect(indexes.get('sale')!.map((e) => e.id)).toEqual([1]);
    expect(indexes.get('auction')!.map((e) => e.id)).toEqual([2]);
    expect(indexes.get('commercial-auction')!.map((e) => e.id)).toEqual([6]);
  });

  it('keeps the page of every listing, past auctions included', () => {
    expect(
      searchIndexes(rows, now)
        .published.map((e) => e.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
