import React, { type ReactNode } from 'react';
import { type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { CookieBanner } from '../cookie/cookie-banner';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { WhatsAppButton } from '../whatsapp/whatsapp-button';

export type LayoutProps = {
  locale: LocaleCode;
  path: string;
  /** Country pages show a reduced header menu. */
  reducedMenu?: boolean;
  /** The page layout's popular searches for the footer, as HTML (listing and property pages). */
  popularSearchHtml?: string;
  children: ReactNode;
};

/** The frame of every page: skip link, header, main content, footer and floating controls. */
export function Layout({ locale, path, reducedMenu, popularSearchHtml, children }: LayoutProps) {
  return (
    <>
      <a className="visually-hidden-focusable" href="#main">
        {t(locale, 'skipToContent')}
      </a>
      <Header locale={locale} path={path} reducedMenu={reducedMenu} />
      <main id="main">{children}</main>
      <Footer locale={locale} popularSearchHtml={popularSearchHtml} />
      <WhatsAppButton locale={locale} path={path} />
      <CookieBanner locale={locale} />
    </>
  );
}
