import React, { type ReactNode } from 'react';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import { PropertyCard } from './property-card';

export type PropertyCardListProps = {
  entries: readonly IndexEntry[];
  locale: LocaleCode;
  /** Grid classes of the list (gutters, columns per row). */
  className?: string;
  /** Column classes of each card. */
  itemClassName?: string;
  /** The first card's photo loads at once (a results page's largest paint on a phone). */
  eagerFirst?: boolean;
  /** A card's footer, above its link (the shortlist's "Compare" choice). */
  footer?: (entry: IndexEntry) => ReactNode;
};

/** Property cards as a list in a grid: search results, featured and similar listings, the shortlist. */
export function PropertyCardList({
  entries,
  locale,
  className = 'g-3',
  itemClassName = 'col-sm-6 col-lg-4',
  eagerFirst = false,
  footer,
}: PropertyCardListProps) {
  return (
    <ul className={`list-unstyled row mb-0 ${className}`}>
      {entries.map((entry, i) => (
        <li key={entry.id} className={itemClassName}>
          <PropertyCard property={entry} locale={locale} eager={eagerFirst && i === 0} footer={footer?.(entry)} />
        </li>
      ))}
    </ul>
  );
}
