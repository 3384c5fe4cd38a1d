import { LOCALES, localizePath, type LocaleCode } from '../i18n/locales';
import { LISTING_ROOTS, type ListingRootKey } from '../search/roots';

/**
 * A listing root's client route in one language: a search path under `prefix` that has no
 * page of its own (a deep search) is answered with the page at `shell`, which reads the
 * address in the browser. The CDN and the local server rewrite to the shell; the page's
 * Gatsby `matchPath` is `${prefix}*`.
 */
export type ClientRoute = { root: ListingRootKey; locale: LocaleCode; prefix: string; shell: string };

/** Every client route: one per listing root and language. */
export const CLIENT_ROUTES: readonly ClientRoute[] = LISTING_ROOTS.flatMap((root) =>
  LOCALES.map((locale) => {
    const prefix = localizePath(root.path, locale);
    return { root: root.key, locale: locale.code, prefix, shell: prefix };
  }),
);

/**
 * The client route a path (with its language prefix) falls under, or null.
 * @example clientRouteOf('/uae/properties/for-rent/in-jvc/studio/')?.shell // '/uae/properties/for-rent/'
 */
export function clientRouteOf(pathname: string): ClientRoute | null {
  return CLIENT_ROUTES.find((route) => pathname.startsWith(route.prefix)) ?? null;
}

const PAGE_DATA = /^\/page-data(\/.*\/)page-data\.json$/;

/**
 * Where the CDN (gatsby-adapter-netlify's rewrites of each `matchPath`) and the local server
 * send a request for a path under a client route that has no file: the shell's HTML, or
 * the shell's page-data for the page-data of a deep search; null for any other path.
 * `exists` says whether the path is a file the site built.
 * @example clientRouteRewrite('/page-data/properties/for-sale/in-dubai/2-bedroom/page-data.json', () => false) // '/page-data/properties/for-sale/page-data.json'
 */
export function clientRouteRewrite(pathname: string, exists: (path: string) => boolean): string | null {
  const pageData = PAGE_DATA.exec(pathname)?.[1];
  const route = clientRouteOf(pageData ?? pathname);
  if (!route || exists(pathname)) return null;
  const target = pageData === undefined ? route.shell : `/page-data${route.shell}page-data.json`;
  return target === pathname ? null : target;
}
