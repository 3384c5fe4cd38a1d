import { useEffect, useMemo, useState } from 'react';
import { readPublicEnv } from '../../config/public-env';
import { fetchReviews, reviewsResult, reviewsUrl, type ReviewScope, type ReviewsResult } from '../../reviews/client';
import { useSectionData } from '../page/sections/use-section-data';

const { cmsPublicUrl } = readPublicEnv({ GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL });

/**
 * The reviews of a scope: the build-time list first (pre-rendered), then, when the CMS
 * has a public address, a fresh read of the review endpoint; a failed read gives 0 and 0
 * as the spec says, never the stale build-time figures.
 */
export function useReviews(scope: ReviewScope, cmsUrl: string | null = cmsPublicUrl): ReviewsResult {
  const { reviews } = useSectionData();
  const built = useMemo(
    () => reviewsResult(reviews.nodes.filter((r) => scope === 'all' || r.vacation_homes === true)),
    [reviews, scope],
  );
  const [live, setLive] = useState<ReviewsResult | null>(null);
  useEffect(() => {
    if (!cmsUrl) return undefined;
    let current = true;
    void fetchReviews(reviewsUrl(cmsUrl, scope), fetch).then((result) => {
      if (current) setLive(result);
    });
    return () => {
      current = false;
    };
  }, [cmsUrl, scope]);
  return live ?? built;
}
