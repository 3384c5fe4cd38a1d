import React from 'react';
import { Link } from 'gatsby';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { SearchFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { widerFilters } from '@brokerage/core/search/query';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t, type StringKey } from '@brokerage/core/i18n/strings';
import { PropertyCardList } from './property-card-list';
import { Pagination } from './pagination';

export type ListingResultsProps = {
  locale: LocaleCode;
  filter: SearchFilter;
  result: { total: number; page: number; pageCount: number; items: IndexEntry[] } | null;
  failed?: boolean;
};

const WIDEN_LABEL: Partial<Record<string, StringKey>> = {
  areas: 'widen.areas',
  bedrooms: 'widen.bedrooms',
  price: 'widen.price',
};

/** The result count, cards and pages of a search; with no results, one-click wider searches. */
export function ListingResults({ locale, filter, result, failed }: ListingResultsProps) {
  if (failed) return <p role="alert">{t(locale, 'listing.failed')}</p>;
  if (!result) return <p aria-live="polite">{t(locale, 'listing.loading')}</p>;
  const lang = getLocale(locale);
  if (result.total === 0) {
    const wider = widerFilters(filter);
    return (
      <div aria-live="polite">
        <p className="lead">{t(locale, 'noResults')}</p>
        {wider.length ? (
          <>
            <h2 className="h5">{t(locale, 'widen.title')}</h2>
            <ul className="list-inline">
              {wider.map(({ key, filter: next }) => (
                <li key={key} className="list-inline-item mb-2">
                  <Link className="btn btn-outline-primary btn-sm" to={localizePath(buildSearchPath(next), lang)}>
                    {t(locale, WIDEN_LABEL[key] ?? 'widen.other')}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <p aria-live="polite">
        {t(locale, result.total === 1 ? 'resultsCountOne' : 'resultsCount', { count: result.total })}
      </p>
      <PropertyCardList
        entries={result.items}
        locale={locale}
        className="row-cols-1 row-cols-md-2 row-cols-lg-3 g-4"
        itemClassName="col"
        eagerFirst
      />
      <Pagination filter={filter} page={result.page} pageCount={result.pageCount} locale={locale} />
    </>
  );
}
