import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import Container from 'react-bootstrap/Container';
import { Layout } from '../components/layout/layout';
import { SiteHead } from '../components/seo/site-head';
import { richTextHtml } from '@brokerage/core/cms/reshape';
import { inLocaleOrEnglish, localeFromPath, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

type Data = Queries.NotFoundQuery;

/** The CMS's not-found text in the visitor's language (the language of the missing path). */
function pick(data: Data, locale: LocaleCode) {
  const nodes = data.texts.nodes;
  const text = inLocaleOrEnglish(nodes, locale);
  return {
    title: text?.Title || t(locale, 'notFoundTitle'),
    html: richTextHtml(text?.Content),
  };
}

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundQuery>) {
  const locale = localeFromPath(location.pathname);
  const text = pick(data, locale.code);
  return (
    <Layout locale={locale.code} path={location.pathname}>
      <Container className="py-5">
        <h1>{text.title}</h1>
        {text.html ? (
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: text.html }} />
        ) : (
          <p>{t(locale.code, 'notFoundText')}</p>
        )}
        <Link to={localizePath('/', locale)} className="btn btn-primary mt-3">
          {t(locale.code, 'backHome')}
        </Link>
      </Container>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundQuery>) {
  const locale = localeFromPath(location.pathname);
  return (
    <SiteHead
      locale={locale.code}
      title={pick(data, locale.code).title}
      path={location.pathname}
      translated={false}
      noindex
    />
  );
}

export const query = graphql`
  query NotFound {
    texts: allStrapiPage(filter: { Slug: { eq: "404" } }, sort: { strapi_id: ASC }) {
      nodes {
        locale
        Title
        Content {
          data {
            childMarkdownRemark {
              safeHtml
            }
          }
        }
      }
    }
  }
`;
