/**
 * The CDN's edge function (Netlify Edge Functions run it on Deno, before any file, rewrite
 * or Function): the answers of @brokerage/core/routing/path-answer, the same rule the local server
 * runs, with the build's route table (listings' former addresses, gone listings, editors'
 * redirects). Bundled with the URL grammar by plugins/site-netlify/edge-function.ts, which
 * defines SITE_HEADERS (the security headers of src/config/headers.ts for this build) and
 * ROUTE_TABLE (the build's .cache/site-routes.json). Where it runs is declared in
 * netlify.toml (EDGE_PATTERN, EDGE_EXCLUDED_PATTERN).
 */
import { pathAnswer, redirectCacheControl, redirectLocation } from '@brokerage/core/routing/path-answer';
import { routeLookup, type RouteTable } from '@brokerage/core/routing/route-table';

declare const SITE_HEADERS: { key: string; value: string }[];
declare const ROUTE_TABLE: RouteTable | null;

const routes = routeLookup(ROUTE_TABLE);

type Context = { next: () => Promise<Response> };

export default async function pathAnswers(request: Request, context: Context): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  const answer = pathAnswer(url.pathname, routes);
  if (!answer) return undefined;
  if ('location' in answer) {
    return new Response(null, {
      status: answer.status,
      headers: {
        location: redirectLocation(answer.location, url.search),
        'cache-control': redirectCacheControl(answer.status),
      },
    });
  }
  // Not found or gone: the page the path would get (the listing page shows its not-found
  // text for a search it cannot read, a gone listing its own page), with its status and
  // the site's headers, one value each.
  const page = await context.next();
  const headers = new Headers(page.headers);
  for (const { key, value } of SITE_HEADERS) headers.set(key, value);
  return new Response(page.body, { status: answer.status, headers });
}
