// npm run bench:search: what a visitor's phone fetches and waits for on a results page of
// the built site, at 5,000, 20,000 and 100,000 properties. The sale root's listings are made
// by the build's own code (a CMS property shape through toIndexEntry, each with its own
// photo) and written by the build's own writer (writeSearchIndexes) into a folder of the
// benchmark's; the built site in public/ is served as `npm run serve` serves it (gatsby
// serve behind the CDN's headers), with that folder's search files in place of its own.
// Chromium opens three searches that were not pre-rendered (in an area, over all of Dubai,
// cheapest first), each 5 times with an empty cache, under Lighthouse's mobile throttling
// (slow 4G as DevTools applies it, 4x CPU), and counts every byte on the wire (headers
// included: CDP's encodedDataLength) and every request until the page shows the search's
// first 24 cards; photos are not fetched (the listings have none on disk). Then a shortlist
// of 5 the same way, and the time of a filter change (searchCore over the root's whole core
// in throttled Chromium). Medians of the 5 loads; `--json` prints one JSON object per size,
// `--only=20` measures only 20,000 properties.
// Figures only: nothing is asserted but that each search has the 24 results it shows.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../packages/local-stack/chromium';
import { entries, filters } from './bench-listings';
import { startSearchOverlay } from './search-overlay';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { PUBLIC_DIR } from '../../packages/local-stack/paths.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { writeSearchIndexes } from '../../plugins/site-pages/search-index';
import { buildCore, searchCore } from '@brokerage/core/search/core';
import { emptyFilter, type SearchFilter } from '@brokerage/core/search/filter';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { coreManifestPath, type CoreManifest } from '@brokerage/core/search/index-file';
import { PAGE_SIZE } from '@brokerage/core/search/query';
import type { inBrowser } from './search-timing';
import { median } from './median.mjs';

/** Properties in all; `--only=5` runs only 5,000 (thousands, as bench:build's). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const SIZES = [5_000, 20_000, 100_000].filter((size) => !only || size === Number(only) * 1000);
/** Page loads per search and size; the figures are their medians. */
const LOADS = 5;
const FILTER_RUNS = 200;
/** The sale root's share of a brokerage's listings (as the demo seed spreads them). */
const SALE_SHARE = 0.3;
/** Lighthouse's mobile slow 4G as DevTools applies it: latency per request, bytes per second. */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Photos: the generated listings name files that do not exist. */
const PHOTOS = ['*.jpg', '*.jpeg', '*.png', '*.webp', '*.avif'];
const json = process.argv.includes('--json');

const SEARCHES: Record<'area' | 'dubai' | 'cheapest', { label: string; filter: SearchFilter }> = {
  area: {
    label: 'in Dubai Marina, 2 bedrooms and more, newest first',
    filter: { ...emptyFilter('sale'), areas: ['dubai-marina'], bedrooms: { min: 2, max: null } },
  },
  dubai: {
    label: 'over all of Dubai, 2 bedrooms and more, newest first',
    filter: { ...emptyFilter('sale'), bedrooms: { min: 2, max: null } },
  },
  cheapest: {
    label: 'over all of Dubai, under AED 3M, cheapest first',
    filter: { ...emptyFilter('sale'), price: { min: null, max: 3_000_000 }, sort: 'price-asc' },
  },
};

type Load = {
  ms: number;
  bytes: number;
  searchBytes: number;
  requests: number;
  searchRequests: number;
  cards: number;
  countText: string;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** Files and bytes in a folder of the written site. */
function folderSize(dir: string): { files: number; bytes: number } {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return { files: names.length, bytes: names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0) };
}

/**
 * Opens `pagePath` in a fresh context (nothing cached) under the throttling, and waits until
 * the page shows the cards of `hrefs` (in that order when `ordered`): what went over the
 * wire until then, and when.
 */
