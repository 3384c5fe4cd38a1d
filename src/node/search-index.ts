import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { toIndexEntry, type RawIndexProperty } from '../cms/property';
import { LISTING_ROOTS, type ListingRootKey } from '../search/roots';
import { indexFilePath } from '../search/index-file';
import type { IndexEntry } from '../search/index-entry';

/** Every listing root's index entries, newest first. */
export type SearchIndexes = Map<ListingRootKey, IndexEntry[]>;

/**
 * Emits one compact search index per listing root (`/search/index/{root}.json`), newest
 * first, which the listing pages load lazily to filter, sort and page in the browser, and
 * returns the entries so the build pre-renders first pages with the same search code.
 */
export async function writeSearchIndexes({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<SearchIndexes> {
  const result = await graphql<{ properties: { nodes: RawIndexProperty[] } }>(`
    query SearchIndex {
      properties: allStrapiProperty(sort: [{ listed_date: DESC }, { strapi_id: ASC }]) {
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
  `);
  const indexes: SearchIndexes = new Map();
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read properties for the search indexes.', result.errors);
    return indexes;
  }
  const nodes = result.data.properties.nodes;
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
