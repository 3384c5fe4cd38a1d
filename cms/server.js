// @ts-check
'use strict';

/**
 * Headless entry point of the CMS:  node cms/server.js
 *
 * - works from any cwd (paths are resolved from __dirname)
 * - creates cms/.env with random secrets on first run (scripts/ensure-env.js)
 * - compiles config/ and src/ (TypeScript) into dist/ when a source is newer (scripts/compile.js)
 * - starts Strapi programmatically (no admin build), seeds on first start and mints
 *   the `site-build` API token (see src/index.js)
 * - prints exactly one line `CMS_READY http://HOST:PORT` on stdout when ready
 * - exits non-zero with a clear message on failure, stops cleanly on SIGTERM/SIGINT
 */
const path = require('path');
const fs = require('fs');

const appDir = __dirname;

/** An error's stack when it has one, else the thrown value as text. */
const describe = (/** @type {unknown} */ err) => (err instanceof Error && err.stack) || String(err);

/**
 * @param {string} message
 * @param {unknown} [err]
 * @returns {never}
 */
function fail(message, err) {
  process.stderr.write(`CMS_FAILED ${message}${err ? `: ${describe(err)}` : ''}\n`);
  process.exit(1);
}

let ready = false;
process.on('unhandledRejection', (err) => {
  if (!ready) fail('unhandled promise rejection during startup', err);
  process.stderr.write(`unhandled promise rejection: ${describe(err)}\n`);
});

const { loadCmsEnv, uploadsDir } = require('./scripts/ensure-env');
const { compile, DIST_DIR } = require('./scripts/compile');
try {
  loadCmsEnv();
} catch (err) {
  fail('could not prepare cms/.env', err);
}
try {
  compile();
} catch (err) {
  fail('could not compile cms/', err);
}

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
// A start whose environment says NODE_ENV=production is a hosted CMS (src/hosted.js): it never
// seeds demo content and never registers an administrator over HTTP. The local headless start
// runs Strapi in production mode too, as a local demo.
const hosted = process.env.NODE_ENV === 'production';
process.env.CMS_HOSTED = String(hosted);
if (hosted) process.env.DEMO_SEED = 'off';
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.env.SERVE_ADMIN = process.env.SERVE_ADMIN || 'false';
process.env.BROWSER = 'none';

fs.mkdirSync(uploadsDir(), { recursive: true });
// cms/.tmp holds the database, the outbox and the tokens: its owner's alone.
const tmpDir = path.join(appDir, '.tmp');
fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
fs.chmodSync(tmpDir, 0o700);

/**
 * Fails fast (before touching the database or rotating the token) when the port is taken.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
function assertPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const srv = require('net').createServer();
    srv.once('error', (/** @type {NodeJS.ErrnoException} */ err) =>
      reject(new Error(`cannot listen on ${host}:${port} (${err.code || err.message})`)),
    );
    srv.listen(port, host, () => srv.close(() => resolve()));
  });
}

async function main() {
  const seedOnly = process.argv.includes('--seed-only');
  if (!seedOnly) {
    try {
      await assertPortFree(process.env.HOST || '127.0.0.1', Number(process.env.PORT || 1337));
    } catch (err) {
      fail(/** @type {Error} */ (err).message);
    }
  }
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir, distDir: DIST_DIR, autoReload: false, serveAdminPanel: false });

  // Strapi's start() calls process.exit(1) itself on failure; make the reason explicit.
  const origStop = app.stop.bind(app);
  app.stop = (code = 1) => {
    if (code !== 0) process.stderr.write('CMS_FAILED Strapi could not start (see the error above)\n');
    return origStop(code);
  };

  if (seedOnly) {
    process.env.LEAD_DELIVERIES = 'off';
    // npm run seed [-- --reset]: register + bootstrap (locales, seed, token) without listening, then exit.
    try {
      await app.load();
    } catch (err) {
      if (err instanceof Error && err.name === 'SeedRefused') fail(err.message);
      throw err;
    }
    await app.destroy();
    process.stdout.write('CMS_SEEDED\n');
    process.exit(0);
  }

  await app.start();
  // Node's clients keep connections alive (Node 19+), and Node's server closes an idle one
  // after 5 s: a build whose next request to the CMS comes later, on a busy machine, could
  // be sent on a socket the CMS was closing (ECONNRESET while sourcing). Keep idle sockets
  // longer than any client waits between two requests of one build.
  app.server.httpServer.keepAliveTimeout = 65_000;
  app.server.httpServer.headersTimeout = 66_000;

  const { host, port } = /** @type {{ host: string, port: number }} */ (app.config.get('server'));
  ready = true;
  process.stdout.write(`CMS_READY http://${host}:${port}\n`);
}

main().catch((err) => fail('startup error', err));
