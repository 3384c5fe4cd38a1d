import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PropertyView } from '../components/property/property-view';
import { PropertyEnquiry } from '../components/property/property-enquiry';
import { PropertyHead } from '../components/property/property-head';
import { popularSearchHtml } from '../components/footer/use-footer-content';
import { usePropertyPage } from '../hooks/use-property-page';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

type Context = { id: string; extrasId: string; locale: LocaleCode; canonicalPath: string; similarIds: string[] };

/** A property's page: the listing in the page's language, its contact card with the ways to enquire. */
export default function PropertyTemplate({
  data,
  pageContext: { locale, canonicalPath },
  location,
}: PageProps<Queries.PropertyPageQuery, Context>) {
  const { cms, property, siteUrl, ...view } = usePropertyPage(data, locale, canonicalPath);
  return (
    <Layout locale={locale} path={location.pathname} popularSearchHtml={popularSearchHtml(data.popular?.nodes, locale)}>
      <PropertyView
        {...view}
        property={property}
        locale={locale}
        enquire={
          <PropertyEnquiry
            property={property}
            cmsTitle={cms.title}
            url={`${siteUrl}${location.pathname}`}
            locale={locale}
          />
        }
      />
    </Layout>
  );
}

export function Head({
  data,
  pageContext: { locale, canonicalPath },
  location,
}: HeadProps<Queries.PropertyPageQuery, Context>) {
  const page = usePropertyPage(data, locale, canonicalPath);
  return <PropertyHead {...page} locale={locale} path={location.pathname} canonicalPath={canonicalPath} />;
}

export const query = graphql`
  query PropertyPage(
    $id: String!
    $extrasId: String!
    $similarIds: [String!]!
    $locale: String!
    $popularLayout: String!
  ) {
    popular: allStrapiPopularSearch(
      filter: { layout: { eq: $popularLayout }, locale: { in: [$locale, "en"] } }
      sort: { strapi_id: ASC }
    ) {
      nodes {
        ...PopularSearchFields
      }
    }
    property: strapiProperty(id: { eq: $id }) {
      ...PropertyPageFields
    }
    extras: propertyExtras(id: { eq: $extrasId }) {
      ...PropertyPageExtras
    }
    similar: propertyCards(ids: $similarIds)
    market: listingMarket(property: $id)
    settings: strapiSiteSetting {
      ...ShortTermBrandFields
    }
  }
`;
