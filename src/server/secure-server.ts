import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, policyOptions, type PolicyOptions } from '../config/headers';
import { clientRouteRewrite } from '@brokerage/core/routing/client-routes';
import { pathAnswer, redirectCacheControl, redirectLocation } from '@brokerage/core/routing/path-answer';
import { routeLookup, type RouteTable } from '@brokerage/core/routing/route-table';

/**
 * The policy options to serve a built site with: those its build recorded
 * (plugins/site-csp; the browser code calls the addresses it was built with), else those
 * of the environment.
 */
export function servedPolicy(root: string, env: Record<string, string | undefined>): PolicyOptions {
  const file = path.join(root, '.cache', 'csp-policy.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PolicyOptions) : policyOptions(env);
}

/** The route table the last build wrote (plugins/site-pages: one reader for this server and the edge function). */
export { readRouteTable as servedRoutes } from '../../plugins/site-pages/route-table-file';

/**
 * Whether the site built a file for a request path, as a CDN sees it: `/a/` is
 * `public/a/index.html`, anything else the file itself.
 */
export function builtFile(publicDir: string): (pathname: string) => boolean {
  return (pathname) => {
    const file = path.join(publicDir, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
    return file.startsWith(publicDir) && existsSync(file);
  };
}

/**
 * Sends `request` on to `target` and its answer back, with the status and headers `reply`
 * makes of it (by default, as they came); 502 when `target` cannot be reached. `path`
 * replaces the request's path (a rewrite). `agent` false opens a connection per request (no
 * kept-alive socket that the other side may close at the moment it is reused).
 */
export function forward(
  target: URL,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  {
    reply = (answer) => ({ status: answer.statusCode ?? 502, headers: answer.headers }),
    agent,
    path = request.url,
  }: {
    reply?: (answer: http.IncomingMessage) => { status: number; headers: http.IncomingHttpHeaders };
    agent?: false;
    path?: string;
  } = {},
): void {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path,
      headers: { ...request.headers, host: target.host },
      ...(agent === false ? { agent } : {}),
    },
    (answer) => {
      const { status, headers } = reply(answer);
      response.writeHead(status, headers);
      // The upstream's connection lost mid-answer: the visitor's is cut too, not left hanging.
      answer.on('error', () => response.destroy());
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    // After the answer has begun (an upstream that sent more than it said, or broke off
    // while a rebuild replaced the file it was sending) a 502 cannot be sent: the answer is
    // cut short, and the server goes on serving.
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`Upstream error: ${error.message}`);
  });
  request.pipe(upstream);
}

/**
 * A reverse proxy in front of `gatsby serve` that answers as the CDN does: the site's
 * headers (src/config/headers.ts), the answers of packages/core/src/routing/path-answer.ts (the build's
 * route table of `routes`: an editor's redirect, a listing's former address, 410 for a
 * gone listing's page; a permanent redirect for a search spelt otherwise than its canonical
 * form, 404 for a search path that does not parse), and a deep search (a path under a listing root with no page of its own,
 * and its page-data) rewritten to its root's page (packages/core/src/routing/client-routes.ts), as the
 * CDN's rewrites do. `exists` says whether a path is a built file (`builtFile`). Listens
 * on 127.0.0.1.
 */
export function startSecureServer({
  upstream,
  port,
  policy,
  exists,
  routes = null,
}: {
  upstream: string;
  port: number;
  policy: PolicyOptions;
  exists: (pathname: string) => boolean;
  routes?: RouteTable | null;
}) {
  const target = new URL(upstream);
  const lookup = routeLookup(routes);
  const server = http.createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const read = request.method === 'GET' || request.method === 'HEAD';
    const answer = read ? pathAnswer(pathname, lookup) : null;
    if (answer && 'location' in answer) {
      response.writeHead(answer.status, {
        location: redirectLocation(answer.location, search),
        'cache-control': redirectCacheControl(answer.status),
      });
      response.end();
      return;
    }
    const rewrite = read ? clientRouteRewrite(pathname, exists) : null;
    forward(target, request, response, {
      path: rewrite ? `${rewrite}${search}` : request.url,
      reply: (upstreamAnswer) => {
        const headers = { ...upstreamAnswer.headers };
        // A Function says how its answers are cached (`no-store`): the CDN keeps that too.
        const own = pathname.startsWith('/api/') ? headers['cache-control'] : undefined;
        for (const { key, value } of headersFor(pathname, policy)) headers[key] = value;
        if (own) headers['cache-control'] = own;
        const html = String(headers['content-type'] ?? '').startsWith('text/html');
        const status =
          upstreamAnswer.statusCode === 200 && html && answer && !('location' in answer)
            ? answer.status
            : (upstreamAnswer.statusCode ?? 502);
        return { status, headers };
      },
    });
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
