import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { AlertManager } from '../components/alerts/alert-manager';
import { SiteHead } from '../components/seo/site-head';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

type Context = { locale: LocaleCode };

/**
 * The manage page of a saved-search alert: built empty in every language, filled in the
 * browser from the token its e-mails put in the address.
 */
export default function AlertsTemplate({ pageContext, location }: PageProps<object, Context>) {
  return (
    <Layout locale={pageContext.locale} path={location.pathname}>
      <AlertManager locale={pageContext.locale} search={location.search} />
    </Layout>
  );
}

// A personal page: never in search engines, whatever its token.
export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <SiteHead
      locale={pageContext.locale}
      title={t(pageContext.locale, 'alerts.title')}
      path={location.pathname}
      noindex
    />
  );
}
