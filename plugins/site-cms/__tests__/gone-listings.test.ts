/**
 * @jest-environment node
 */
import { GONE_TYPE, goneQuery, sourceGoneListings } from '../gone-listings';

/** A sold flat as the CMS's REST API answers it (areas populated with three fields). */
const sold = {
  id: 40,
  listing_number: 31,
  slug: 'sea-view-flat',
  title: '2 bedroom apartment for sale in Dubai Marina',
  price: 2_100_000,
  rent_period: null,
  bedrooms: 2,
  bathrooms: 2,
  floor_area: 1250,
  property_type: 'apartment',
  department: 'residential',
  pType: 'sales',
  completion: 'ready',
  completion_date: null,
  permit_number: '7117000031',
  listed_date: '2026-09-01',
  latitude: 25.08,
  longitude: 55.14,
  listing_status: 'sold',
  former_paths: [{ path: '/property-for-sale/flat-31/', until: '2026-10-01' }],
  features: ['pool'],
  facts: null,
  area: { slug: 'dubai-marina', name: 'Dubai Marina', localized_names: { ar: 'دبي مارينا' } },
};

function args() {
  const nodes: Record<string, unknown>[] = [];
  return {
    nodes,
    args: {
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
      createNodeId: (key: string) => `node:${key}`,
      createContentDigest: () => 'digest',
      reporter: { info: jest.fn(), panicOnBuild: jest.fn() },
    } as never,
  };
}

describe('goneQuery', () => {
  it('asks for the listings that are unpublished, sold or let, their area named, in pages', () => {
    const query = decodeURIComponent(goneQuery(2));
    expect(query).toContain('filters[listing_status][$in][0]=unpublished');
    expect(query).toContain('filters[listing_status][$in][1]=sold');
    expect(query).toContain('filters[listing_status][$in][2]=let');
    expect(query).toContain('populate[area][fields][2]=localized_names');
    expect(query).toContain('pagination[page]=2');
  });
});

describe('sourceGoneListings', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('makes a node per gone listing, its card keyed and addressed by its listing number, over every page', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(String(url));
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer build-token');
      const page = Number(/pagination\[page\]=(\d+)/.exec(decodeURIComponent(String(url)))?.[1]);
      const data =
        page === 1 ? [sold] : [{ ...sold, id: 41, listing_number: 32, slug: 'villa', listing_status: 'let' }];
      return new Response(JSON.stringify({ data, meta: { pagination: { pageCount: 2 } } }));
    }) as typeof fetch;
    const { nodes, args: sourceArgs } = args();
    await sourceGoneListings(sourceArgs, { url: 'http://127.0.0.1:1337', token: 'build-token' });
    expect(asked).toHaveLength(2);
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toMatchObject({
      id: 'node:gone-listing-31',
      listingNumber: 31,
      status: 'sold',
      formerPaths: sold.former_paths,
      card: { id: 31, path: '/property-for-sale/sea-view-flat-31/', area: 'dubai-marina', geo: [25.08, 55.14] },
      internal: { type: GONE_TYPE },
    });
    expect(nodes[1]).toMatchObject({ status: 'let', card: { path: '/property-for-sale/villa-32/' } });
  });

  it('stops the build, saying why, when the CMS refuses', async () => {
    global.fetch = jest.fn(async () => new Response('{}', { status: 403 })) as typeof fetch;
    const { nodes, args: sourceArgs } = args();
    await sourceGoneListings(sourceArgs, { url: 'http://127.0.0.1:1337', token: 'x' });
    expect(nodes).toEqual([]);
    expect((sourceArgs as { reporter: { panicOnBuild: jest.Mock } }).reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('403'),
    );
  });
});
