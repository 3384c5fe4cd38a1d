import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, policyOptions, type PolicyOptions } from '../../src/config/headers';
import { stripLocale } from '../../src/i18n/locales';
import { canonicalRedirect, isSearchPath, rootOfPath } from '../../src/search/grammar';

/**
 * The policy options to serve a built site with: those its build recorded
 * (plugins/site-csp; the browser code calls the addresses it was built with), else those
 * of the environment.
 */
export function servedPolicy(root: string, env: Record<string, string | undefined>): PolicyOptions {
  const file = path.join(root, '.cache', 'csp-policy.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PolicyOptions) : policyOptions(env);
}

/**
 * Whether the CDN should answer `pathname` with 404 although a client route serves it:
 * a path under a listing root that the URL grammar does not read.
 */
export function isUnreadableSearchPath(pathname: string): boolean {
  const neutral = stripLocale(pathname);
  return rootOfPath(neutral) !== null && !isSearchPath(neutral);
}

/**
 * Sends `request` on to `target` and its answer back, with the status and headers `reply`
 * makes of it (by default, as they came); 502 when `target` cannot be reached. `agent`
 * false opens a connection per request (no kept-alive socket that the other side may
 * close at the moment it is reused).
 */
export function forward(
  target: URL,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  {
    reply = (answer) => ({ status: answer.statusCode ?? 502, headers: answer.headers }),
    agent,
  }: {
    reply?: (answer: http.IncomingMessage) => { status: number; headers: http.IncomingHttpHeaders };
    agent?: false;
  } = {},
): void {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host },
      ...(agent === false ? { agent } : {}),
    },
    (answer) => {
      const { status, headers } = reply(answer);
      response.writeHead(status, headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`Upstream error: ${error.message}`);
  });
  request.pipe(upstream);
}

/**
 * A reverse proxy in front of `gatsby serve` that answers with the site's headers
 * (src/config/headers.ts), as the CDN does, with a permanent redirect for a search path
 * spelt otherwise than its canonical form, and with 404 for search paths that do not
 * parse. Listens on 127.0.0.1.
 */
export function startSecureServer({
  upstream,
  port,
  policy,
}: {
  upstream: string;
  port: number;
  policy: PolicyOptions;
}) {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const canonical = request.method === 'GET' || request.method === 'HEAD' ? canonicalRedirect(pathname) : null;
    if (canonical) {
      response.writeHead(301, { location: `${canonical}${search}`, 'cache-control': 'public, max-age=3600' });
      response.end();
      return;
    }
    forward(target, request, response, {
      reply: (answer) => {
        const headers = { ...answer.headers };
        for (const { key, value } of headersFor(pathname, policy)) headers[key] = value;
        const html = String(headers['content-type'] ?? '').startsWith('text/html');
        const status =
          answer.statusCode === 200 && html && isUnreadableSearchPath(pathname) ? 404 : (answer.statusCode ?? 502);
        return { status, headers };
      },
    });
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
