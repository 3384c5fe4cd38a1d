// npm run bench:build: prints the full build time and the rebuild times after one property
// is edited in the CMS and after one CMS page is edited, for the default seed and for
// SEED_PROPERTIES=5000 or 20000 (each its own database), and the time from each single
// publish to the rebuilt page being served: the CMS's rebuild webhook (default 10 s quiet
// period) calls a local build hook that runs `gatsby build` while the site is served, and
// the page is polled until it shows the change. Also: pages built and deferred (DSG),
// the size of public/, and the peak memory of the largest build process.
// `--only=5` runs only the scenarios whose name starts with 5. `--netlify` builds for
// Netlify (gatsby-adapter-netlify through plugins/site-netlify) and also prints the CDN's
// files: _headers and _redirects, the Functions (the files each takes along) and the edge
// function. Figures only; nothing here asserts a time. The edits are put back afterwards.
import { execFileSync, execSync } from 'node:child_process';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { closeSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from './lib/cms.mjs';
import { NETLIFY_BUILD_ENV } from './lib/netlify-dev.mjs';
import { GATSBY_BIN, PUBLIC_DIR, QUIET_ENV, ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';
import { serveSite } from './lib/site.mjs';

const SCENARIOS = [
  { name: 'default seed', env: {} },
  { name: '5,000 properties', env: { SEED_PROPERTIES: '5000', DATABASE_FILENAME: '.tmp/bench-5000.db' } },
  { name: '20,000 properties', env: { SEED_PROPERTIES: '20000', DATABASE_FILENAME: '.tmp/bench-20000.db' } },
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const netlify = process.argv.includes('--netlify');
const BUILD_ENV = netlify ? NETLIFY_BUILD_ENV : {};

let cms = null;
let site = null;
stopOnSignals(() => [cms?.child, site?.child].filter(Boolean));
const { listingPath } = await tsImport('../src/routing/listing-addresses.ts', import.meta.url);
const { cmsClient } = await tsImport('./lib/cms-client.ts', import.meta.url);

/**
 * A local stand-in for Netlify's build hook: each POST starts `gatsby build`, one at a
 * time (a POST during a build queues one more), as Netlify queues builds.
 */
async function startBuildHook(env, port) {
  const hook = { calls: [], builds: [], building: null, queued: false };
  const build = async () => {
    const started = Date.now();
    const stats = await timedBuild(env);
    hook.builds.push({ started, ended: Date.now(), ...stats });
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

/** Polls the served page until its HTML holds `text`; resolves with the time it did. */
async function servedWith(url, text, timeoutMs = 1_800_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await fetch(url).then(
      (r) => r.text(),
      () => '',
    );
    if (html.includes(text)) return Date.now();
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not show ${JSON.stringify(text)} within ${timeoutMs / 1000} s`);
}

/** Pages Gatsby built and deferred (DSG), from the list plugins/site-sitemap writes after each build. */
function renderedPages() {
  const { pages } = JSON.parse(readFileSync(path.join(ROOT, '.cache', 'site-pages.json'), 'utf8'));
  return {
    built: pages.filter((p) => p.rendered === 'build').length,
    deferred: pages.filter((p) => p.rendered === 'request').length,
  };
}

const publicMB = () => Number(execFileSync('du', ['-sb', PUBLIC_DIR], { encoding: 'utf8' }).split('\t')[0]) / 1e6;

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

/** Bytes of a file, or of every file under a folder. */
function bytesOf(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + bytesOf(path.join(target, name)), 0);
}

/**
 * The CDN's files of a Netlify build: _headers and _redirects, each Function with the files
 * it takes along (the adapter's manifest: its `includedFiles`, the engine's datastore among
 * them), and the edge function.
 */
function cdnFiles() {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const lines = [
    `_headers ${kb(bytesOf(path.join(PUBLIC_DIR, '_headers')))}, _redirects ${kb(bytesOf(path.join(PUBLIC_DIR, '_redirects')))}`,
  ];
  const functionsDir = path.join(ROOT, '.netlify', 'functions-internal');
  for (const name of readdirSync(functionsDir).sort()) {
    const manifest = JSON.parse(readFileSync(path.join(functionsDir, name, `${name}.json`), 'utf8'));
    // The engine's patterns name folders with `/**`, files by their path.
    const included = manifest.config.includedFiles.map((p) =>
      path.join(ROOT, p.replace(/\/\*\*$/, '').replace(/\*/g, '')),
    );
    lines.push(
      `Function ${name}: ${mb(included.reduce((sum, p) => sum + bytesOf(p), 0) + bytesOf(path.join(functionsDir, name)))}`,
    );
  }
  lines.push(`edge function ${kb(bytesOf(path.join(ROOT, '.netlify', 'v1', 'edge-functions')))}`);
  return lines.join('; ');
}

let buildCount = 0;

/**
 * Runs `gatsby build` under /usr/bin/time with its output in a log file; a failed build
 * prints the log's end; each build keeps its own log, for reading where its time went. Returns its seconds and the peak resident memory of its largest
 * process (the main process or one of its HTML workers), in MB.
 */
async function timedBuild(env) {
  const started = Date.now();
  buildCount += 1;
  const log = path.join(os.tmpdir(), `bench-build-${process.pid}-${buildCount}.log`);
  const memoryFile = path.join(os.tmpdir(), `bench-build-${process.pid}.rss`);
  const fd = openSync(log, 'w');
  try {
    await run('/usr/bin/time', ['-f', '%M', '-o', memoryFile, process.execPath, GATSBY_BIN, 'build'], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV, ...BUILD_ENV, ...env },
      stdio: ['ignore', fd, fd],
    });
  } catch (error) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${error.message}; the end of its output (${log}):\n${tail}`);
  } finally {
    closeSync(fd);
  }
  const peakMB = Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) / 1024;
  return { seconds: (Date.now() - started) / 1000, peakMB };
}

/**
 * Changes one property's price through the CMS REST API, as an editor's save would;
 * returns its page, what the page shows once rebuilt, and how to put it back.
 */
async function editOneProperty(url, writeToken) {
  const { api } = cmsClient(url, writeToken);
  const property = (await api('GET', 'properties?pagination[pageSize]=1&sort=id:asc')).data[0];
  const price = property.price + 1000;
  await api('PUT', `properties/${property.documentId}`, { price });
  return {
    path: listingPath(property),
    shows: `data-price-aed="${price}"`,
    restore: () => api('PUT', `properties/${property.documentId}`, { price: property.price }),
  };
}

/** Publishes a new banner title of the English contact page, as an editor would. */
async function editOnePage(url, writeToken) {
  const { api } = cmsClient(url, writeToken);
  const page = (await api('GET', 'pages?locale=en&filters[Slug][$startsWith]=contact&pagination[pageSize]=1')).data[0];
  const title = `${page.Banner_Title || page.Title} ${Date.now().toString(36)}`;
  const resource = `pages/${page.documentId}?locale=en&status=published`;
  await api('PUT', resource, { Banner_Title: title });
  return {
    path: `/${page.Slug}/`,
    shows: title,
    restore: () => api('PUT', resource, { Banner_Title: page.Banner_Title }),
  };
}

/** One editor's publish, timed until the served page shows it; returns the timings. */
async function publishAndWait(cms, site, hook, edit) {
  const calls = hook.calls.length;
  const builds = hook.builds.length;
  const published = Date.now();
  const edited = await edit(cms.url, cms.writeToken);
  const served = await servedWith(`${site.url}${edited.path}`, edited.shows);
  // The hook's build is done when the next one starts or the hook closes; wait for it.
  while (hook.builds.length === builds) await new Promise((r) => setTimeout(r, 250));
  const build = hook.builds[builds];
  return {
    restore: edited.restore,
    hookDelay: ((hook.calls[calls] ?? served) - published) / 1000,
    rebuild: (build.ended - build.started) / 1000,
    rebuildPeakMB: build.peakMB,
    publishToServed: (served - published) / 1000,
  };
}

const HEADER =
  'scenario           CMS start  full build  peak memory  property edit: rebuild  publish -> served  page edit: rebuild  publish -> served  pages built  deferred  HTML size  public/';
const secs = (n, width) => `${n.toFixed(1)} s`.padStart(width);
const format = (r) =>
  [
    r.scenario.padEnd(18),
    secs(r.cmsStart, 9),
    secs(r.full, 10),
    `${Math.round(r.peakMB)} MB`.padStart(11),
    secs(r.property.rebuild, 22),
    secs(r.property.publishToServed, 17),
    secs(r.page.rebuild, 18),
    secs(r.page.publishToServed, 17),
    String(r.built).padStart(11),
    String(r.deferred).padStart(8),
    `${r.htmlMB.toFixed(0)} MB`.padStart(9),
    `${r.publicMB.toFixed(0)} MB`.padStart(7),
  ].join('  ');

const rows = [];
let failed = false;
for (const scenario of SCENARIOS.filter((s) => !only || s.name.startsWith(only))) {
  const restores = [];
  try {
    console.log(`\n[bench:build] ${scenario.name}: starting the CMS (seeds on first use)...`);
    const cmsStarted = Date.now();
    // The CMS posts to the hook (listening once the full build is done) after its quiet period.
    const hookPort = await freePort(0);
    cms = await startCms({
      env: { ...scenario.env, REBUILD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/build-hook` },
      automation: true,
    });
    const cmsSeconds = (Date.now() - cmsStarted) / 1000;
    const env = { STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token };
    execSync(`"${process.execPath}" "${GATSBY_BIN}" clean`, {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, ...QUIET_ENV, ...env },
    });
    const full = await timedBuild(env);
    const html = countHtml(PUBLIC_DIR);
    const { built, deferred } = renderedPages();
    const size = publicMB();
    const cdn = netlify ? cdnFiles() : null;
    if (cdn) console.log(`[bench:build] ${scenario.name}: ${cdn}`);
    console.log(
      `[bench:build] ${scenario.name}: full build ${full.seconds.toFixed(1)} s, ${built} pages built, ${deferred} deferred; publishing one price change...`,
    );
    site = await serveSite();
    const hook = await startBuildHook(env, hookPort);
    const property = await publishAndWait(cms, site, hook, editOneProperty);
    restores.push(property.restore);
    console.log(
      `[bench:build] ${scenario.name}: property edit served after ${property.publishToServed.toFixed(1)} s; publishing one page change...`,
    );
    const page = await publishAndWait(cms, site, hook, editOnePage);
    restores.push(page.restore);
    await hook.close();
    const row = {
      scenario: scenario.name,
      cmsStart: cmsSeconds,
      full: full.seconds,
      peakMB: Math.max(full.peakMB, property.rebuildPeakMB, page.rebuildPeakMB),
      property,
      page,
      built,
      deferred,
      htmlMB: html.bytes / 1e6,
      publicMB: size,
      cdn,
    };
    rows.push(row);
    console.log(`${HEADER}\n${format(row)}`);
  } catch (error) {
    failed = true;
    console.error(`[bench:build] ${scenario.name} failed: ${error.message}`);
  } finally {
    for (const restore of restores.reverse())
      await restore().catch((error) => console.error(`[bench:build] could not put an edit back: ${error.message}`));
    await site?.stop();
    site = null;
    await cms?.stop();
    cms = null;
  }
}
console.log(`\n${HEADER}`);
for (const r of rows) console.log(format(r));
for (const r of rows.filter((row) => row.cdn)) console.log(`${r.scenario}: ${r.cdn}`);
if (failed) process.exitCode = 1;
