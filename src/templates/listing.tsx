import React, { useEffect, useMemo, useState } from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { Layout } from '../components/layout/layout';
import { SiteHead } from '../components/seo/site-head';
import { JsonLd } from '../components/seo/json-ld';
import { FilterBar } from '../components/listing/filter-bar';
import { ListingResults } from '../components/listing/listing-results';
import { ViewSwitch } from '../components/listing/view-switch';
import { FormModalButton } from '../components/forms/form-modal-button';
import { lazyPart } from '../components/ui/lazy-part';
import { usePageHydrated } from '../hooks/use-hydrated';
import { useCards, useSearchCore } from '../components/listing/use-search-index';
import { useSearchHeading } from '../components/search/use-search-heading';
import { emptyFilter } from '../search/filter';
import { buildSearchPath, canonicalRedirect, parseSearchPath } from '../search/grammar';
import { searchHeading } from '../search/heading';
import { isIndexable } from '../search/indexable';
import { itemListJsonLd } from '../search/json-ld';
import { columnsOf, searchCore } from '../search/core';
import { mapQuerySearch, readMapQuery, type MapQuery } from '../search/geo';
import type { AreaPrices } from '../search/area-prices';
import { AreaPriceSummary } from '../components/listing/area-price-summary';
import type { AreaMarketPage } from '../market/page';
import { marketDatasetJsonLd } from '../market/json-ld';
import { useSiteUrl } from '../components/seo/use-site-url';
import { useSiteSettings } from '../components/layout/use-site-settings';
import { PAGE_SIZE, type SearchResult } from '../search/query';
import { indexEntries } from '../search/index-entry';
import type { ListingRootKey } from '../search/roots';
import type { PageSeo } from '../seo/sitemap';
import { getLocale, localizePath, stripLocale, type LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import { propertyTypePlural } from '../i18n/property-types';
import { popularSearchHtml } from '../components/footer/use-footer-content';

type Context = PageSeo & {
  root: ListingRootKey;
  locale: LocaleCode;
  canonicalPath: string;
  areaGlob: string;
  areaName?: string;
  /** The first results of the page's own search, found at build by runSearch: their property nodes and total. */
  resultIds: string[];
  total: number;
  /** A residential area page: the area's median price per square foot to buy and to rent. */
  areaPrices?: AreaPrices | null;
};
type Data = Queries.ListingPageQuery;

/** The first page of results the build found for this page's own search. */
function initialResult(data: Data, context: Context): SearchResult {
  const items = indexEntries(data.results);
  return { total: context.total, page: 1, pageCount: Math.max(1, Math.ceil(context.total / PAGE_SIZE)), items };
}

/**
 * What a listing URL asks of this page, for the page and its head alike: the search (null
 * when the path is not one of this root's), its filter, whether it is the page's own search
 * (its results are in the page data), and the area name the build knows for this page.
 */
function readListing(pathname: string, context: Context) {
  const parsed = parseSearchPath(stripLocale(pathname));
  const search = parsed.ok && parsed.filter.root === context.root ? parsed : null;
  const buildAreaNames: Record<string, string> =
    context.areaName && context.areaGlob !== '*' ? { [context.areaGlob]: context.areaName } : {};
  return {
    search,
    filter: search?.filter ?? emptyFilter(context.root),
    prerendered: search !== null && search.canonical === stripLocale(context.canonicalPath),
    buildAreaNames,
  };
}

// The map (Leaflet and the results' coordinates) loads when a visitor opens it.
const ResultsMap = lazyPart(() => import('../components/listing/map-view'));
// An area's sold prices and rents (DLD): rendered into the built HTML, its code fetched only
// by the pages that have them, after the page's own.
const AreaMarket = lazyPart(() => import(/* webpackChunkName: "area-market" */ '../components/market/area-market'), {
  pending: false,
});

/** The area's market figures the build gave this page (plugins/site-market), when it is the page's own search. */
const marketOf = (data: Data): AreaMarketPage | null => (data.market as AreaMarketPage | null) ?? null;

/**
 * Listing pages: pre-rendered for each root and area with the first results in the HTML;
 * every other search under the root is the same page answering its URL in the browser,
 * from the root's search index.
 */
export default function ListingTemplate({
  data,
  pageContext,
  location,
  pageResources,
}: PageProps<Queries.ListingPageQuery, Context>) {
  const { locale, root } = pageContext;
  // A deep search is served the HTML built for its client route's own path: React first
  // renders that path, as the build did (else hydration fails: errors #418/#425), then the
  // address the visitor opened.
  const hydrated = usePageHydrated();
  const pathname = hydrated ? location.pathname : (pageResources?.page.path ?? location.pathname);
  const initial = useMemo(() => initialResult(data, pageContext), [data, pageContext]);
  const lang = getLocale(locale);
  const { search, filter, prerendered, buildAreaNames } = useMemo(
    () => readListing(pathname, pageContext),
    [pathname, pageContext],
  );
  const index = useSearchCore(root, filter.areas, columnsOf(filter), search !== null && !prerendered, pathname);
  const { heading, intro } = useSearchHeading(filter, locale, buildAreaNames)!;
  // An alert follows the search itself, from its first page, whichever page it is opened on.
  const alertFields = useMemo(() => ({ search: buildSearchPath({ ...filter, page: 1 }) }), [filter]);
  // The list or the map (`?view=map&bounds=…`), read after hydration: the page was built as the list.
  const [view, setView] = useState<MapQuery>({ map: false, bounds: null });
  useEffect(() => setView(readMapQuery(location.search)), [location.search]);
  const show = (next: MapQuery) => void navigate(`${pathname}${mapQuerySearch(next)}`);

  useEffect(() => {
    // The server and the CDN answer most of these with a 301 already (canonicalRedirect).
    const canonical = canonicalRedirect(location.pathname);
    if (canonical) void navigate(`${canonical}${location.search}`, { replace: true });
  }, [location.pathname, location.search]);

  // Other searches: the root's core finds the page of listings, then only their cards are fetched.
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

  const market = marketOf(data);
  if (!search) {
    return (
      <Layout locale={locale} path={pathname}>
        <Container className="py-5">
          <h1>{t(locale, 'notFoundTitle')}</h1>
          <p>{t(locale, 'notFoundText')}</p>
        </Container>
      </Layout>
    );
  }
  return (
    <Layout locale={locale} path={pathname} popularSearchHtml={popularSearchHtml(data.popular?.nodes, locale)}>
      <Container className="py-4">
        <h1>{heading}</h1>
        <p className="text-body-secondary">{intro}</p>
        {prerendered && pageContext.areaPrices && pageContext.areaName ? (
          <AreaPriceSummary prices={pageContext.areaPrices} area={pageContext.areaName} locale={locale} />
        ) : null}
        <FilterBar
          filter={filter}
          locale={locale}
          // A new search keeps the view, not a box drawn for the last one.
          onChange={(next) =>
            void navigate(`${localizePath(buildSearchPath(next), lang)}${mapQuerySearch({ ...view, bounds: null })}`)
          }
        />
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <FormModalButton
            formId="alert"
            locale={locale}
            hidden={alertFields}
            intro={t(locale, 'alerts.subscribeIntro', { search: heading })}
            variant="outline-primary"
            className="btn-sm"
          >
            {t(locale, 'alerts.subscribe')}
          </FormModalButton>
          <span className="small text-body-secondary d-none d-md-inline">{t(locale, 'alerts.subscribeHint')}</span>
          <div className="ms-auto">
            <ViewSwitch
              map={view.map}
              onChange={(map) => show({ map, bounds: null })}
              onIntent={() => void ResultsMap.preload().catch(() => {})}
              locale={locale}
            />
          </div>
        </div>
        {view.map ? (
          <ResultsMap.Part
            filter={filter}
            locale={locale}
            bounds={view.bounds}
            onBounds={(bounds) => show({ map: true, bounds })}
            path={pathname}
          />
        ) : (
          <ListingResults locale={locale} filter={filter} result={result} failed={index.failed || shown.failed} />
        )}
        {prerendered && market && pageContext.areaName ? (
          <AreaMarket.Part
            market={market}
            area={pageContext.areaName}
            locale={locale}
            salePath={localizePath(buildSearchPath({ ...emptyFilter('sale'), areas: filter.areas }), lang)}
          />
        ) : null}
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ListingPageQuery, Context>) {
  const { locale } = pageContext;
  const { search, filter, prerendered, buildAreaNames } = readListing(location.pathname, pageContext);
  const { heading, intro } = searchHeading(filter, {
    locale,
    areaNames: buildAreaNames,
    typeLabel: propertyTypePlural(filter.type, locale),
  });
  const own = prerendered ? initialResult(data, pageContext) : undefined;
  const siteUrl = useSiteUrl();
  const { companyName } = useSiteSettings();
  const market = own ? marketOf(data) : null;
  return (
    <>
      <JsonLd data={own ? itemListJsonLd(own.items, own.total) : null} />
      <JsonLd
        data={
          market?.history.length && pageContext.areaName
            ? marketDatasetJsonLd(market, {
                url: `${siteUrl}${pageContext.canonicalPath}`,
                area: pageContext.areaName,
                locale,
                siteName: companyName,
              })
            : null
        }
      />
      <SiteHead
        locale={locale}
        title={search ? heading : t(locale, 'notFoundTitle')}
        description={search ? intro : null}
        path={location.pathname}
        canonicalPath={search ? localizePath(search.canonical, getLocale(locale)) : undefined}
        alternates={own ? pageContext.alternates : undefined}
        noindex={!search || !isIndexable(filter)}
      />
    </>
  );
}

export const query = graphql`
  query ListingPage(
    $resultIds: [String!]!
    $locale: String!
    $popularLayout: String!
    $areaGlob: String!
    $root: String!
    $areaName: String
  ) {
    results: propertyCards(ids: $resultIds)
    market: areaMarket(area: $areaGlob, root: $root, locale: $locale, areaName: $areaName)
    popular: allStrapiPopularSearch(
      filter: { layout: { eq: $popularLayout }, locale: { in: [$locale, "en"] } }
      sort: { strapi_id: ASC }
    ) {
      nodes {
        ...PopularSearchFields
      }
    }
  }
`;
