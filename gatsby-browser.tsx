import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { RootWrapper } from './src/components/root-wrapper';
import { StringsGate } from './src/components/i18n/strings-gate';
import { storedConsent } from './src/components/cookie/consent-storage';
import { applyConsent, setConsentDefaults } from './src/components/cookie/tag-manager';
import { localeFromPath } from '@brokerage/core/i18n/locales';
import { loadStrings } from '@brokerage/core/i18n/strings';
import { clientRouteOf } from '@brokerage/core/routing/client-routes';

declare global {
  interface Window {
    pagePath?: string;
  }
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // A deep search is answered with its root's page (a rewrite at the CDN and the local
  // server: packages/core/src/routing/client-routes.ts). That page answers the address it was opened at:
  // Gatsby would otherwise send the browser back to the page's own path, since the browser
  // bundle holds no match paths.
  const { pathname } = window.location;
  if (window.pagePath !== pathname && window.pagePath === clientRouteOf(pathname)?.shell) window.pagePath = pathname;
  // Consent Mode: denied until the visitor chooses; a choice made on an earlier visit applies now.
  setConsentDefaults();
  const choice = storedConsent();
  if (choice) applyConsent(choice);
  // The page's UI strings (preloaded by its head) before the first render.
  return loadStrings(localeFromPath(window.location.pathname).code);
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <StringsGate locale={localeFromPath(props.location.pathname).code}>{element}</StringsGate>
);
