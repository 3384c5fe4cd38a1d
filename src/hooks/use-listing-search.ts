import { useMemo } from 'react';
import type { PageProps } from 'gatsby';
import { usePageHydrated } from './use-hydrated';
import { useCards, useSearchCore } from '../components/listing/use-search-index';
import { columnsOf, searchCore } from '@brokerage/core/search/core';
import {
  firstResults,
  readListingPath,
  type ListingPageRef,
  type ListingRequest,
} from '@brokerage/core/search/listing-page';
import type { SearchResult } from '@brokerage/core/search/query';
import type { AreaPrices } from '@brokerage/core/search/area-prices';
import type { PageSeo } from '@brokerage/core/seo/sitemap';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

/** A listing page's context (plugins/site-pages): its root and area, and its own search's first results. */
export type ListingPageContext = PageSeo &
  ListingPageRef & {
    locale: LocaleCode;
    /** The first results of the page's own search, found at build by runSearch: their property nodes and total. */
    resultIds: string[];
    total: number;
    /** A residential area page: the area's median price per square foot to buy and to rent. */
    areaPrices?: AreaPrices | null;
  };

export type ListingSearch = ListingRequest & {
  /** The path the page answers: the one it was built for until it hydrates, then the visitor's. */
  pathname: string;
  /** The page of results, null while its cards load. */
  result: SearchResult | null;
  /** Whether the search index or the cards could not be fetched. */
  failed: boolean;
};

type ListingPageProps = Pick<
  PageProps<Queries.ListingPageQuery, ListingPageContext>,
  'data' | 'pageContext' | 'location' | 'pageResources'
>;

/**
 * The search a listing page answers and its results: the page's own search from the page
 * data; any other search under its root from the root's search core, then only the cards
 * of the page of listings it finds.
 */
export function useListingSearch({ data, pageContext, location, pageResources }: ListingPageProps): ListingSearch {
  const { root } = pageContext;
  // A deep search is served the HTML built for its client route's own path: React first
  // renders that path, as the build did (else hydration fails: errors #418/#425), then the
  // address the visitor opened.
  const hydrated = usePageHydrated();
  const pathname = hydrated ? location.pathname : (pageResources?.page.path ?? location.pathname);
  const initial = useMemo(() => firstResults(data.results, pageContext.total), [data, pageContext]);
  const request = useMemo(() => readListingPath(pathname, pageContext), [pathname, pageContext]);
  const { search, filter, prerendered } = request;
  const index = useSearchCore(root, filter.areas, columnsOf(filter), search !== null && !prerendered, pathname);
  const found = useMemo(
    () => (prerendered || !index.core ? null : searchCore(index.core, filter)),
    [prerendered, index.core, filter],
  );
  const shown = useCards(found?.ids ?? null, index.core ? { root, filter, core: index.core } : null);
  const result = useMemo((): SearchResult | null => {
    if (prerendered) return initial;
    if (!found || !shown.cards) return null;
    const { total, page, pageCount } = found;
    return { total, page, pageCount, items: shown.cards.filter((card) => card !== null) };
  }, [prerendered, initial, found, shown.cards]);
  return { ...request, pathname, result, failed: index.failed || shown.failed };
}
