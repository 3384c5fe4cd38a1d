// npm run bench:search: listing search at 5,000, 20,000 and 100,000 properties, with entries
// made by the build's own code (a CMS property shape through toIndexEntry, a distinct photo
// per listing, newest first). Per size it prints the sale root's search core (raw, gzip,
// brotli, bytes per listing); what a visitor fetches before the first results of a deep
// search URL that was not pre-rendered (the root's manifest, its area's core or the root's
// whole core, and the 24 cards shown); the time
// from those responses to results in Chromium at 4x CPU throttling (reading the core and
// the first search); the median and p95 of a filter change (searchCore, and the old
// runSearch over whole entries for comparison); and the bytes of a shortlist of 5. `--json`
// prints one JSON object per size instead. Figures only: nothing is asserted.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchBrowser } from '../e2e/lib/browser';
import { entries, filters } from './lib/bench-listings';
import { createHash } from 'node:crypto';
import { buildCore, columnsOf, searchCore } from '../src/search/core';
import { searchFiles } from '../src/search/search-files';
import { filesOfSearch } from '../src/search/index-file';
import { emptyFilter, type SearchFilter } from '../src/search/filter';
import { PAGE_SIZE } from '../src/search/query';
import type { inBrowser } from './lib/search-timing';

const SIZES = [5_000, 20_000, 100_000];
const RUNS = 200;
/** The sale root's share of a brokerage's listings (as the demo seed spreads them). */
const SALE_SHARE = 0.3;
const json = process.argv.includes('--json');

