import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ShortlistView } from '../components/shortlist/shortlist-view';
import { SiteHead } from '../components/seo/site-head';
import { t } from '@brokerage/core/i18n/strings';
import { compareIds } from '@brokerage/core/property/compare';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

type Context = { locale: LocaleCode };

/** The shortlist page: built empty in every language, filled in the browser from localStorage. */
export default function ShortlistTemplate({ pageContext, location }: PageProps<object, Context>) {
  return (
    <Layout locale={pageContext.locale} path={location.pathname}>
      <ShortlistView locale={pageContext.locale} search={location.search} />
    </Layout>
  );
}

// The built page has no query; in the browser a comparison's link names the comparison.
const comparing = () => typeof window !== 'undefined' && compareIds(window.location.search) !== null;

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <SiteHead
      locale={pageContext.locale}
      title={t(pageContext.locale, comparing() ? 'compare.title' : 'shortlist.title')}
      path={location.pathname}
      noindex
    />
  );
}
