// npm run bench:build: prints the full build time and the rebuild times after one property
// is edited in the CMS and after one CMS page is edited, for the default seed and for
// SEED_PROPERTIES=5000 or 20000 (each its own database), and the time from each single
// publish to the rebuilt page being served: the CMS's rebuild webhook (default 5 s quiet
// period) calls a local build hook that runs `gatsby build` while the site is served, and
// the page is polled until it shows the change. Also: pages built and deferred (DSG),
// the size of public/, and the peak memory of the largest build process.
// `--only=5` runs only the scenarios whose name starts with 5. `--netlify` builds for
// Netlify (gatsby-adapter-netlify through plugins/site-netlify) and also prints the CDN's
// files: _headers and _redirects, the Functions (the files each takes along) and the edge
// function. `--runs=N` publishes each kind of edit N times (a different listing each time)
// and prints medians; `--batch=N` then changes N listings' prices at once. Each build's
// phases (sourcing, schema, createPages, queries, HTML, the rest) are printed from its log.
// Figures only; nothing here asserts a time. The edits are put back afterwards.
import { execFileSync, execSync } from 'node:child_process';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { closeSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { NETLIFY_BUILD_ENV } from '../lib/netlify-dev.mjs';
import { GATSBY_BIN, PUBLIC_DIR, QUIET_ENV, ROOT } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { median } from './median.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { finishCdnBuild } from '../lib/build-site.mjs';

const SCENARIOS = [
  { name: 'default seed', env: {} },
  { name: '5,000 properties', env: { SEED_PROPERTIES: '5000', DATABASE_FILENAME: '.tmp/bench-5000.db' } },
  { name: '20,000 properties', env: { SEED_PROPERTIES: '20000', DATABASE_FILENAME: '.tmp/bench-20000.db' } },
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const netlify = process.argv.includes('--netlify');
/** `--runs=N`: publishes of each kind (property edit, page edit); their medians are printed. */
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
/** `--batch=N`: then N listings' prices changed at once (a feed import's or a bulk edit's load). */
const BATCH = Number(process.argv.find((a) => a.startsWith('--batch='))?.slice(8) ?? 0);
const BUILD_ENV = netlify ? NETLIFY_BUILD_ENV : {};

let cms = null;
let site = null;
stopOnSignals(() => [cms?.child, site?.child].filter(Boolean));
const { listingPath } = await tsImport('../../src/routing/listing-addresses.ts', import.meta.url);
const { cmsClient } = await tsImport('../../packages/local-stack/cms-client.ts', import.meta.url);

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
    console.log(
      `[bench:build]   build ${hook.builds.length} by the hook: ${stats.seconds.toFixed(1)} s (${phaseLine(stats.phases)}). ${stats.plan} Largest other activities: ${stats.rest}.`,
    );
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
 * it takes along (`functions`: the lines of the step after the build, the engine's compacted
 * datastore among them), and the edge function.
 */
function cdnFiles(functions) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `_headers ${kb(bytesOf(path.join(PUBLIC_DIR, '_headers')))}, _redirects ${kb(bytesOf(path.join(PUBLIC_DIR, '_redirects')))}`,
    ...functions,
    `edge function ${kb(bytesOf(path.join(ROOT, '.netlify', 'site-edge')))}`,
  ].join('; ');
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
  // A build for the CDN ends with the engine's datastore compacted and each Function's size
  // checked (scripts/lib/build-site.mjs), as on Netlify: part of the build's time.
  const functions = netlify ? await finishCdnBuild() : [];
  const peakMB = Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) / 1024;
  const seconds = (Date.now() - started) / 1000;
  const text = stripVTControlCharacters(readFileSync(log, 'utf8'));
  // plugins/site-pages says what its planning took and what Gatsby's createPage took a page.
  // and how many pages it created and kept unchanged (keep-pages.ts).
  // (Gatsby's reporter wraps long lines.)
  const plan = [
    text.match(/Page plan: [\s\S]*?a page\)\.(?:\s+Planning:[\s\S]*? s\.)?/)?.[0],
    text.match(/\d+ pages created,\s+\d+\s+kept/)?.[0],
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  return { seconds, peakMB, phases: phasesOf(text, seconds), plan, log, functions, rest: restOf(text) };
}

