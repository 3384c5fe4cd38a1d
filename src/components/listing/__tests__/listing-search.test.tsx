import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { createHash } from 'node:crypto';
import ListingTemplate from '../../../templates/listing';
import { CurrencyProvider } from '../../currency/currency-context';
import { searchFiles } from '@brokerage/core/search/search-files';
import { cardFilePath, coreManifestPath, shardPath, CARDS_FOLDER } from '@brokerage/core/search/index-file';
import { buildCore, searchCore } from '@brokerage/core/search/core';
import { emptyFilter, type SearchFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { makeEntry } from '@brokerage/core/testing/search-factories';

// What a build serves for a root's listings: its manifest, content-named files and one card per listing.
const served = new Map<string, unknown>();
function serve(root: ListingRootKey, entries: IndexEntry[]) {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const { manifest, files } = searchFiles(entries, digest);
  served.set(coreManifestPath(root), manifest);
  for (const [name, text] of files) served.set(shardPath(name), JSON.parse(text));
  for (const entry of entries) served.set(cardFilePath(entry.id), entry);
}
const listings = (first: number, count: number, overrides: Partial<IndexEntry> = {}) =>
  Array.from({ length: count }, (_, i) =>
    makeEntry({
      id: first + i,
      title: `Home ${first + i}`,
      area: i % 3 ? 'jumeirah-village-circle' : 'dubai-marina',
      bedrooms: i % 5,
      price: 600_000 + ((i * 7919) % 500) * 10_000,
      listed: `2026-${String(1 + (i % 9)).padStart(2, '0')}-${String(1 + ((i * 31) % 28)).padStart(2, '0')}`,
      ...overrides,
    }),
  );
const sale = listings(1, 300);
const rent = listings(5001, 300, { rentPeriod: 'yearly' });
serve('sale', sale);
serve('rent', rent);

const requested: string[] = [];
let failing = (_url: string) => false;
beforeEach(() => {
  requested.length = 0;
  failing = () => false;
  (globalThis.fetch as jest.Mock).mockImplementation((url: string) => {
    requested.push(url);
    const body = failing(url) ? undefined : served.get(url);
    const status = body === undefined ? (failing(url) ? 503 : 404) : 200;
    return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) });
  });
});

/** The listing page at a search's address that was not pre-rendered (a client route of its root's page). */
function open(filter: SearchFilter) {
  const root = filter.root === 'rent' ? '/properties/for-rent/in-dubai/' : '/properties/for-sale/in-dubai/';
  const props = {
    data: { results: [], popular: { nodes: [] } },
    pageContext: {
      root: filter.root,
      locale: 'en',
      canonicalPath: root,
      areaGlob: '*',
      resultIds: [],
      total: 0,
      noindex: false,
      alternates: [],
    },
    location: { pathname: buildSearchPath(filter), search: '' },
  } as unknown as React.ComponentProps<typeof ListingTemplate>;
  return render(
    <CurrencyProvider>
      <ListingTemplate {...props} />
    </CurrencyProvider>,
  );
}

/** The titles of the cards shown, in order, once the page shows them. */
async function cardTitles() {
  const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
  return cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

describe('a results page that was not pre-rendered', () => {
  it.each([
    ['in an area', { ...emptyFilter('sale'), areas: ['dubai-marina'], bedrooms: { min: 1, max: null } }],
    ['over all of Dubai', { ...emptyFilter('sale'), bedrooms: { min: 2, max: null } }],
    ['cheapest first', { ...emptyFilter('sale'), price: { min: null, max: 3_000_000 }, sort: 'price-asc' as const }],
  ])('shows its 24 cards from a few packs, not one request per card (%s)', async (_, filter) => {
    open(filter);
    const expected = searchCore(buildCore(sale), filter).ids.map((id) => `Home ${id}`);
    expect(await cardTitles()).toEqual(expected);
    // The manifest, the core (an area's, or the columns the search reads), its pack list and
    // a few packs; a card at the edge of a pack that holds few others comes on its own.
    const packs = requested.filter((url) => (served.get(url) as { cards?: unknown } | undefined)?.cards);
    expect(packs.length).toBeGreaterThanOrEqual(1);
    expect(packs.length).toBeLessThanOrEqual(4);
    expect(requested.filter((url) => url.startsWith(CARDS_FOLDER)).length).toBeLessThanOrEqual(2);
  });

  it('fetches the cards one by one when their packs cannot be had', async () => {
    const filter = { ...emptyFilter('rent'), bedrooms: { min: 2, max: null } };
    const packs = new Set<string>();
    failing = (url) => {
      const body = served.get(url) as { cards?: unknown } | undefined;
      if (body?.cards) packs.add(url);
      return body?.cards !== undefined;
    };
    open(filter);
    const expected = searchCore(buildCore(rent), filter).ids;
    expect(await cardTitles()).toEqual(expected.map((id) => `Home ${id}`));
    expect(packs.size).toBeGreaterThan(0);
    expect(requested.filter((url) => url.startsWith(CARDS_FOLDER)).sort()).toEqual(expected.map(cardFilePath).sort());
  });
});
