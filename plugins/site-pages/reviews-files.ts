import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { REVIEW_SCOPES, reviewsAnswer, reviewsFile, type PublicReview } from '../../src/reviews/client';
import { writeIfChanged } from './write-if-changed';

/**
 * Writes the site's copy of the CMS's public review route (spec call 2), one file per
 * scope (`/reviews/all.json`, `/reviews/vacation-homes.json`), which browsers read from
 * the CDN: the CMS serves editors, the build and leads, not page views. Every build writes
 * them, and a change of reviews in the CMS starts a build (its rebuild webhook).
 */
export async function writeReviewsFiles({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<void> {
  const result = await graphql<{ reviews: { nodes: PublicReview[] } }>(`
    query ReviewFiles {
      reviews: allStrapiGoogleReview(sort: [{ create_time: DESC }, { strapi_id: ASC }]) {
        nodes {
          reviewer
          starRating
          comment
          create_time
          vacation_homes
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the reviews for the review files.', result.errors);
    return;
  }
  for (const scope of REVIEW_SCOPES) {
    const target = path.join(path.resolve('public'), reviewsFile(scope));
    mkdirSync(path.dirname(target), { recursive: true });
    writeIfChanged(target, JSON.stringify(reviewsAnswer(result.data.reviews.nodes, scope)));
  }
  reporter.info(`Wrote ${REVIEW_SCOPES.map(reviewsFile).join(' and ')}: ${result.data.reviews.nodes.length} reviews.`);
}
