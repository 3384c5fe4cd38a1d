import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUIET_ENV, ROOT } from '../../packages/local-stack/paths.mjs';
import { freePort, waitForHttp } from '../../packages/local-stack/ports.mjs';

const NETLIFY_BIN = path.join(ROOT, 'node_modules', 'netlify-cli', 'bin', 'run.js');

/**
 * The build for Netlify: gatsby-adapter-netlify through plugins/site-netlify writes
 * public/_headers and _redirects, .netlify/functions-internal and the edge function.
 * NETLIFY_LOCAL keeps the adapter's build cache in .netlify/ (on Netlify it is /opt/build/cache).
 */
export const NETLIFY_BUILD_ENV = { NETLIFY: 'true', NETLIFY_LOCAL: 'true' };

/** Where the adapter writes the Functions; `netlify dev` empties it on start (leftovers of a build, to it). */
const ADAPTER_FUNCTIONS = path.join(ROOT, '.netlify', 'functions-internal');
/**
 * A copy of them, taken after each Netlify build, that `netlify dev` serves as the site's
 * own Functions: as deep as the adapter's folder, so their relative requires hold.
 */
const SERVED_FUNCTIONS = path.join(ROOT, '.netlify', 'functions-emulated');
const hasFunctions = (dir) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * The edge functions' runtime (Netlify's bootstrap) from npm: netlify-cli would import it
 * from Netlify's servers, which this machine does not reach. @netlify/edge-functions-dev,
 * which netlify-cli installs, carries the same runtime bundled (its `boot`).
 */
function edgeBootstrap() {
  const require = createRequire(path.join(ROOT, 'node_modules', 'netlify-cli', 'package.json'));
  const main = require.resolve('@netlify/edge-functions-dev');
  return pathToFileURL(path.join(path.dirname(main), '..', 'deno', 'bootstrap.mjs')).href;
}

/**
 * netlify-cli's local emulation of the CDN over a Netlify build, offline, on 127.0.0.1 and
 * a free port: `_headers`, `_redirects`, the Functions and the edge function (run by the
 * npm package `deno`, which node_modules/.bin puts on PATH, so netlify-cli downloads none).
 * `env` reaches the Functions. Stopped by its process group, which it leads.
 */
export async function startNetlifyDev({ env = {} } = {}) {
  if (hasFunctions(ADAPTER_FUNCTIONS)) {
    rmSync(SERVED_FUNCTIONS, { recursive: true, force: true });
    cpSync(ADAPTER_FUNCTIONS, SERVED_FUNCTIONS, { recursive: true });
  }
  if (!hasFunctions(SERVED_FUNCTIONS)) throw new Error('No Netlify build to serve: build with NETLIFY=true first.');
  const port = await freePort(0);
  const child = spawn(
    process.execPath,
    [
      NETLIFY_BIN,
      'dev',
      // The site is the repository's root. Started there, netlify-cli takes the npm workspace
      // (packages/core, the only one) for the site to run: it served ../public from there,
      // with no Functions and no edge function. It honours --cwd only when it differs from
      // the directory it was started in, so it starts in netlify/ (below).
      '--cwd',
      ROOT,
      '--offline',
      '--dir',
      path.join(ROOT, 'public'),
      '--functions',
      SERVED_FUNCTIONS,
      '--port',
      String(port),
      '--no-open',
      '--skip-gitignore',
    ],
    {
      cwd: path.join(ROOT, 'netlify'),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...QUIET_ENV,
        ...env,
        PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
        NETLIFY_TELEMETRY_DISABLED: '1',
        NETLIFY_EDGE_BOOTSTRAP: edgeBootstrap(),
        BROWSER: 'none',
      },
    },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
    if (process.env.NETLIFY_DEV_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`netlify dev exited with ${code}:\n${output}`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      };
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      kill('SIGTERM');
    });
  try {
    await Promise.race([waitForHttp(`${url}/`, 180_000), exited]);
    // The edge function is bundled by Deno on the first request under a listing root.
    await Promise.race([waitForHttp(`${url}/properties/for-sale/in-dubai/`, 180_000), exited]);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
  return { url, child, stop, output: () => output };
}
