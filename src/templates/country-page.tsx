import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { Layout } from '../components/layout/layout';
import { SiteHead } from '../components/seo/site-head';
import { richTextHtml } from '@brokerage/core/cms/reshape';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import type { PageSeo } from '@brokerage/core/seo/sitemap';

type Context = PageSeo & { id: string; locale: LocaleCode; canonicalPath: string };

export default function CountryPageTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.CountryPageQuery, Context>) {
  const country = data.country;
  const product = data.settings?.product_slug ?? '';
  // Anchor names the reduced country menu links to (spec: #Why_{product}, #Why_Invest_in_Dubai).
  const productAnchor = `Why_${product}`;
  return (
    <Layout locale={pageContext.locale} path={location.pathname} reducedMenu>
      <div className="page-banner">
        <Container>
          <h1>
            {country?.icon ? <span aria-hidden="true">{country.icon} </span> : null}
            {country?.Title || country?.label}
          </h1>
          {country?.Intro ? <p className="lead mb-0">{country.Intro}</p> : null}
        </Container>
      </div>
      <Container className="py-4 cms-content">
        <section id={productAnchor} dangerouslySetInnerHTML={{ __html: richTextHtml(country?.Why_product) }} />
        <section id="Why_Invest_in_Dubai" dangerouslySetInnerHTML={{ __html: richTextHtml(country?.Why_invest) }} />
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.CountryPageQuery, Context>) {
  return (
    <SiteHead
      locale={pageContext.locale}
      title={data.country?.Title || data.country?.label || ''}
      description={data.country?.Intro}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query CountryPage($id: String!) {
    country: strapiCountry(id: { eq: $id }) {
      label
      icon
      Title
      Intro
      Why_product {
        data {
          childMarkdownRemark {
            safeHtml
          }
        }
      }
      Why_invest {
        data {
          childMarkdownRemark {
            safeHtml
          }
        }
      }
    }
    settings: strapiSiteSetting {
      product_slug
    }
  }
`;
