import type { GatsbyNode } from 'gatsby';
import { parseFigures, type AreaFigures } from '@brokerage/core/market/figures';
import { areaMarketPage } from '@brokerage/core/market/page';
import { listingMarket } from '@brokerage/core/market/view';
import { getLocale } from '@brokerage/core/i18n/locales';
import { FIGURES_TYPE, MARKET_TYPE, typeDefs } from './schema';

/**
 * The Dubai Land Department's market figures (cms: Market area, written by `npm run
 * market:import`): their schema, and two resolvers that give pages only what they show,
 * `areaMarket` (an area's sale or rent listing page: history, charts drawn here, sales,
 * rents) and `listingMarket` (a property for sale: its area's median and sales nearby).
 * Gatsby takes every export of this file for a node API: the schema lives in schema.ts.
 */
type AnyNode = Record<string, unknown> & { id: string };
type NodeModel = {
  getNodeById(args: { id: string; type?: string }): AnyNode | null;
  findOne(args: { type: string; query: { filter: object } }): Promise<AnyNode | null>;
};
type Context = { nodeModel: NodeModel };

/** An area's figures, by its slug: read through the node model, so the page depends on them. */
async function figuresOf(nodeModel: NodeModel, slug: string): Promise<AreaFigures | null> {
  const market = await nodeModel.findOne({ type: MARKET_TYPE, query: { filter: { area: { slug: { eq: slug } } } } });
  const id = market?.figures___NODE;
  const json = typeof id === 'string' ? nodeModel.getNodeById({ id, type: FIGURES_TYPE }) : null;
  if (!json) return null;
  const { version, salesTo, rentsTo, sales, year, recent, buildings } = json;
  return parseFigures({ version, salesTo, rentsTo, sales, year, recent, buildings });
}

const isRoot = (root: unknown): root is 'sale' | 'rent' => root === 'sale' || root === 'rent';
/** Listings the DLD's sales compare with: homes for sale, ready or off-plan (not whole projects, not auctions). */
const COMPARED_DEPARTMENTS = new Set(['residential', 'new_developments']);

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    Query: {
      areaMarket: {
        type: 'JSON',
        args: { area: 'String', root: 'String', locale: 'String', areaName: 'String' },
        async resolve(
          _source: unknown,
          args: { area?: string | null; root?: string | null; locale?: string | null; areaName?: string | null },
          { nodeModel }: Context,
        ) {
          if (!args.area || args.area === '*' || !isRoot(args.root)) return null;
          const figures = await figuresOf(nodeModel, args.area);
          if (!figures) return null;
          const locale = getLocale(args.locale).code;
          return areaMarketPage(figures, { root: args.root, locale, area: args.areaName || args.area });
        },
      },
      listingMarket: {
        type: 'JSON',
        args: { property: 'String!' },
        async resolve(_source: unknown, { property }: { property: string }, { nodeModel }: Context) {
          const node = nodeModel.getNodeById({ id: property, type: 'STRAPI_PROPERTY' });
          if (!node || node.pType !== 'sales' || !COMPARED_DEPARTMENTS.has(String(node.department))) return null;
          const areaId = node.area___NODE;
          const area = typeof areaId === 'string' ? nodeModel.getNodeById({ id: areaId, type: 'STRAPI_AREA' }) : null;
          if (typeof area?.slug !== 'string') return null;
          const figures = await figuresOf(nodeModel, area.slug);
          if (!figures) return null;
          const bedrooms = typeof node.bedrooms === 'number' ? node.bedrooms : null;
          return listingMarket(figures, typeof node.property_type === 'string' ? node.property_type : null, bedrooms);
        },
      },
    },
  });
};
