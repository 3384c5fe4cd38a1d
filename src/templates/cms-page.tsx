import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { PageView } from '../components/page/page-view';
import { PageForm } from '../components/forms/page-form';
import { SiteHead } from '../components/seo/site-head';
import { JsonLd } from '../components/seo/json-ld';
import { shareImage } from '../components/seo/share-image';
import { OrganisationJsonLd } from '../components/seo/organisation-json-ld';
import { useSiteUrl } from '../components/seo/use-site-url';
import { breadcrumbJsonLd } from '@brokerage/core/seo/breadcrumbs';
import type { PageSeo } from '@brokerage/core/seo/sitemap';
import { toPageContent } from '@brokerage/core/cms/reshape';
import { featuredFromCards, toSections } from '@brokerage/core/cms/sections';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { t } from '@brokerage/core/i18n/strings';
import { stripLocale, type LocaleCode } from '@brokerage/core/i18n/locales';

type Context = PageSeo & {
  id: string;
  locale: LocaleCode;
  fallback: boolean;
  canonicalPath: string;
  /** The properties each featured-listings section shows (node ids by root), and all of them in one list for the query. */
  featured?: Partial<Record<ListingRootKey, string[]>>;
  featuredIds: string[];
};

export default function CmsPageTemplate({ data, pageContext, location }: PageProps<Queries.CmsPageQuery, Context>) {
  const page = toPageContent(data.page ?? {});
  return (
    <Layout locale={pageContext.locale} path={location.pathname}>
      <PageView
        page={page}
        locale={pageContext.locale}
        sections={toSections(data.page?.Sections, data.page?.Form_Recipient)}
        pagePath={stripLocale(pageContext.canonicalPath)}
        pages={data.pages.nodes}
        featured={featuredFromCards(pageContext.featured, pageContext.featuredIds, data.featured)}
        notice={pageContext.fallback ? t(pageContext.locale, 'translationPending') : undefined}
        breadcrumbs={pageContext.breadcrumbs}
      />
      <PageForm slug={data.page?.Slug} locale={pageContext.locale} recipient={data.page?.Form_Recipient} />
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.CmsPageQuery, Context>) {
  const page = toPageContent(data.page ?? {});
  const siteUrl = useSiteUrl();
  const neutral = stripLocale(pageContext.canonicalPath);
  // The agency's card goes where searchers look for it: the home and contact pages.
  const isAgencyPage = neutral === '/' || neutral.startsWith('/contact-');
  return (
    <>
      <SiteHead
        locale={pageContext.locale}
        title={page.metaTitle}
        description={page.metaDescription}
        path={location.pathname}
        canonicalPath={pageContext.canonicalPath}
        alternates={pageContext.alternates}
        noindex={pageContext.noindex}
        image={shareImage(page.image)}
      />
      {isAgencyPage ? <OrganisationJsonLd /> : null}
      <JsonLd data={breadcrumbJsonLd(siteUrl, pageContext.breadcrumbs ?? [])} />
    </>
  );
}

export const query = graphql`
  query CmsPage($id: String!, $locale: String!, $featuredIds: [String!]!) {
    featured: propertyCards(ids: $featuredIds)
    page: strapiPage(id: { eq: $id }) {
      Slug
      Title
      Banner_Title
      Banner_Content
      Meta_Title
      Meta_Description
      Content {
        data {
          childMarkdownRemark {
            safeHtml
          }
        }
      }
      Banner_Image {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 1200, placeholder: BLURRED)
          }
        }
      }
      Form_Recipient
      Sections {
        kind
        heading
        text {
          data {
            childMarkdownRemark {
              safeHtml
            }
          }
        }
        image {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 720, placeholder: BLURRED)
            }
          }
        }
        cta_label
        cta_link
        variant
        area
        items {
          title
          text
          link
          video_id
          image {
            alternativeText
            localFile {
              childImageSharp {
                gatsbyImageData(layout: CONSTRAINED, width: 480, placeholder: BLURRED)
              }
            }
          }
        }
      }
    }
    pages: allStrapiPage(filter: { locale: { eq: $locale } }, sort: { strapi_id: ASC }) {
      nodes {
        Slug
        Parent
        Parent2
        Parent3
        Title
        Hidden
      }
    }
  }
`;
