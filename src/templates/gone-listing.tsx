import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { GoneListingView } from '../components/property/gone-listing-view';
import { SiteHead } from '../components/seo/site-head';
import { popularSearchHtml } from '../components/footer/use-footer-content';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { cardTitle } from '@brokerage/core/property/headline';
import { indexEntries, isIndexEntry } from '@brokerage/core/search/index-entry';

type Context = { locale: LocaleCode; status: string; searchPath: string };

/**
 * The page a listing no longer on the market (sold, let or withdrawn by the feed) keeps at
 * its address, in every language (plugins/site-pages/gone-pages.ts). The server answers it
 * 410 (packages/core/src/routing/route-table.ts); it is noindex and out of the sitemap.
 */
export default function GoneListingTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.GoneListingPageQuery, Context>) {
  const { locale } = pageContext;
  const card = data.gone?.card;
  return (
    <Layout locale={locale} path={location.pathname} popularSearchHtml={popularSearchHtml(data.popular?.nodes, locale)}>
      <GoneListingView
        card={isIndexEntry(card) ? card : null}
        status={pageContext.status}
        searchPath={pageContext.searchPath}
        similar={indexEntries(data.similar)}
        locale={locale}
      />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.GoneListingPageQuery, Context>) {
  const card = data.gone?.card;
  const gone = t(pageContext.locale, 'gone.title');
  return (
    <SiteHead
      locale={pageContext.locale}
      title={isIndexEntry(card) ? `${gone}: ${cardTitle(card, pageContext.locale)}` : gone}
      path={location.pathname}
      noindex
    />
  );
}

export const query = graphql`
  query GoneListingPage($goneId: String!, $similarIds: [String!]!, $locale: String!, $popularLayout: String!) {
    popular: allStrapiPopularSearch(
      filter: { layout: { eq: $popularLayout }, locale: { in: [$locale, "en"] } }
      sort: { strapi_id: ASC }
    ) {
      nodes {
        ...PopularSearchFields
      }
    }
    gone: goneListing(id: { eq: $goneId }) {
      status
      card
    }
    similar: propertyCards(ids: $similarIds)
  }
`;
