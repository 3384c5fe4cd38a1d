import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { Layout } from '../components/layout/layout';
import { SiteHead } from '../components/seo/site-head';
import { PropertyCard } from '../components/listing/property-card';
import { toPropertySummary, type RawPropertySummary } from '../cms/property';
import { t } from '../i18n/strings';
import type { LocaleCode } from '../i18n/locales';
import type { ListingRootKey } from '../search/roots';

type Data = { results: { totalCount: number; nodes: RawPropertySummary[] } };
type Context = { root: ListingRootKey; locale: LocaleCode; canonicalPath: string };

export default function ListingTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  const { locale, root } = pageContext;
  const properties = data.results.nodes.map(toPropertySummary);
  return (
    <Layout locale={locale} path={location.pathname}>
      <Container className="py-4">
        <h1>{t(locale, `listing.${root}`)}</h1>
        <p>{t(locale, 'resultsCount', { count: data.results.totalCount })}</p>
        {properties.length === 0 ? <p>{t(locale, 'noResults')}</p> : null}
        <Row xs={1} md={2} lg={3} className="g-4">
          {properties.map((property) => (
            <Col key={property.id}>
              <PropertyCard property={property} locale={locale} />
            </Col>
          ))}
        </Row>
      </Container>
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  return (
    <SiteHead
      locale={pageContext.locale}
      title={t(pageContext.locale, `listing.${pageContext.root}`)}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
    />
  );
}

export const query = graphql`
  query Listing($pType: String!, $department: String!) {
    results: allStrapiProperty(
      filter: { pType: { eq: $pType }, department: { eq: $department } }
      sort: [{ listed_date: DESC }, { strapi_id: ASC }]
      limit: 24
    ) {
      totalCount
      nodes {
        id
        title
        price
        rent_period
        bedrooms
        bathrooms
        floor_area
        property_type
        permit_number
        area { name }
        images {
          alternativeText
          localFile { childImageSharp { gatsbyImageData(width: 480, height: 320, placeholder: BLURRED) } }
        }
      }
    }
  }
`;
