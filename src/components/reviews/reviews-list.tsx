import React from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { STAR_VALUES, type Review } from '../../reviews/aggregate';
import { StarRating } from './star-rating';

export type ReviewsListProps = { reviews: readonly Review[]; locale: LocaleCode };

const DATE_LOCALE: Record<LocaleCode, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  fr: 'fr-FR',
  ru: 'ru-RU',
  pl: 'pl-PL',
};

function reviewDate(iso: string, locale: LocaleCode): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(date);
}

/** Every review: reviewer, stars, date and comment, as written (comments are not translated). */
export function ReviewsList({ reviews, locale }: ReviewsListProps) {
  if (reviews.length === 0) return <p>{t(locale, 'reviews.none')}</p>;
  return (
    <ul className="reviews-list list-unstyled row g-3">
      {reviews.map((review, index) => (
        <li key={`${review.reviewer}-${index}`} className="col-md-6">
          <article className="card h-100">
            <div className="card-body">
              <h3 className="h6 mb-1">{review.reviewer}</h3>
              <StarRating value={STAR_VALUES[review.starRating]} locale={locale} />
              {review.createTime ? (
                <p className="small text-muted mb-2">
                  <time dateTime={review.createTime}>{reviewDate(review.createTime, locale)}</time>
                </p>
              ) : null}
              {review.comment ? (
                <p className="mb-0" lang="en">
                  {review.comment}
                </p>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