/** Gatsby's activities, as its log names them, in the phases this benchmark prints. */
const PHASES = {
  sourcing: ['source and transform nodes'],
  schema: ['building schema'],
  createPages: ['createPages', 'createPagesStatefully'],
  queries: ['run queries in workers', 'run page queries', 'run static queries'],
  html: ['Building static HTML for pages'],
};

/** Seconds of each phase of one build, from its log; `rest` is the build's time outside them. */
export function phasesOf(log, seconds) {
  const plain = stripVTControlCharacters(log);
  const phases = {};
  for (const [phase, names] of Object.entries(PHASES)) {
    phases[phase] = 0;
    for (const name of names)
      for (const match of plain.matchAll(new RegExp(`success ${name} - ([0-9.]+)s`, 'g')))
        phases[phase] += Number(match[1]);
  }
  phases.rest = Math.max(0, seconds - Object.values(phases).reduce((sum, s) => sum + s, 0));
  return phases;
}

/** The largest of Gatsby's other activities (the phases' "rest"), longest first, as `name 1.2 s`. */
export function restOf(log, count = 8) {
  const named = new Set(Object.values(PHASES).flat());
  const activities = [...stripVTControlCharacters(log).matchAll(/success (.+?) - ([0-9.]+)s/g)]
    .map(([, name, s]) => [name.trim(), Number(s)])
    .filter(([name]) => !named.has(name));
  return activities
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
}

const phaseLine = (phases) =>
  Object.entries(phases)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');

/**
 * Changes one property's price through the CMS REST API, as an editor's save would;
 * returns its page, what the page shows once rebuilt, and how to put it back.
 */
async function editOneProperty(url, writeToken, run = 0) {
  const { api } = cmsClient(url, writeToken);
  const property = (await api('GET', `properties?pagination[pageSize]=1&pagination[page]=${run + 1}&sort=id:asc`))
    .data[0];
  const price = property.price + 1000;
  await api('PUT', `properties/${property.documentId}`, { price });
  return {
    path: listingPath(property),
    shows: `data-price-aed="${price}"`,
    restore: () => api('PUT', `properties/${property.documentId}`, { price: property.price }),
  };
}

/**
 * Changes the price of `count` listings at once, as a feed import or a bulk edit would (8
 * saves at a time); the CMS's webhook may start a build before the last save, as it would
 * then. Answers the last listing's page and what it shows once rebuilt.
 */
async function editManyProperties(url, writeToken, count) {
  const { api } = cmsClient(url, writeToken);
  const properties = [];
  for (let page = 1; properties.length < count; page += 1) {
    const { data } = await api('GET', `properties?pagination[pageSize]=100&pagination[page]=${page}&sort=id:desc`);
    if (data.length === 0) break;
    properties.push(...data);
  }
  const chosen = properties.slice(0, count);
  const queue = [...chosen];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let property = queue.shift(); property; property = queue.shift())
        await api('PUT', `properties/${property.documentId}`, { price: property.price + 1 });
    }),
  );
  const last = chosen.at(-1);
  return {
    path: listingPath(last),
    // Plus 1 dirham: round prices repeat, and another listing's card on the page could show price + 1,000.
    shows: `data-price-aed="${last.price + 1}"`,
    restore: async () => {
      for (const property of chosen) await api('PUT', `properties/${property.documentId}`, { price: property.price });
    },
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
  // The hook's build is done when the next one starts or the hook closes; wait for it, and
  // for any build queued behind it (a batch's saves may span two).
  while (hook.builds.length === builds || hook.building) await new Promise((r) => setTimeout(r, 250));
  const build = hook.builds.at(-1);
  return {
    restore: edited.restore,
    hookDelay: ((hook.calls[calls] ?? served) - published) / 1000,
    rebuild: (build.ended - build.started) / 1000,
    rebuilds: hook.builds.length - builds,
    rebuildPeakMB: Math.max(...hook.builds.slice(builds).map((b) => b.peakMB)),
    phases: build.phases,
    publishToServed: (served - published) / 1000,
  };
}

