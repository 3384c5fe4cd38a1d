// npm run bench:build: prints the full build time and the rebuild time after one property
// is edited in the CMS, for the default seed and for SEED_PROPERTIES=5000 (its own database),
// and the time from that single publish to the rebuilt page being served: the CMS's rebuild
// webhook (default 10 s quiet period) calls a local build hook that runs `gatsby build`
// while the site is served, and the property page is polled until it shows the new price.
// Figures only; nothing here asserts a time.
import { execSync } from 'node:child_process';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { closeSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from './lib/cms.mjs';
import { GATSBY_BIN, PUBLIC_DIR, QUIET_ENV, ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';
import { serveSite } from './lib/site.mjs';

const SCENARIOS = [
  { name: 'default seed', env: {} },
  { name: '5,000 properties', env: { SEED_PROPERTIES: '5000', DATABASE_FILENAME: '.tmp/bench-5000.db' } },
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

let cms = null;
let site = null;
stopOnSignals(() => [cms?.child, site?.child].filter(Boolean));
const { propertyPath } = await tsImport('../src/search/property-path.ts', import.meta.url);

/**
 * A local stand-in for Netlify's build hook: each POST starts `gatsby build`, one at a
 * time (a POST during a build queues one more), as Netlify queues builds.
 */
async function startBuildHook(env, port) {
  const hook = { calls: [], builds: [], building: null, queued: false };
  const build = async () => {
    const started = Date.now();
    await timedBuild(env);
    hook.builds.push({ started, ended: Date.now() });
  };
  const schedule = () => {
    if (hook.building) {
      hook.queued = true;
      return;
    }
    hook.building = build()
      .catch((error) => console.error(`[bench:build] hook build failed: ${error.message}`))
      .finally(() => {
        hook.building = null;
        if (hook.queued) {
          hook.queued = false;
          schedule();
        }
      });
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      hook.calls.push(Date.now());
      response.writeHead(202).end();
      schedule();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  hook.close = async () => {
    await hook.building;
    await new Promise((resolve) => server.close(resolve));
  };
  return hook;
}

/** Polls the served page until its HTML shows `price`; resolves with the time it did. */
async function servedWithPrice(url, price, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await fetch(url).then((r) => r.text(), () => '');
    if (html.includes(`data-price-aed="${price}"`)) return Date.now();
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not show the price ${price} within ${timeoutMs / 1000} s`);
}

function countHtml(dir) {
  let count = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const sub = countHtml(full);
      count += sub.count;
      bytes += sub.bytes;
    } else if (name.endsWith('.html')) {
      count++;
      bytes += stat.size;
    }
  }
  return { count, bytes };
}

/** Runs `gatsby build` with its output in a log file; a failed build prints the log's end. */
async function timedBuild(env) {
  const started = Date.now();
  const log = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);
  const fd = openSync(log, 'w');
  try {
    await run(process.execPath, [GATSBY_BIN, 'build'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV, ...env }, stdio: ['ignore', fd, fd] });
  } catch (error) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${error.message}; the end of its output (${log}):\n${tail}`);
  } finally {
    closeSync(fd);
  }
  return (Date.now() - started) / 1000;
}

/** Changes one property's price through the CMS REST API, as an editor's save would; returns its page and new price. */
async function editOneProperty(url, writeToken) {
  const headers = { Authorization: `Bearer ${writeToken}`, 'Content-Type': 'application/json' };
  const list = await (await fetch(`${url}/api/properties?pagination[pageSize]=1&sort=id:asc`, { headers })).json();
  const property = list.data[0];
  const price = property.price + 1000;
  const response = await fetch(`${url}/api/properties/${property.documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ data: { price } }),
  });
  if (!response.ok) throw new Error(`editing property ${property.documentId} failed: HTTP ${response.status}`);
  return { path: propertyPath(property), price };
}

const HEADER = 'scenario           CMS start  full build  rebuild after 1 edit  publish -> hook  publish -> served  HTML pages  HTML size';
const format = (r) =>
  `${r.scenario.padEnd(18)} ${`${r.cmsStart.toFixed(1)} s`.padStart(9)}  ${`${r.full.toFixed(1)} s`.padStart(10)}  ${`${r.rebuild.toFixed(1)} s`.padStart(20)}  ${`${r.hookDelay.toFixed(1)} s`.padStart(15)}  ${`${r.publishToServed.toFixed(1)} s`.padStart(17)}  ${String(r.pages).padStart(10)}  ${`${r.htmlMB.toFixed(1)} MB`.padStart(9)}`;

const rows = [];
let failed = false;
for (const scenario of SCENARIOS.filter((s) => !only || s.name.startsWith(only))) {
  try {
    console.log(`\n[bench:build] ${scenario.name}: starting the CMS (seeds on first use)...`);
    const cmsStarted = Date.now();
    // The CMS posts to the hook (listening once the full build is done) after its quiet period.
    const hookPort = await freePort(0);
    cms = await startCms({ env: { ...scenario.env, REBUILD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/build-hook` }, automation: true });
    const cmsSeconds = (Date.now() - cmsStarted) / 1000;
    const env = { STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token };
    execSync(`"${process.execPath}" "${GATSBY_BIN}" clean`, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...QUIET_ENV, ...env } });
    const full = await timedBuild(env);
    const pages = countHtml(PUBLIC_DIR);
    console.log(`[bench:build] ${scenario.name}: full build ${full.toFixed(1)} s, ${pages.count} HTML pages; publishing one price change...`);
    site = await serveSite();
    const hook = await startBuildHook(env, hookPort);
    const published = Date.now();
    const edited = await editOneProperty(cms.url, cms.writeToken);
    const served = await servedWithPrice(`${site.url}${edited.path}`, edited.price);
    await hook.close();
    const hookBuild = hook.builds[0];
    const hookDelay = ((hook.calls[0] ?? served) - published) / 1000;
    const rebuild = hookBuild ? (hookBuild.ended - hookBuild.started) / 1000 : NaN;
    const publishToServed = (served - published) / 1000;
    const row = { scenario: scenario.name, cmsStart: cmsSeconds, full, rebuild, hookDelay, publishToServed, pages: pages.count, htmlMB: pages.bytes / 1e6 };
    rows.push(row);
    console.log(`${HEADER}\n${format(row)}`);
  } catch (error) {
    failed = true;
    console.error(`[bench:build] ${scenario.name} failed: ${error.message}`);
  } finally {
    await site?.stop();
    site = null;
    await cms?.stop();
    cms = null;
  }
}
console.log(`\n${HEADER}`);
for (const r of rows) console.log(format(r));
if (failed) process.exitCode = 1;
