import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { listingPath } from '@brokerage/core/routing/listing-addresses';
import { compileRouteTable, ROUTE_TABLE_FILE, type RouteTable } from '@brokerage/core/routing/route-table';
import { writeIfChanged } from './write-if-changed';

/** The property and redirect nodes the route table is made of. */
export type RouteNodes = {
  properties: {
    nodes: {
      strapi_id: number | null;
      listing_number: number | null;
      slug: string | null;
      pType: string | null;
      department: string | null;
      listing_status: string | null;
      former_paths: { strapi_json_value: unknown } | null;
    }[];
  };
  redirects: {
    nodes: { strapi_id: number | null; from: string | null; to: string | null; kind: string | null }[];
  };
  /** Listings no longer on the market (plugins/site-cms/gone-listings.ts): their card holds their path. */
  gone: { nodes: { listingNumber: number; card: { path?: string | null } | null; formerPaths: unknown }[] };
};

const ROUTE_QUERY = `
  query RouteTable {
    properties: allStrapiProperty(sort: { strapi_id: ASC }) {
      nodes { strapi_id listing_number slug pType department listing_status former_paths { strapi_json_value } }
    }
    redirects: allStrapiRedirect(sort: { strapi_id: ASC }) {
      nodes { strapi_id from to kind }
    }
    gone: allGoneListing(sort: { listingNumber: ASC }) {
      nodes { listingNumber card formerPaths }
    }
  }
`;

/**
 * The route table of the sourced listings, live and gone (their current and former paths), and the
 * editors' redirects, oldest first (a later one that would chain with an earlier one is
 * the one left out), with every entry left out and why.
 */
export function routeTableOf({ properties, redirects, gone }: RouteNodes): { table: RouteTable; problems: string[] } {
  return compileRouteTable({
    listings: [
      ...properties.nodes.map((node) => {
        const number = node.listing_number ?? node.strapi_id ?? 0;
        return {
          number,
          path: listingPath({ ...node, listing_number: number }),
          former: node.former_paths?.strapi_json_value ?? [],
          gone: false,
        };
      }),
      // A gone listing's page answers 410, and its former addresses still lead to it.
      ...gone.nodes.map((node) => ({
        number: node.listingNumber,
        path: node.card?.path ?? null,
        former: node.formerPaths ?? [],
        gone: true,
      })),
    ],
    redirects: redirects.nodes.map((node) => ({
      name: `Redirect ${node.strapi_id ?? '?'} (${node.from ?? ''})`,
      from: node.from,
      to: node.to,
      permanent: node.kind !== 'temporary',
    })),
  });
}

/**
 * Writes the route table (`.cache/site-routes.json`) that the local server reads through
 * `pathAnswer` (src/server/secure-server.ts): listings' former addresses and editors'
 * redirects. Every build writes it whole; what it leaves out is a build warning.
 */
export async function writeRouteTable(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  root = path.resolve('.'),
): Promise<void> {
  const result = await graphql<RouteNodes>(ROUTE_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the listings and redirects for the route table.', result.errors);
    return;
  }
  const { table, problems } = routeTableOf(result.data);
  for (const problem of problems) reporter.warn(`Route table: ${problem}`);
  const target = path.join(root, ROUTE_TABLE_FILE);
  mkdirSync(path.dirname(target), { recursive: true });
  const json = JSON.stringify(table);
  writeIfChanged(target, json);
  reporter.info(
    `Route table ${ROUTE_TABLE_FILE} (${json.length} bytes): ${Object.keys(table.moved).length} former listing addresses, ` +
      `${table.gone.length} gone listings, ${Object.keys(table.redirects).length} editors' redirects.`,
  );
}

/**
 * The route table the last build wrote under `root` (former addresses of listings, gone
 * listings, editors' redirects), or null before a build that writes one: what the local
 * server answers from and the Netlify edge function bundles.
 */
export function readRouteTable(root: string): RouteTable | null {
  const file = path.join(root, ROUTE_TABLE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteTable) : null;
}
