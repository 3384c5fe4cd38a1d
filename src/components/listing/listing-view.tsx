import React, { useEffect } from 'react';
import { navigate } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { FilterBar } from './filter-bar';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import { AreaPriceSummary } from './area-price-summary';
import { lazyPart } from '../ui/lazy-part';
import { useSearchHeading } from '../search/use-search-heading';
import { useMapView } from '../../hooks/use-map-view';
import type { ListingSearch } from '../../hooks/use-listing-search';
import { emptyFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { mapQuerySearch } from '@brokerage/core/search/geo';
import type { AreaPrices } from '@brokerage/core/search/area-prices';
import type { AreaMarketPage } from '@brokerage/core/market/page';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';

// The map (Leaflet and the results' coordinates) loads when a visitor opens it.
const ResultsMap = lazyPart(() => import('./map-view'));
// An area's sold prices and rents (DLD): rendered into the built HTML, its code fetched only
// by the pages that have them, after the page's own.
const AreaMarket = lazyPart(() => import(/* webpackChunkName: "area-market" */ '../market/area-market'), {
  pending: false,
});

export type ListingViewProps = {
  listing: ListingSearch;
  locale: LocaleCode;
  /** The address's query (`?view=map&bounds=…`). */
  query: string;
  /** The page's area, when it has one, with its prices and its market figures from the build. */
  areaName?: string;
  areaPrices?: AreaPrices | null;
  market: AreaMarketPage | null;
};

/** A listing page's search: heading, filters, an alert for it, and its results as a list or a map. */
export function ListingView({ listing, locale, query, areaName, areaPrices, market }: ListingViewProps) {
  const { pathname, filter, prerendered, buildAreaNames, result, failed } = listing;
  const lang = getLocale(locale);
  const { heading, intro } = useSearchHeading(filter, locale, buildAreaNames)!;
  const { view, show } = useMapView(pathname, query);
  // The search asked for is drawn: show it (a deep search's page hid the root's until now).
  useEffect(() => {
    if (pathname === window.location.pathname) document.documentElement.removeAttribute('data-deep-search');
  }, [pathname]);
  return (
    <Container className="listing-view py-4">
      <h1>{heading}</h1>
      <p className="text-body-secondary">{intro}</p>
      {prerendered && areaPrices && areaName ? (
        <AreaPriceSummary prices={areaPrices} area={areaName} locale={locale} />
      ) : null}
      <FilterBar
        filter={filter}
        locale={locale}
        // A new search keeps the view, not a box drawn for the last one.
        onChange={(next) =>
          void navigate(`${localizePath(buildSearchPath(next), lang)}${mapQuerySearch({ ...view, bounds: null })}`)
        }
      />
      <ListingToolbar
        filter={filter}
        heading={heading}
        locale={locale}
        map={view.map}
        onMap={(map) => show({ map, bounds: null })}
        onMapIntent={() => void ResultsMap.preload().catch(() => {})}
      />
      {view.map ? (
        <ResultsMap.Part
          filter={filter}
          locale={locale}
          bounds={view.bounds}
          onBounds={(bounds) => show({ map: true, bounds })}
          path={pathname}
        />
      ) : (
        <ListingResults locale={locale} filter={filter} result={result} failed={failed} />
      )}
      {prerendered && market && areaName ? (
        <AreaMarket.Part
          market={market}
          area={areaName}
          locale={locale}
          salePath={localizePath(buildSearchPath({ ...emptyFilter('sale'), areas: filter.areas }), lang)}
        />
      ) : null}
    </Container>
  );
}
