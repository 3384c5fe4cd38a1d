import { summarize, toReviews, NO_REVIEWS, type Review, type ReviewSummary } from './aggregate';

/** Path of the public review endpoint under the CMS origin (spec call 2). */
export const REVIEWS_PATH = '/api/stb-google-reviews/google-review-reviews/';

export type ReviewScope = 'all' | 'vacation-homes';

export type ReviewsResult = ReviewSummary & { reviews: Review[] };

/** The endpoint URL for a CMS origin and scope, e.g. https://cms.example/api/stb-google-reviews/google-review-reviews/?vacation_homes=true */
export function reviewsUrl(cmsOrigin: string, scope: ReviewScope): string {
  const base = `${cmsOrigin.replace(/\/+$/, '')}${REVIEWS_PATH}`;
  return scope === 'vacation-homes' ? `${base}?vacation_homes=true` : base;
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