/** `runs` publishes of one kind, one after another; the medians of their figures, each run's phases printed. */
async function publishRuns(label, runs, cms, site, hook, edit, restores) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await publishAndWait(cms, site, hook, (url, token) => edit(url, token, run));
    restores.push(result.restore);
    results.push(result);
    console.log(
      `[bench:build]   ${label} ${run + 1}/${runs}: served after ${result.publishToServed.toFixed(1)} s ` +
        `(webhook ${result.hookDelay.toFixed(1)} s, rebuild ${result.rebuild.toFixed(1)} s: ${phaseLine(result.phases)})`,
    );
  }
  const phases = Object.fromEntries(
    Object.keys(results[0].phases).map((name) => [name, median(results.map((r) => r.phases[name]))]),
  );
  return {
    rebuild: median(results.map((r) => r.rebuild)),
    publishToServed: median(results.map((r) => r.publishToServed)),
    rebuildPeakMB: Math.max(...results.map((r) => r.rebuildPeakMB)),
    phases,
    runs,
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
    const cdn = netlify ? cdnFiles(full.functions) : null;
    if (cdn) console.log(`[bench:build] ${scenario.name}: ${cdn}`);
    console.log(
      `[bench:build] ${scenario.name}: full build ${full.seconds.toFixed(1)} s, ${built} pages built, ${deferred} deferred; publishing one price change...`,
    );
    site = await serveSite();
    const hook = await startBuildHook(env, hookPort);
    const property = await publishRuns('property edit', RUNS, cms, site, hook, editOneProperty, restores);
    console.log(
      `[bench:build] ${scenario.name}: property edit served after ${property.publishToServed.toFixed(1)} s (median of ${RUNS}); publishing page changes...`,
    );
    const page = await publishRuns('page edit', RUNS, cms, site, hook, editOnePage, restores);
    const batch = BATCH
      ? await publishRuns(
          `${BATCH} listings changed`,
          1,
          cms,
          site,
          hook,
          (url, token) => editManyProperties(url, token, BATCH),
          restores,
        )
      : null;
    if (batch)
      console.log(
        `[bench:build] ${scenario.name}: ${BATCH} listings changed at once, the last served after ${batch.publishToServed.toFixed(1)} s`,
      );
    await hook.close();
    const row = {
      scenario: scenario.name,
      cmsStart: cmsSeconds,
      full: full.seconds,
      peakMB: Math.max(full.peakMB, property.rebuildPeakMB, page.rebuildPeakMB, batch?.rebuildPeakMB ?? 0),
      fullPhases: full.phases,
      fullPlan: full.plan,
      property,
      page,
      batch,
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
for (const r of rows) {
  console.log(`${r.scenario}: full build: ${phaseLine(r.fullPhases)}. ${r.fullPlan}`);
  console.log(`${r.scenario}: property edit rebuild (median of ${r.property.runs}): ${phaseLine(r.property.phases)}`);
  console.log(`${r.scenario}: page edit rebuild (median of ${r.page.runs}): ${phaseLine(r.page.phases)}`);
  if (r.batch)
    console.log(
      `${r.scenario}: ${BATCH} listings at once: last served after ${r.batch.publishToServed.toFixed(1)} s; its last rebuild ${r.batch.rebuild.toFixed(1)} s: ${phaseLine(r.batch.phases)}`,
    );
}
if (failed) process.exitCode = 1;
