import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { AREAS_FILE_PATH, toAreasFile } from '@brokerage/core/search/areas-file';
import { writeIfChanged } from './write-if-changed';

type Query = {
  areas: { nodes: Parameters<typeof toAreasFile>[0][number][] };
  developers: { nodes: Parameters<typeof toAreasFile>[1][number][] };
};

/**
 * Writes the static files the browser's search reads, so that no CMS token or CMS call
 * is needed in the browser: the overlay's area and developer list.
 */
export async function writeAreasFile({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<void> {
  const result = await graphql<Query>(`
    query SearchFiles {
      areas: allStrapiArea(sort: { strapi_id: ASC }) {
        nodes {
          name
          slug
          city
          isDeveloper
          localized_names {
            ar
            fr
            ru
            pl
          }
        }
      }
      developers: allStrapiDeveloper(sort: { strapi_id: ASC }) {
        nodes {
          name
          slug
          localized_names {
            ar
            fr
            ru
            pl
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read areas and developers for the search files.', result.errors);
    return;
  }
  const file = toAreasFile(result.data.areas.nodes, result.data.developers.nodes);
  const target = path.join(path.resolve('public'), AREAS_FILE_PATH);
  mkdirSync(path.dirname(target), { recursive: true });
  writeIfChanged(target, JSON.stringify(file));
  reporter.info(`Wrote ${AREAS_FILE_PATH}: ${file.areas.length} areas, ${file.developers.length} developers.`);
}
