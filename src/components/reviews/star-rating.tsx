import React from 'react';
import { t } from '@brokerage/core/i18n/strings';
import { formatRating } from '@brokerage/core/lib/format';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type StarRatingProps = { value: number; locale: LocaleCode; className?: string };

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to `value` (halves from .5), read out as "4.8 out of 5". */
export function StarRating({ value, locale, className }: StarRatingProps) {
  const label = t(locale, 'reviews.outOf', { value: formatRating(value, locale) });
  return (
    <span className={`star-rating ${className ?? ''}`.trim()} role="img" aria-label={label} title={label}>
      {STARS.map((star) => {
        const fill = value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className={`star-rating__star star-rating__star--${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