async function load(browser: Browser, baseUrl: string, pagePath: string, hrefs: string[], setup = '') {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: PHOTOS });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const sent = new Map<string, string>();
    const done: { url: string; bytes: number; at: number }[] = [];
    let start: { at: number; wall: number } | null = null;
    cdp.on('Network.requestWillBeSent', (e) => {
      sent.set(e.requestId, e.request.url);
      if (!start && e.type === 'Document') start = { at: e.timestamp, wall: e.wallTime };
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = sent.get(e.requestId);
      if (url && url.startsWith('http')) done.push({ url, bytes: e.encodedDataLength, at: e.timestamp });
    });
    if (setup) await page.addInitScript(setup);
    // Notes the moment the page shows the cards, from the DOM's own changes. A string: a
    // function compiled here would carry the compiler's helpers, which the page lacks.
    await page.addInitScript(`(() => {
      const wanted = ${JSON.stringify(hrefs)};
      const ordered = ${JSON.stringify(!setup)};
      const check = () => {
        if (window.shownAt) return;
        const links = [...document.querySelectorAll('.listing-card a.stretched-link')].map((a) => a.getAttribute('href'));
        const shown = ordered ? wanted.every((href, i) => links[i] === href) : wanted.every((h) => links.includes(h));
        if (shown) window.shownAt = performance.timeOrigin + performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    })();`);
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'commit' });
    const shownAt = (await (
      await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt, undefined, {
        timeout: 600_000,
        polling: 100,
      })
    ).jsonValue()) as number;
    // Responses that ended before the cards showed may still be on their way to this process.
    await page.waitForTimeout(500);
    const begun = start as { at: number; wall: number } | null;
    assert.ok(begun, `no document request for ${pagePath}`);
    const cutoff = begun.at + (shownAt / 1000 - begun.wall);
    const before = done.filter((r) => r.at <= cutoff);
    const search = before.filter((r) => new URL(r.url).pathname.startsWith('/search/'));
    const sum = (rs: typeof before) => rs.reduce((total, r) => total + r.bytes, 0);
    return {
      ms: Math.round((cutoff - begun.at) * 1000),
      bytes: sum(before),
      searchBytes: sum(search),
      requests: before.length,
      searchRequests: search.length,
      cards: await page.locator('.listing-card').count(),
      // A results page says how many it found (the shortlist does not).
      countText: setup ? '' : ((await page.locator('p[aria-live="polite"]').first().textContent()) ?? ''),
    } satisfies Load;
  } finally {
    await context.close();
  }
}

/** `load`, once more after a failure (said on stderr): one server hiccup must not end an hour's run. */
async function loadAgain(...args: Parameters<typeof load>): Promise<Load> {
  try {
    return await load(...args);
  } catch (error) {
    console.error(`[bench:search] ${args[2]}: ${(error as Error).message.split('\n')[0]}; loading it once more`);
    return load(...args);
  }
}

/** The medians of several loads' figures; the text of the first. */
function medians(loads: Load[]) {
  const of = (key: keyof Omit<Load, 'countText'>) => median(loads.map((l) => l[key]));
  return {
    ms: of('ms'),
    KB: kb(of('bytes')),
    searchKB: kb(of('searchBytes')),
    requests: of('requests'),
    searchRequests: of('searchRequests'),
    cardsShown: of('cards'),
    countText: loads[0]!.countText,
  };
}

async function filterTimes(browser: Browser, coreJson: string, queries: SearchFilter[]) {
  const bundle = await build({
    stdin: {
      contents: "export { inBrowser } from './scripts/bench/search-timing';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'searchBench',
    platform: 'browser',
  });
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    return await page.evaluate(
      ({ qs, core }) =>
        (window as unknown as { searchBench: { inBrowser: typeof inBrowser } }).searchBench.inBrowser(qs, core),
      { qs: queries, core: coreJson },
    );
  } finally {
    await page.close();
  }
}