const quantile = (ms: number[], q: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
/** As the build names a core (plugins/site-pages/search-index.ts). */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

async function main() {
  const bundle = await build({
    stdin: {
      contents: "export { inBrowser } from './scripts/lib/search-timing';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'searchBench',
    platform: 'browser',
  });
  const browser = await launchBrowser();
  try {
    for (const size of SIZES) {
      const sale = entries(Math.round(size * SALE_SHARE), 7);
      const coreJson = JSON.stringify(buildCore(sale));
      const coreGzip = gzip(coreJson);
      const queries = filters(RUNS, 13);
      // A deep search not pre-rendered: its areas' cores, then the cards of the page it shows.
      const deep = queries.find((q) => q.areas.length > 0 && q.bedrooms.min !== null) ?? queries[0]!;
      const shown = searchCore(buildCore(sale), { ...deep, page: 1 }).ids;
      // As the build writes them: content-named cores and the root's manifest, fetched first.
      const { manifest, files } = searchFiles(sale, digest);
      const manifestGzip = gzip(JSON.stringify(manifest));
      const inAreas = filesOfSearch(manifest, deep.areas, []);
      const deepShards = 'areas' in inAreas ? inAreas.areas.map((name) => files.get(name)!) : [];
      // Deep searches over all of Dubai: the root's dictionaries and the columns each reads,
      // not its whole core; 2 bedrooms and more, newest first, and the heaviest common one,
      // a price range cheapest first (the ids and the price column).
      const overDubai = (filter: SearchFilter) => {
        const wanted = filesOfSearch(manifest, [], columnsOf(filter));
        const names = 'dict' in wanted ? [wanted.dict, ...Object.values(wanted.columns)] : [];
        return {
          wanted,
          gzip: names.reduce((sum, name) => sum + gzip(files.get(name)!), 0),
          shown: searchCore(buildCore(sale), filter).ids,
        };
      };
      const dubaiWide = { ...emptyFilter('sale'), bedrooms: { min: 2, max: null }, page: 1 };
      const wide = overDubai(dubaiWide);
      const priced = overDubai({ ...emptyFilter('sale'), price: { min: null, max: 3_000_000 }, sort: 'price-asc' });
      const shardsGzip = deepShards.reduce((sum, json) => sum + gzip(json), 0);
      const byId = new Map(sale.map((e) => [e.id, e]));
      const cardsGzip = (ids: readonly number[]) =>
        ids.reduce((sum, id) => sum + gzip(JSON.stringify(byId.get(id))), 0);
      const shortlist = sale.filter((_, i) => i % Math.floor(sale.length / 5) === 0).slice(0, 5);

      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.setContent('<!doctype html><title>bench</title>');
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const timing = await page.evaluate(
        ({ data, qs, core, deepSearch, wideSearch }) =>
          (window as unknown as { searchBench: { inBrowser: typeof inBrowser } }).searchBench.inBrowser(
            data,
            qs,
            core,
            deepSearch,
            wideSearch,
          ),
        {
          data: sale,
          qs: queries,
          core: coreJson,
          deepSearch: { shards: deepShards, filter: { ...deep, page: 1 } },
          wideSearch: {
            dict: 'dict' in wide.wanted ? files.get(wide.wanted.dict)! : '',
            columns:
              'dict' in wide.wanted
                ? Object.fromEntries(Object.entries(wide.wanted.columns).map(([c, n]) => [c, files.get(n)!]))
                : {},
            filter: dubaiWide,
          },
        },
      );
      await page.close();
      const nodeCore = JSON.parse(coreJson) as ReturnType<typeof buildCore>;
      searchCore(nodeCore, queries[0]!);
      const nodeMs = queries.map((f) => {
        const started = performance.now();
        searchCore(nodeCore, f);
        return performance.now() - started;
      });

      const figures = {
        size,
        saleListings: sale.length,
        coreRawKB: kb(coreJson.length),
        coreGzipKB: kb(coreGzip),
        coreBrotliKB: kb(brotliCompressSync(coreJson).length),
        coreGzipBytesPerListing: Math.round((coreGzip / sale.length) * 10) / 10,
        manifestGzipKB: kb(manifestGzip),
        firstFetchGzipKB: kb(manifestGzip + shardsGzip + cardsGzip(shown)),
        dubaiWideFetchGzipKB: kb(manifestGzip + wide.gzip + cardsGzip(wide.shown)),
        dubaiWidePriceFetchGzipKB: kb(manifestGzip + priced.gzip + cardsGzip(priced.shown)),
        firstResultMs: Math.round(timing.prepare * 10) / 10,
        dubaiWideResultMs: Math.round(timing.prepareWide * 10) / 10,
        filterP50Ms: quantile(timing.core, 0.5),
        filterP95Ms: quantile(timing.core, 0.95),
        runSearchP95Ms: quantile(timing.old, 0.95),
        nodeFilterP95Ms: Math.round(quantile(nodeMs, 0.95) * 100) / 100,
        shortlistGzipKB: kb(cardsGzip(shortlist.map((e) => e.id))),
        entriesGzipKB: kb(gzip(JSON.stringify(sale))),
      };
      if (json) {
        console.log(JSON.stringify(figures));
        continue;
      }
      console.log(`\n${size.toLocaleString('en')} properties (${sale.length.toLocaleString('en')} for sale)`);
      console.log(
        `  sale core: ${figures.coreRawKB} KB raw, ${figures.coreGzipKB} KB gzip, ${figures.coreBrotliKB} KB brotli ` +
          `(${figures.coreGzipBytesPerListing} B gzip per listing; whole entries would be ${figures.entriesGzipKB} KB gzip)`,
      );
      console.log(
        `  a deep search not pre-rendered fetches ${figures.firstFetchGzipKB} KB gzip (the root's manifest, ` +
          `${figures.manifestGzipKB} KB, its area's core + ${PAGE_SIZE} cards; ` +
          `over all of Dubai, 2+ bedrooms: ${figures.dubaiWideFetchGzipKB} KB, the root's ids, dates and bedrooms; ` +
          `under AED 3M, cheapest first: ${figures.dubaiWidePriceFetchGzipKB} KB, its ids and prices); ` +
          `results ${figures.firstResultMs} ms after the responses (over all of Dubai: ${figures.dubaiWideResultMs} ms; ` +
          'Chromium, 4x throttled)',
      );
      console.log(
        `  a filter change: median ${figures.filterP50Ms.toFixed(2)} ms, p95 ${figures.filterP95Ms.toFixed(2)} ms ` +
          `(runSearch over entries: p95 ${figures.runSearchP95Ms.toFixed(2)} ms; Node p95 ${figures.nodeFilterP95Ms} ms)`,
      );
      console.log(`  a shortlist of 5 fetches ${figures.shortlistGzipKB} KB gzip`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
