import React from 'react';
import { t } from '@brokerage/core/i18n/strings';
import { formatNumber, formatRating } from '@brokerage/core/lib/format';
import { localizeHref } from '@brokerage/core/lib/links';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import type { ReviewSummary } from '../../reviews/aggregate';
import { SmartLink } from '../ui/smart-link';
import { StarRating } from './star-rating';

export type ReviewsStripProps = {
  summary: ReviewSummary;
  locale: LocaleCode;
  heading?: string;
  allReviewsLink?: string;
};

/** Count, average and stars of the reviews, with a link to all of them. */
export function ReviewsStrip({ summary, locale, heading, allReviewsLink }: ReviewsStripProps) {
  const { count, average } = summary;
  return (
    <div className="reviews-strip d-flex flex-wrap align-items-center gap-3" data-testid="reviews-strip">
      {heading ? <h2 className="h4 mb-0 me-auto">{heading}</h2> : null}
      <StarRating value={average} locale={locale} />
      <p className="mb-0">
        <strong className="reviews-strip__average">{formatRating(average, locale)}</strong>
        {' · '}
        <span className="reviews-strip__count">
          {t(locale, 'reviews.count', { count: formatNumber(count, locale) })}
        </span>
      </p>
      {allReviewsLink ? (
        <SmartLink href={localizeHref(allReviewsLink, getLocale(locale))} className="btn btn-outline-primary btn-sm">
          {t(locale, 'reviews.readAll')}
        </SmartLink>
      ) : null}
    </div>
  );
}