async function measure(browser: Browser, baseUrl: string, size: number, folder: string) {
  const sale = entries(Math.round(size * SALE_SHARE), 7);
  writeSearchIndexes(folder, new Map([['sale', sale]]));
  const byId = new Map(sale.map((e) => [e.id, e]));
  const core = buildCore(sale);
  const coreJson = JSON.stringify(core);
  const manifest = JSON.parse(readFileSync(path.join(folder, coreManifestPath('sale')), 'utf8')) as CoreManifest;

  const searches = {} as Record<keyof typeof SEARCHES, ReturnType<typeof medians> & { results: number; path: string }>;
  for (const [key, { filter }] of Object.entries(SEARCHES) as [keyof typeof SEARCHES, (typeof SEARCHES)['area']][]) {
    const found = searchCore(core, filter);
    assert.ok(found.total >= PAGE_SIZE, `${key}: ${found.total} results, fewer than a page of ${PAGE_SIZE}`);
    const hrefs = found.ids.map((id) => byId.get(id)!.path!);
    const pagePath = buildSearchPath(filter);
    const loads: Load[] = [];
    for (let run = 0; run < LOADS; run++) loads.push(await loadAgain(browser, baseUrl, pagePath, hrefs));
    const figures = medians(loads);
    // The page says how many it found: the same number as the search over the listings.
    assert.equal(Number(figures.countText.replace(/\D/g, '')), found.total, `${key}: ${figures.countText}`);
    searches[key] = { ...figures, results: found.total, path: pagePath };
  }

  const shortlist = sale.filter((_, i) => i % Math.floor(sale.length / 5) === 0).slice(0, 5);
  const saved = JSON.stringify(shortlist.map((e) => ({ id: e.id, root: 'sale' })));
  const shortlists: Load[] = [];
  for (let run = 0; run < LOADS; run++)
    shortlists.push(
      await loadAgain(
        browser,
        baseUrl,
        '/shortlist/',
        shortlist.map((e) => e.path!),
        `localStorage.setItem('shortlist', ${JSON.stringify(saved)})`,
      ),
    );
  const times = await filterTimes(browser, coreJson, filters(FILTER_RUNS, 13));
  const shards = folderSize(path.join(folder, 'search', 'shards'));
  const cards = folderSize(path.join(folder, 'search', 'cards'));
  const coreGzip = gzip(coreJson);
  return {
    size,
    saleListings: sale.length,
    coreGzipKB: kb(coreGzip),
    coreGzipBytesPerListing: Math.round((coreGzip / sale.length) * 10) / 10,
    manifestGzipKB: kb(gzip(JSON.stringify(manifest))),
    searchFilesMB: Math.round((shards.bytes / 1024 / 1024) * 10) / 10,
    searchFiles: shards.files,
    cardFilesMB: Math.round((cards.bytes / 1024 / 1024) * 10) / 10,
    // The area search's, as this field always was; the others under `searches`.
    firstFetchGzipKB: searches.area.searchKB,
    firstResultMs: searches.area.ms,
    cardsShown: searches.area.cardsShown,
    requests: searches.area.requests,
    searches,
    filterP50Ms: Math.round(quantile(times, 0.5) * 100) / 100,
    filterP95Ms: Math.round(quantile(times, 0.95) * 100) / 100,
    shortlistGzipKB: medians(shortlists).searchKB,
    shortlistRequests: medians(shortlists).searchRequests,
  };
}

function print(figures: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `\n${figures.size.toLocaleString('en')} properties (${figures.saleListings.toLocaleString('en')} for sale): ` +
      `sale core ${figures.coreGzipKB} KB gzip (${figures.coreGzipBytesPerListing} B a listing), manifest ` +
      `${figures.manifestGzipKB} KB; written: ${figures.searchFiles} content-named files (${figures.searchFilesMB} MB: ` +
      `cores, packs, pack lists) and one card per listing (${figures.cardFilesMB} MB)`,
  );
  for (const [key, s] of Object.entries(figures.searches)) {
    console.log(
      `  ${SEARCHES[key as keyof typeof SEARCHES].label} (${s.path}): ${s.results.toLocaleString('en')} results ` +
        `("${s.countText}"), ${s.cardsShown} cards shown after ${s.ms} ms; search files ${s.searchKB} KB in ` +
        `${s.searchRequests} requests, the whole page ${s.KB} KB in ${s.requests} requests`,
    );
  }
  console.log(
    `  a shortlist of 5: ${figures.shortlistGzipKB} KB of cards in ${figures.shortlistRequests} requests; ` +
      `a filter change: searchCore median ${figures.filterP50Ms} ms, p95 ${figures.filterP95Ms} ms`,
  );
}

async function main() {
  if (!existsSync(path.join(PUBLIC_DIR, 'index.html')))
    throw new Error('public/ has no built site: run `npm run build` first.');
  let folder = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const site = await serveSite({ between: (upstream) => startSearchOverlay(upstream, () => folder) });
  stopOnSignals(() => [site.child]);
  const browser = await launchBrowser();
  try {
    for (const size of SIZES) {
      const figures = await measure(browser, site.url, size, folder);
      if (json) console.log(JSON.stringify(figures));
      else print(figures);
      rmSync(folder, { recursive: true, force: true });
      folder = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    }
  } finally {
    await browser.close();
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
