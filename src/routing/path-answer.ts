import { stripLocale } from '../i18n/locales';
import { canonicalRedirect, isSearchPath, rootOfPath } from '../search/grammar';
import { LOCALES } from '../i18n/locales';
import { LISTING_ROOTS } from '../search/roots';
import { CLIENT_ROUTES } from './client-routes';

/**
 * What the CDN answers for a path before any file is served: a permanent redirect, a 404
 * (the page the path would get, with that status: a listing page shows its not-found text
 * for a search it cannot read), or nothing (null: the file, a rewrite or a function answers). The one rule for the local server (scripts/lib/secure-server.ts) and the CDN's
 * edge function (plugins/site-netlify/edge/path-answers.ts); a new kind of answer (an old
 * property slug, a listing gone for good) is a case here and, when it needs paths outside
 * `EDGE_PATTERN`, a pattern there.
 */
export type PathAnswer = { status: 301; location: string } | { status: 404 } | null;

/** Cache lifetime of a redirect the grammar decides: an hour, so a change of the grammar reaches browsers soon. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The answer for a GET or HEAD of `pathname` (its language prefix included; no query
 * string). A search spelt otherwise than its canonical form moves there for good; a path
 * under a listing root that the URL grammar does not read is not found.
 * @example pathAnswer('/uae/properties/for-sale/2-and-more-bedrooms/') // { status: 301, location: '/uae/properties/for-sale/in-dubai/from-2-bedrooms/' }
 * @example pathAnswer('/properties/for-sale/in-dubai/9-bathrooms/') // { status: 404 }
 */
export function pathAnswer(pathname: string): PathAnswer {
  const canonical = canonicalRedirect(pathname);
  if (canonical) return { status: 301, location: canonical };
  const neutral = stripLocale(pathname);
  if (rootOfPath(neutral) !== null && !isSearchPath(neutral)) {
    return { status: 404 };
  }
  return null;
}

/** The paths the edge function runs on (Netlify's `*` wildcard): every listing root in every language. */
export const EDGE_PATHS: readonly string[] = CLIENT_ROUTES.map((route) => `${route.prefix}*`);

/**
 * The same paths as one regular expression of a whole path, for netlify.toml's
 * `[[edge_functions]]` `pattern` (a test holds the file to it): netlify-cli's offline emulation cannot read an
 * edge function's own `config`, whose reader imports types from Netlify's servers.
 */
export const EDGE_PATTERN = `^/(?:(?:${LOCALES.flatMap((l) => (l.prefix ? [l.prefix] : [])).join('|')})/)?(?:${LISTING_ROOTS.map(
  (root) => root.path.slice(1),
).join('|')}).*$`;
