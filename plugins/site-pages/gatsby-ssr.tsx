import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { DEEP_SEARCH_SCRIPT } from '../../src/config/inline-scripts';
import { CLIENT_ROUTES } from '@brokerage/core/routing/client-routes';

const SHELLS = new Set(CLIENT_ROUTES.map((route) => route.shell));

/**
 * A listing root's page is also the page every deep search under it is served (its client
 * route's shell): its head carries the fixed script that hides the root's own search until
 * the one asked for is drawn (src/config/inline-scripts.ts, DEEP_SEARCH_SCRIPT).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (!SHELLS.has(pathname)) return;
  setHeadComponents([
    <script key="deep-search" data-shell={pathname} dangerouslySetInnerHTML={{ __html: DEEP_SEARCH_SCRIPT }} />,
  ]);
};
