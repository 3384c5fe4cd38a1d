import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IAdapter } from 'gatsby';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { cdnHeaderRules, REVALIDATE, securityHeaders, type PolicyOptions } from '../../src/config/headers';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { writeEdgeFunction } from './edge-function';
import { FUNCTIONS_DIR, wrapEngineFunctions } from './engine-function';
import { deferredPrefixes, foldDeferredRoutes, immutableFiles } from './routes';

export type SiteNetlifyOptions = {
  /** The Content-Security-Policy's options of this build (src/config/headers.ts). */
  policy: PolicyOptions;
  /** The languages whose property pages are deferred (site-pages' `deferredLocales`). */
  deferredLocales: readonly LocaleCode[];
};

const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

/**
 * gatsby-adapter-netlify, with the CDN's output kept the same size whatever the inventory
 * and every answer carrying the site's headers (docs/publishing.md):
 * - `_headers` from the site's pattern rules (`cdnHeaderRules`) instead of a block per page;
 * - the deferred pages' `_redirects` folded into one rule per property segment and language;
 * - Gatsby's engine Functions wrapped so that a deferred page's answer carries the headers;
 * - an edge function running the URL grammar: 301 to a search's canonical spelling, 404 for
 *   a search path it refuses.
 * The inner adapter does the rest (Functions, rewrites of the listing shells, build cache).
 */
export function siteNetlifyAdapter({ policy, deferredLocales }: SiteNetlifyOptions): IAdapter {
  const inner = netlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false });
  return {
    ...inner,
    async adapt(context) {
      const { routesManifest, reporter } = context;
      const routes = foldDeferredRoutes(routesManifest, deferredPrefixes(deferredLocales));
      const headerRoutes = cdnHeaderRules(policy, immutableFiles(routesManifest));
      // The inner adapter writes each Function's folder but never removes one: an engine
      // Function left by an earlier build with deferred pages would deploy again.
      rmSync(path.join(process.cwd(), FUNCTIONS_DIR), { recursive: true, force: true });
      await inner.adapt({
        ...context,
        routesManifest: routes,
        functionsManifest: context.functionsManifest,
        headerRoutes,
      });
      const root = process.cwd();
      const engine = wrapEngineFunctions(root, [
        ...securityHeaders(policy),
        { key: 'cache-control', value: REVALIDATE },
      ]);
      const edge = await writeEdgeFunction(root, securityHeaders(policy));
      reporter.info(
        `[site-netlify] _headers ${kb(path.join(root, 'public', '_headers'))} (${headerRoutes.length} rules), ` +
          `_redirects ${kb(path.join(root, 'public', '_redirects'))} (${routesManifest.length - routes.length} deferred-page ` +
          `routes folded); headers on ${engine.join(', ') || 'no engine Function'}; edge function ${(edge.bytes / 1024).toFixed(1)} KB.`,
      );
    },
  };
}
