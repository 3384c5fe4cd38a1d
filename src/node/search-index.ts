import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { toIndexEntry, type RawIndexProperty } from '../cms/property';
import { LISTING_ROOTS, type ListingRootKey } from '../search/roots';
import { indexFilePath } from '../search/index-file';
import type { IndexEntry } from '../search/index-entry';

/** Every listing root's index entries, newest first. */
export type SearchIndexes = Map<ListingRootKey, IndexEntry[]>;

// Properties read per query: each image's resolver opens its file, so reading 5,000
// listings with all their photos at once runs out of file handles (EMFILE).
const BATCH = 500;

/**
 * Emits one compact search index per listing root (`/search/index/{root}.json`), newest
 * first, which the listing pages load lazily to filter, sort and page in the browser, and
 * returns the entries so the build pre-renders first pages with the same search code.
 */
export async function writeSearchIndexes({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<SearchIndexes> {
  const indexes: SearchIndexes = new Map();
  const nodes: RawIndexProperty[] = [];
  for (let skip = 0; ; skip += BATCH) {
    const result = await graphql<{ properties: { nodes: RawIndexProperty[] } }>(
      `
        query SearchIndex($skip: Int!, $limit: Int!) {
          properties: allStrapiProperty(sort: [{ listed_date: DESC }, { strapi_id: ASC }], skip: $skip, limit: $limit) {
            nodes {
              strapi_id slug title price rent_period bedrooms bathrooms floor_area property_type
              department completion completion_date permit_number listed_date pType
              area { slug name }
              developer { slug }
              negotiator { negotiator_id }
              features { strapi_json_value }
              facts { strapi_json_value }
              images {
                alternativeText
                localFile { childImageSharp { gatsbyImageData(width: 480, height: 320, layout: CONSTRAINED, placeholder: NONE) } }
              }
            }
          }
        }
      `,
      { skip, limit: BATCH },
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Could not read properties for the search indexes.', result.errors);
      return indexes;
    }
    nodes.push(...result.data.properties.nodes);
    if (result.data.properties.nodes.length < BATCH) break;
  }
  for (const root of LISTING_ROOTS) {
    const entries: IndexEntry[] = nodes
      .filter((n) => n.pType === root.pType && n.department === root.department)
      .map(toIndexEntry);
    const target = path.join(path.resolve('public'), indexFilePath(root.key));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(entries));
    indexes.set(root.key, entries);
  }
  reporter.info(`Wrote search indexes for ${LISTING_ROOTS.length} roots (${nodes.length} properties).`);
  return indexes;
}
