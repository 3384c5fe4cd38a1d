import { localeFromPath, localizePath, stripLocale } from '../i18n/locales';
import { readFormerPaths } from './listing-addresses';
import { checkRedirects, landingPath, type RedirectEntry } from './redirects';

/**
 * The lookup the build writes (`.cache/site-routes.json`) and the CDN's edge function and
 * the local server read through `pathAnswer`: the listings' former paths, the gone
 * listings and the editors' redirects. Its size follows the edits and the gone listings,
 * not the inventory. Listing paths are language-neutral and apply in every language.
 */
export type RouteTable = {
  version: 1;
  /** A listing's former path -> its current path. */
  moved: Record<string, string>;
  /** Current paths of listings no longer on the market (410). */
  gone: string[];
  /** Editors' redirects by `from` (language prefix included, as the editor typed it). */
  redirects: Record<string, { to: string; permanent: boolean }>;
};

/** Where the build writes the table, relative to the site's root (read by the local server and the Netlify adapter). */
export const ROUTE_TABLE_FILE = '.cache/site-routes.json';

/** A listing as the build knows it: its number, current path, former paths as stored, and whether it is gone. */
export type ListingAddress = { number: number; path: string | null; former: unknown; gone: boolean };

/**
 * How a request path is looked up: lower case, ending in `/` unless it names a file.
 * @example lookupKey('/Property-For-Sale/Flat-7') // '/property-for-sale/flat-7/'
 */
export function lookupKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  const last = lower.split('/').pop() ?? '';
  return lower.endsWith('/') || last.includes('.') ? lower : `${lower}/`;
}

const sorted = <T>(entries: Iterable<[string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The table of `listings` and the editors' `redirects`, and every entry left out, with
 * why: a former path that is another listing's current or former one, a redirect that
 * would chain or loop (redirects.ts). An editor's redirect to a listing's former path goes
 * straight to its current one.
 */
export function compileRouteTable({
  listings,
  redirects,
}: {
  listings: readonly ListingAddress[];
  redirects: readonly RedirectEntry[];
}): { table: RouteTable; problems: string[] } {
  const problems: string[] = [];
  const current = new Map<string, number>();
  for (const listing of listings) {
    if (!listing.path) continue;
    const path = lookupKey(listing.path);
    const other = current.get(path);
    if (other !== undefined) problems.push(`Listings ${other} and ${listing.number} both have the address ${path}.`);
    else current.set(path, listing.number);
  }
  const moved = new Map<string, { to: string; number: number }>();
  for (const listing of listings) {
    if (!listing.path) continue;
    const to = lookupKey(listing.path);
    for (const { path } of readFormerPaths(listing.former)) {
      const from = lookupKey(path);
      if (from === to) continue;
      const owner = current.get(from);
      const claimed = moved.get(from);
      if (owner !== undefined)
        problems.push(
          `Listing ${listing.number}'s former address ${from} is listing ${owner}'s current one: not redirected.`,
        );
      else if (claimed && claimed.number !== listing.number)
        problems.push(
          `Listings ${claimed.number} and ${listing.number} both had the address ${from}: it goes to listing ${claimed.number}.`,
        );
      else moved.set(from, { to, number: listing.number });
    }
  }
  const checked = checkRedirects(redirects);
  problems.push(...checked.problems);
  const followed = checked.redirects.map((redirect) => {
    const lands = landingPath(redirect.to);
    const listing = lands === null ? undefined : moved.get(stripLocale(lands));
    if (!lands || !listing) return redirect;
    const rest = redirect.to.slice(redirect.to.search(/[?#]|$/));
    return { ...redirect, to: `${localizePath(listing.to, localeFromPath(lands))}${rest}` };
  });
  return {
    table: {
      version: 1,
      moved: sorted([...moved].map(([from, { to }]) => [from, to])),
      gone: listings.flatMap((l) => (l.gone && l.path ? [lookupKey(l.path)] : [])).sort(),
      redirects: sorted(followed.map((r) => [r.from, { to: r.to, permanent: r.permanent }])),
    },
    problems,
  };
}

/** What the table answers for a path: an editor's redirect, a listing's former path, a gone listing, or nothing. */
export type RouteAnswer = { status: 301 | 302; location: string } | { status: 410 } | null;

/**
 * The table as a function of a request path (language prefix included, no query): sets
 * built once, so each request is a few map lookups.
 * @example routeLookup(table)('/uae/property-for-sale/old-slug-7/') // { status: 301, location: '/uae/property-for-sale/new-slug-7/' }
 */
export function routeLookup(table: RouteTable | null | undefined): (pathname: string) => RouteAnswer {
  if (!table) return () => null;
  const redirects = new Map(Object.entries(table.redirects));
  const moved = new Map(Object.entries(table.moved));
  const gone = new Set(table.gone);
  return (pathname) => {
    const key = lookupKey(pathname);
    const redirect = redirects.get(key);
    if (redirect) return { status: redirect.permanent ? 301 : 302, location: redirect.to };
    const locale = localeFromPath(key);
    const neutral = stripLocale(key);
    const to = moved.get(neutral);
    if (to) return { status: 301, location: localizePath(to, locale) };
    return gone.has(neutral) ? { status: 410 } : null;
  };
}
