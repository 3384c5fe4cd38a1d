import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ListingView } from '../components/listing/listing-view';
import { ListingNotFound } from '../components/listing/listing-not-found';
import { ListingHead } from '../components/listing/listing-head';
import { popularSearchHtml } from '../components/footer/use-footer-content';
import { useListingSearch, type ListingPageContext } from '../hooks/use-listing-search';
import { useCanonicalRedirect } from '../hooks/use-canonical-redirect';
import type { AreaMarketPage } from '@brokerage/core/market/page';

type Data = Queries.ListingPageQuery;

/** The area's market figures the build gave this page (plugins/site-market), when it is the page's own search. */
const marketOf = (data: Data): AreaMarketPage | null => (data.market as AreaMarketPage | null) ?? null;

/**
 * Listing pages: pre-rendered for each root and area with the first results in the HTML;
 * every other search under the root is the same page answering its URL in the browser,
 * from the root's search index.
 */
export default function ListingTemplate(props: PageProps<Data, ListingPageContext>) {
  const { data, pageContext, location } = props;
  const { locale } = pageContext;
  const listing = useListingSearch(props);
  useCanonicalRedirect(location.pathname, location.search);
  if (!listing.search) {
    return (
      <Layout locale={locale} path={listing.pathname}>
        <ListingNotFound locale={locale} />
      </Layout>
    );
  }
  return (
    <Layout locale={locale} path={listing.pathname} popularSearchHtml={popularSearchHtml(data.popular?.nodes, locale)}>
      <ListingView
        listing={listing}
        locale={locale}
        query={location.search}
        areaName={pageContext.areaName}
        areaPrices={pageContext.areaPrices}
        market={marketOf(data)}
      />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, ListingPageContext>) {
  return <ListingHead context={pageContext} path={location.pathname} results={data.results} market={marketOf(data)} />;
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
