import { summarize, toReviews, NO_REVIEWS, type Review, type ReviewSummary } from './aggregate';

/** Path of the CMS's public review route (spec call 2), which the build reads. */
export const REVIEWS_PATH = '/api/stb-google-reviews/google-review-reviews/';

export type ReviewScope = 'all' | 'vacation-homes';
export const REVIEW_SCOPES: readonly ReviewScope[] = ['all', 'vacation-homes'];

export type ReviewsResult = ReviewSummary & { reviews: Review[] };

/**
 * The site's own copy of the review route's answer for a scope, which the build writes and
 * the CDN serves (revalidated), so a page view never calls the CMS.
 * @example reviewsFile('vacation-homes') // '/reviews/vacation-homes.json'
 */
export function reviewsFile(scope: ReviewScope): string {
  return `/reviews/${scope}.json`;
}

/** A review as the CMS's public route lists it. */
export type PublicReview = {
  reviewer: string | null;
  starRating: string | null;
  comment: string | null;
  create_time: string | null;
  vacation_homes: boolean | null;
};

/**
 * The answer of the CMS's public route for a scope, from every review newest first: the
 * same list, the holiday-home guests' alone for `vacation-homes`.
 */
export function reviewsAnswer(reviews: readonly PublicReview[], scope: ReviewScope): PublicReview[] {
  return reviews
    .filter((r) => scope === 'all' || r.vacation_homes === true)
    .map(({ reviewer, starRating, comment, create_time, vacation_homes }) => ({
      reviewer,
      starRating,
      comment,
      create_time,
      vacation_homes,
    }));
}

/** Reviews with their count and average from already fetched data. */
export function reviewsResult(answer: unknown): ReviewsResult {
  const reviews = toReviews(answer);
  return { reviews, ...summarize(reviews) };
}

/**
 * Fetches the reviews; an error status, a network failure or an unreadable answer gives
 * no reviews, 0 total and 0 average, and one log line (spec section 8).
 */
export async function fetchReviews(
  url: string,
  fetchImpl: typeof fetch,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<ReviewsResult> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const result = reviewsResult(await response.json());
    if (result.count === 0) log(`Reviews: ${url} answered no reviews.`);
    return result;
  } catch (error) {
    log(`Reviews: could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return { reviews: [], ...NO_REVIEWS };
  }
}
