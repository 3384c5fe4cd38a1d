/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesNamedBy, searchIndexes, writeSearchIndexes, type CardRow } from '../search-index';
import type { CoreManifest } from '@brokerage/core/search/index-file';
import { packCards, packListFromJson } from '@brokerage/core/search/card-packs';
import { makeEntry } from '@brokerage/core/testing/search-factories';
import type { Auction } from '@brokerage/core/search/auction';

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

describe('writeSearchIndexes', () => {
  const listing = (id: number, area: string, price = 1_000_000) =>
    makeEntry({ id, area, price, listed: `2026-10-${String(10 + id).padStart(2, '0')}`, geo: [25 + id / 100, 55.1] });
  const files = (dir: string) => readdirSync(path.join(dir, 'search', 'shards')).sort();
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(path.join(dir, 'search', 'manifest', 'sale.json'), 'utf8')) as CoreManifest;

  it('writes content-named cores, only the changed ones after an edit, and keeps the last build’s one build longer', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-'));
    const indexes = (price: number) =>
      new Map([['sale' as const, [listing(1, 'dubai-marina'), listing(2, 'dubai-marina'), listing(3, 'jvc', price)]]]);
    const names = (m: CoreManifest) => [...new Set(filesNamedBy(dir, m))].map((n) => `${n}.json`);
    const written = writeSearchIndexes(dir, indexes(1_000_000));
    const first = manifest(dir);
    expect(written).toEqual({ written: names(first).length, cores: names(first).length });
    expect(Object.keys(first.areas).sort()).toEqual(['dubai-marina', 'jvc']);
    expect(files(dir)).toEqual(names(first).sort());

    // The same listings: nothing new.
    expect(writeSearchIndexes(dir, indexes(1_000_000)).written).toBe(0);
    // One listing's price: only the files holding it are new (the root's price column, its
    // area's core, the packs holding its card and the pack lists naming them), nothing of
    // Dubai Marina and no other column.
    const edited = writeSearchIndexes(dir, indexes(900_000)).written;
    const second = manifest(dir);
    const added = names(second).filter((name) => !names(first).includes(name));
    expect(edited).toBe(added.length);
    expect(added).toEqual(
      expect.arrayContaining([second.all.columns.price, second.areas.jvc, second.packs!.all].map((n) => `${n}.json`)),
    );
    expect(added.length).toBeLessThanOrEqual(2 + 4 + 1 + 2);
    expect(second.areas['dubai-marina']).toBe(first.areas['dubai-marina']);
    for (const column of ['ids', 'listed', 'bedrooms'] as const)
      expect(second.all.columns[column]).toBe(first.all.columns[column]);
    expect(second.packs!.areas['dubai-marina']).toBe(first.packs!.areas['dubai-marina']);
    expect(second.areas.jvc).not.toBe(first.areas.jvc);
    expect(files(dir)).toContain(`${first.areas.jvc}.json`);
    // The last build's whole-root columns and packs too: a visitor holding its manifest still reads them.
    expect(second.all.columns.price).not.toBe(first.all.columns.price);
    expect(files(dir)).toEqual(expect.arrayContaining(names(first)));
    // The map points do not change with a price.
    expect(second.geo).toBe(first.geo);
    // A build later, the first build's files that nothing names are gone.
    writeSearchIndexes(dir, indexes(900_000));
    expect(files(dir)).not.toContain(`${first.areas.jvc}.json`);
    expect(files(dir)).toEqual(names(manifest(dir)).sort());
  });

  it('packs the cards a results page shows, with their prices of this build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-'));
    writeSearchIndexes(dir, new Map([['sale' as const, [listing(1, 'dubai-marina'), listing(2, 'jvc', 750_000)]]]));
    const read = (name: string): unknown =>
      JSON.parse(readFileSync(path.join(dir, 'search', 'shards', `${name}.json`), 'utf8'));
    const list = packListFromJson(read(manifest(dir).packs!.all));
    const cheapest = packCards(read(list.sorts['price-asc'][0]!));
    expect(cheapest.map((card) => [card.id, card.price])).toEqual([
      [2, 750_000],
      [1, 1_000_000],
    ]);
  });
});
