import React, { type ReactNode } from 'react';
import type { ReviewScope } from '../../../reviews/client';
import { ReviewsList } from '../../reviews/reviews-list';
import { ReviewsStrip } from '../../reviews/reviews-strip';
import { useReviews } from '../../reviews/use-reviews';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';

const scopeOf = (variant: string): ReviewScope => (variant === 'vacation-homes' ? 'vacation-homes' : 'all');

/** Count, average and stars, refreshed from the CMS in the browser; links to all reviews. */
export function ReviewsStripSection({ section, id, locale }: ContentSectionProps) {
  const summary = useReviews(scopeOf(section.variant));
  return (
    <SectionFrame id={id} heading="" kind={section.kind}>
      <ReviewsStrip summary={summary} locale={locale} heading={section.heading} allReviewsLink={section.cta?.link} />
    </SectionFrame>
  );
}

export type ReviewsListSectionProps = ContentSectionProps & { leaveReview?: ReactNode };

/** The reviews page: the strip, the Leave a Review control and every review. */
export function ReviewsListSection({ section, id, locale, leaveReview }: ReviewsListSectionProps) {
  const result = useReviews(scopeOf(section.variant));
  return (
    <SectionFrame id={id} heading="" kind={section.kind}>
      <ReviewsStrip summary={result} locale={locale} heading={section.heading} />
      {leaveReview ? <div className="my-3">{leaveReview}</div> : null}
      <div className="mt-3">
        <ReviewsList reviews={result.reviews} locale={locale} />
      </div>
    </SectionFrame>
  );
}
