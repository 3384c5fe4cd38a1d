import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { RootWrapper } from './src/components/root-wrapper';
import { StringsGate } from './src/components/i18n/strings-gate';
import { localeFromPath } from './src/i18n/locales';
import { loadStrings } from './src/i18n/strings';

// The page's UI strings (preloaded by its head) before the first render.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () =>
  loadStrings(localeFromPath(window.location.pathname).code);

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <StringsGate locale={localeFromPath(props.location.pathname).code}>{element}</StringsGate>
);
