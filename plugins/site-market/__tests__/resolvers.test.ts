/**
 * @jest-environment node
 */
import type { CreateResolversArgs } from 'gatsby';
import { createResolvers } from '../gatsby-node';
import { MARKET_TYPE } from '../schema';
import { figuresOf, importRows, rentCells, saleCells } from '@brokerage/core/testing/market-factories';
import type { AreaMarketPage } from '@brokerage/core/market/page';
import type { ListingMarket } from '@brokerage/core/market/view';

type Resolver = { resolve: (source: unknown, args: Record<string, unknown>, context: unknown) => Promise<unknown> };

/** The plugin's resolvers, as Gatsby would register them. */
function resolvers(): Record<string, Resolver> {
  let registered: { Query: Record<string, Resolver> } | undefined;
  const create = (config: { Query: Record<string, Resolver> }) => {
    registered = config;
  };
  void createResolvers!({ createResolvers: create } as unknown as CreateResolversArgs, {} as never, () => undefined);
  return registered!.Query;
}

const sales = Array.from({ length: 6 }, (_, i) =>
  saleCells({ transaction_id: `s${i}`, actual_worth: String(1_000_000 + i * 100_000) }),
);
const figures = figuresOf(importRows(sales, [rentCells()]));

/** A node model holding Dubai Marina's figures (as gatsby-source-strapi makes them) and a few properties. */
function nodeModel() {
  const nodes: Record<string, Record<string, unknown>> = {
    'area-marina': { id: 'area-marina', slug: 'dubai-marina' },
    'area-mirdif': { id: 'area-mirdif', slug: 'mirdif' },
    figures: { id: 'figures', ...figures },
    sale: {
      id: 'sale',
      pType: 'sales',
      department: 'residential',
      property_type: 'apartment',
      bedrooms: 2,
      area___NODE: 'area-marina',
    },
    rent: {
      id: 'rent',
      pType: 'lettings',
      department: 'residential',
      property_type: 'apartment',
      bedrooms: 2,
      area___NODE: 'area-marina',
    },
    elsewhere: {
      id: 'elsewhere',
      pType: 'sales',
      department: 'residential',
      property_type: 'villa',
      bedrooms: 4,
      area___NODE: 'area-mirdif',
    },
  };
  return {
    getNodeById: ({ id }: { id: string }) => nodes[id] ?? null,
    findOne: async ({ type, query }: { type: string; query: { filter: { area: { slug: { eq: string } } } } }) =>
      type === MARKET_TYPE && query.filter.area.slug.eq === 'dubai-marina'
        ? { id: 'market', figures___NODE: 'figures' }
        : null,
  };
}

describe('site-market resolvers', () => {
  const { areaMarket, listingMarket } = resolvers();
  const context = { nodeModel: nodeModel() };

  it('give an area’s sale page its history with a chart in every currency and unit', async () => {
    const page = (await areaMarket!.resolve(
      {},
      { area: 'dubai-marina', root: 'sale', locale: 'ar', areaName: 'دبي مارينا' },
      context,
    )) as AreaMarketPage;
    expect(page.history).toHaveLength(20);
    expect(Object.keys(page.charts ?? {}).sort()).toEqual([
      'AED-sqft',
      'AED-sqm',
      'EUR-sqft',
      'EUR-sqm',
      'GBP-sqft',
      'GBP-sqm',
      'USD-sqft',
      'USD-sqm',
    ]);
    expect(page.charts!['AED-sqft']).toContain('direction="rtl"');
    expect(page.charts!['AED-sqft']).toContain('دبي مارينا');
  });

  it('give the rent page its rents only, and nothing to other pages', async () => {
    const rent = (await areaMarket!.resolve(
      {},
      { area: 'dubai-marina', root: 'rent', locale: 'en' },
      context,
    )) as AreaMarketPage;
    expect([rent.charts, rent.history, rent.recent, rent.rents.length]).toEqual([null, [], [], 0]);
    for (const args of [
      { area: '*', root: 'sale', locale: 'en' },
      { area: 'dubai-marina', root: 'short-term', locale: 'en' },
      { area: 'mirdif', root: 'sale', locale: 'en' },
    ]) {
      expect(await areaMarket!.resolve({}, args, context)).toBeNull();
    }
  });

  it('give a flat for sale its area’s median and sales nearby, and nothing to a let or an area without figures', async () => {
    const sale = (await listingMarket!.resolve({}, { property: 'sale' }, context)) as ListingMarket;
    expect(sale).toMatchObject({ type: 'unit', rooms: '2', comparedWith: '2', median: { n: 6, p50: 1250 } });
    expect(await listingMarket!.resolve({}, { property: 'rent' }, context)).toBeNull();
    expect(await listingMarket!.resolve({}, { property: 'elsewhere' }, context)).toBeNull();
  });
});
