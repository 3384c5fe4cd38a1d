import { useEffect, useMemo, useState } from 'react';
import { fetchReviews, reviewsFile, reviewsResult, type ReviewScope, type ReviewsResult } from '../../reviews/client';
import { useSectionData } from '../page/sections/use-section-data';

/**
 * The reviews of a scope: the build-time list first (pre-rendered), then a fresh read of
 * the review list (spec call 2) from the site's own copy (`reviewsFile`, written by every
 * build, which an editor's publish starts): a page view never calls the CMS. A failed read
 * gives 0 and 0 as the spec says, never the stale build-time figures. `url` null: no read.
 */
export function useReviews(scope: ReviewScope, url: string | null = reviewsFile(scope)): ReviewsResult {
  const { reviews } = useSectionData();
  const built = useMemo(
    () => reviewsResult(reviews.nodes.filter((r) => scope === 'all' || r.vacation_homes === true)),
    [reviews, scope],
  );
  const [live, setLive] = useState<ReviewsResult | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    void fetchReviews(url, fetch).then((result) => {
      if (current) setLive(result);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return live ?? built;
}
