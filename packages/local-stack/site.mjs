import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GATSBY_BIN, PUBLIC_DIR, QUIET_ENV, ROOT } from './paths.mjs';
import { freePort, waitForHttp } from './ports.mjs';
import { stop } from './processes.mjs';

/**
 * Serves the built site on 127.0.0.1 and a free port: `gatsby serve` on an internal port
 * behind a small proxy that answers as the CDN does: its headers (CSP, HSTS, cache rules
 * from src/config/headers.ts), 301 and 404 for search paths (packages/core/src/routing/path-answer.ts)
 * and deep searches rewritten to their root's page. `env` reaches the
 * Functions (the forms Function needs STRAPI_API_URL and its token, see startCms).
 * `between`, given gatsby serve's address, starts a server the proxy calls instead (the
 * search benchmark's, which serves its own listings' search files and passes on the rest).
 */
export async function serveSite({ port, env = {}, between } = {}) {
  if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('public/ has no built site: run `npm run build` first.');
  }
  const chosen = port ?? (await freePort(9000));
  const internal = await freePort(0);
  const gatsby = await serveGatsby(internal, env);
  let middle = null;
  try {
    middle = between ? await between(gatsby.url) : null;
    const { startSecureServer, servedPolicy, servedRoutes, builtFile } = await tsImport(
      '../../src/server/secure-server.ts',
      import.meta.url,
    );
    const server = await startSecureServer({
      upstream: middle?.url ?? gatsby.url,
      port: chosen,
      policy: servedPolicy(ROOT, process.env),
      exists: builtFile(PUBLIC_DIR),
      routes: servedRoutes(ROOT),
    });
    const url = `http://127.0.0.1:${chosen}`;
    const stopAll = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await middle?.stop();
      await gatsby.stop();
    };
    return { url, child: gatsby.child, output: gatsby.output, stop: stopAll };
  } catch (error) {
    await middle?.stop();
    await gatsby.stop();
    throw error;
  }
}

/** `gatsby serve` of public/ on 127.0.0.1:`port`. */
async function serveGatsby(chosen, env) {
  const child = spawn(process.execPath, [GATSBY_BIN, 'serve', '--host', '127.0.0.1', '--port', String(chosen)], {
    cwd: ROOT,
    // Local development unless the caller says production: `gatsby serve` would otherwise set
    // NODE_ENV=production itself, and the forms Function then refuses to run without its
    // captcha secret and client-address header (src/forms/server/config.ts).
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: process.env.NODE_ENV || 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output to explain a failed start.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`gatsby serve exited with ${code}`))),
  );
  const url = `http://127.0.0.1:${chosen}`;
  try {
    // Its start loads the query engine: over a minute on a machine busy with other builds.
    await Promise.race([waitForHttp(`${url}/`, 180_000), exited]);
  } catch (error) {
    await stop(child);
    throw new Error(`${error.message}\n${output}`);
  }
  child.stdout.resume();
  child.stderr.resume();
  return { url, child, output: () => output, stop: () => stop(child) };
}
