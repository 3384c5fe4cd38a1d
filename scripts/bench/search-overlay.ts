// The search benchmark's server between the site's CDN proxy and `gatsby serve`: the
// benchmark's own listings' search files (written by the build's writer into a folder of
// its own) are served from there, everything else by `gatsby serve` from public/.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { forward } from '../../src/server/secure-server';

/** A connect middleware, as express's static server and compression are. */
type Middleware = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: (error?: unknown) => void,
) => void;

// The static server and compression `gatsby serve` itself uses (its own dependencies), so an
// overlaid file goes over the wire as gatsby serve would send it from public/.
const fromGatsby = createRequire(path.join(ROOT, 'node_modules', 'gatsby', 'package.json'));
const serveStatic = (fromGatsby('express') as { static: (root: string) => Middleware }).static;
const compression = fromGatsby('compression') as () => Middleware;

/**
 * Starts the server on 127.0.0.1: a request under /search/ for a file that `folder()` (a
 * public/ folder of the benchmark's) holds is answered from it, compressed; any other goes
 * to `upstream` as it is.
 */
export async function startSearchOverlay(
  upstream: string,
  folder: () => string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(upstream);
  const compress = compression();
  const statics = new Map<string, Middleware>();
  // A connection per request to gatsby serve, and the site's proxy's kept-alive sockets
  // kept longer than it keeps them: on a busy machine a socket closed by one side as the
  // other reuses it answered 502 now and then.
  const pass = (request: http.IncomingMessage, response: http.ServerResponse) =>
    forward(target, request, response, { agent: false });
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const dir = folder();
    if (!pathname.startsWith('/search/') || !existsSync(path.join(dir, pathname))) return pass(request, response);
    if (!statics.has(dir)) statics.set(dir, serveStatic(dir));
    compress(request, response, () => statics.get(dir)!(request, response, () => pass(request, response)));
  });
  server.keepAliveTimeout = 60_000;
  const port = await freePort(0);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
