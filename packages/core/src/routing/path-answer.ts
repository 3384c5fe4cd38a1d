import { stripLocale } from '../i18n/locales';
import { canonicalRedirect, isSearchPath, rootOfPath } from '../search/grammar';
import type { RouteAnswer } from './route-table';

/**
 * What the CDN answers for a path before any file is served: a redirect (301, or 302 for an
 * editor's temporary one), a 404 or 410 (the page the path would get, with that status: a
 * listing page shows its not-found text for a search it cannot read, a gone listing its
 * own page), or nothing (null: the file, a rewrite or a function answers). The one rule for
 * the local server (src/server/secure-server.ts) and the CDN's edge function
 * (plugins/site-netlify/edge/path-answers.ts).
 */
export type PathAnswer = { status: 301 | 302; location: string } | { status: 404 | 410 } | null;

/** Cache lifetime of a permanent redirect: an hour, so a change of the grammar or an editor's fix reaches browsers soon. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/** A temporary redirect is asked again every time. */
export const TEMPORARY_REDIRECT_CACHE_CONTROL = 'no-cache';

/**
 * The answer for a GET or HEAD of `pathname` (its language prefix included; no query
 * string). First what the build's route table says (`routes`, route-table.ts: an editor's
 * redirect, a listing's former address, a gone listing), then the URL grammar: a search
 * spelt otherwise than its canonical form moves there for good; a path under a listing
 * root that the grammar does not read is not found.
 * @example pathAnswer('/uae/properties/for-sale/2-and-more-bedrooms/') // { status: 301, location: '/uae/properties/for-sale/in-dubai/from-2-bedrooms/' }
 * @example pathAnswer('/properties/for-sale/in-dubai/9-bathrooms/') // { status: 404 }
 */
export function pathAnswer(pathname: string, routes?: (pathname: string) => RouteAnswer): PathAnswer {
  const routed = routes?.(pathname);
  if (routed) return routed;
  const canonical = canonicalRedirect(pathname);
  if (canonical) return { status: 301, location: canonical };
  const neutral = stripLocale(pathname);
  if (rootOfPath(neutral) !== null && !isSearchPath(neutral)) {
    return { status: 404 };
  }
  return null;
}

/**
 * A redirect's `location` with the request's query string (`search`, with its `?`) kept:
 * added before a fragment, after a query the target already has.
 * @example redirectLocation('/offers/?utm_source=mail#top', '?lang=en') // '/offers/?utm_source=mail&lang=en#top'
 */
export function redirectLocation(location: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (!query) return location;
  const hashAt = location.indexOf('#');
  const [base, hash] = hashAt < 0 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The `cache-control` of a redirect's answer. */
export const redirectCacheControl = (status: 301 | 302): string =>
  status === 301 ? REDIRECT_CACHE_CONTROL : TEMPORARY_REDIRECT_CACHE_CONTROL;

/**
 * Where the edge function runs, as netlify.toml's `[[edge_functions]]` `pattern` (a test
 * holds the file to it; netlify-cli's offline emulation cannot read an edge function's own
 * `config`, whose reader imports types from Netlify's servers): every page path, a path
 * without a dot, since an editor's redirect may start at any page and a gone listing's or a
 * former address is a property path. Files (with a dot) never reach it.
 */
export const EDGE_PATTERN = '^/[^.]*$';
/** What it never runs on: the Functions (`/api/…`), whose answers are their own. */
export const EDGE_EXCLUDED_PATTERN = '^/api/';
