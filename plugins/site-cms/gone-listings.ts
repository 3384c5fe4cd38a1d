import type { SourceNodesArgs } from 'gatsby';
import { toIndexEntry, type RawIndexProperty } from '@brokerage/core/cms/property';
import { GONE_STATUSES } from '@brokerage/core/routing/listing-addresses';

/** The node type of a listing no longer on the market (plugins/site-pages gives it its page). */
export const GONE_TYPE = 'GoneListing';

export const goneTypeDefs = `
  type ${GONE_TYPE} implements Node @dontInfer {
    listingNumber: Int!
    status: String!
    card: JSON!
    formerPaths: JSON
  }
`;

/** A property as the CMS's REST API answers it, with its area populated. */
type RestProperty = Omit<RawIndexProperty, 'strapi_id' | 'features' | 'facts' | 'developer' | 'negotiator'> & {
  id: number;
  listing_status: string | null;
  former_paths?: unknown;
  features?: (string | null)[] | null;
  facts?: (string | null)[] | null;
};

const PAGE_SIZE = 500;

/** The query of one page of gone listings: unpublished by the feed, sold or let (GONE_STATUSES). */
export function goneQuery(page: number): string {
  const statuses = GONE_STATUSES.map((s, i) => `filters[listing_status][$in][${i}]=${s}`).join('&');
  const area = ['slug', 'name', 'localized_names'].map((f, i) => `populate[area][fields][${i}]=${f}`).join('&');
  return `/api/properties?${statuses}&${area}&sort[0]=id:asc&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`;
}

/** A gone listing's card as the build makes a live one's (packages/core/src/cms/property.ts), without its photo. */
export function goneCard(raw: RestProperty) {
  return toIndexEntry({
    ...raw,
    strapi_id: raw.id,
    images: null,
    developer: null,
    negotiator: null,
    features: { strapi_json_value: raw.features ?? null },
    facts: { strapi_json_value: raw.facts ?? null },
  } as RawIndexProperty);
}

/**
 * Sources the listings no longer on the market (gatsby-source-strapi sources only the live
 * ones: source-options.ts, LISTED) as GoneListing nodes: each keeps its page, which says so
 * and shows similar live listings (issue 36). A handful at a time, so one query with the
 * build's token, paged.
 */
export async function sourceGoneListings(
  { actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs,
  { url, token }: { url: string; token: string },
): Promise<void> {
  let count = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}${goneQuery(page)}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) {
      reporter.panicOnBuild(
        `Could not read the listings no longer on the market: the CMS answered ${response.status}.`,
      );
      return;
    }
    const { data, meta } = (await response.json()) as {
      data: RestProperty[];
      meta: { pagination: { pageCount: number } };
    };
    for (const raw of data) {
      const card = goneCard(raw);
      if (!card.path) continue;
      const fields = {
        listingNumber: card.id,
        status: raw.listing_status ?? 'unpublished',
        card,
        formerPaths: raw.former_paths ?? [],
      };
      actions.createNode({
        ...fields,
        id: createNodeId(`gone-listing-${card.id}`),
        internal: { type: GONE_TYPE, contentDigest: createContentDigest(fields) },
      });
      count += 1;
    }
    if (page >= meta.pagination.pageCount) break;
  }
  reporter.info(`${count} listings no longer on the market keep their pages.`);
}
