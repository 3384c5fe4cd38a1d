import type { RoutesManifest } from 'gatsby';
import { IMMUTABLE } from '../../src/config/headers';
import { LOCALES, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { PROPERTY_SEGMENTS } from '@brokerage/core/search/property-path';

/**
 * The path prefixes of the pages the build defers (property pages in `locales`), for the
 * CDN: `/uae/property-for-sale/` ...
 */
export function deferredPrefixes(locales: readonly LocaleCode[]): string[] {
  return LOCALES.filter((l) => locales.includes(l.code)).flatMap((locale) =>
    PROPERTY_SEGMENTS.map((segment) => localizePath(`/${segment}/`, locale)),
  );
}

/**
 * The routes with every deferred page's two function routes (its HTML and its page-data,
 * one `_redirects` line each, 80,000 pages at 20,000 properties) folded into one rule per
 * prefix of `prefixes` (`/uae/property-for-sale/*` and `/page-data/uae/property-for-sale/*`).
 * Those rules are rewrites: a file at the path, where there is one, still wins. A function
 * route under no prefix is kept as it is.
 */
export function foldDeferredRoutes(routes: RoutesManifest, prefixes: readonly string[]): RoutesManifest {
  const kept: RoutesManifest = [];
  const folded = new Map<string, RoutesManifest[number]>();
  for (const route of routes) {
    const bare = route.path.replace(/^\/page-data(\/.*\/)page-data\.json$/, '$1');
    const prefix = route.type === 'function' && route.cache ? prefixes.find((p) => bare.startsWith(p)) : undefined;
    if (!prefix) {
      kept.push(route);
      continue;
    }
    const path = bare === route.path ? `${prefix}*` : `/page-data${prefix}*`;
    if (!folded.has(path)) folded.set(path, { ...route, path });
  }
  return [...kept, ...folded.values()];
}

/** The static files Gatsby marks immutable (webpack's bundles, static/): their paths. */
export function immutableFiles(routes: RoutesManifest): string[] {
  return routes.flatMap((route) =>
    route.type === 'static' && route.headers.some((h) => h.key === 'cache-control' && h.value === IMMUTABLE)
      ? [route.path]
      : [],
  );
}
