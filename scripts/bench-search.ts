// npm run bench:search: for 5,000 and 20,000 listings, prints the search core's size (raw,
// gzip and brotli, in total and per listing) per root, and the median and p95 time to filter,
// sort and page with the columnar core (searchCore) and, for comparison, over the entries
// (runSearch) — in Node and in Chromium with 4x CPU throttling — plus the one-off time to
// read a core (typed columns and sort orders). Figures only; nothing is asserted.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchBrowser } from '../e2e/lib/browser';
import { emptyFilter, type SearchFilter } from '../src/search/filter';
import type { IndexEntry } from '../src/search/index-entry';
import { runSearch } from '../src/search/query';
import { buildCore, searchCore } from '../src/search/core';
import type { inBrowser } from './lib/search-timing';
import { LISTING_ROOTS, type ListingRootKey } from '../src/search/roots';

const SIZES = [5_000, 20_000];
const RUNS = 200;
const AREAS = [
  'dubai-marina',
  'palm-jumeirah',
  'downtown-dubai',
  'business-bay',
  'jumeirah-village-circle',
  'jumeirah-lake-towers',
  'dubai-hills-estate',
  'arabian-ranches',
  'al-barsha',
  'dubai-creek-harbour',
];
const TYPES = ['apartment', 'villa', 'townhouse', 'penthouse', 'office', 'retail'];
const FEATURES = ['pool', 'gym', 'balcony', 'maids-room', 'parking', 'sea-view', 'furnished'];

/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function entries(count: number, seed: number): IndexEntry[] {
  const r = random(seed);
  const completions = ['ready', 'off_plan'] as const;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const area = pick(AREAS);
    const bedrooms = Math.floor(r() * 7);
    return {
      id: i + 1,
      slug: `${bedrooms}-bedroom-apartment-for-sale-in-${area}`,
      title: `${bedrooms} bedroom apartment for sale in ${area}`,
      price: Math.round((300_000 + r() * 30_000_000) / 1000) * 1000,
      rentPeriod: null,
      bedrooms,
      bathrooms: bedrooms + 1,
      floor: Math.round(400 + r() * 8000),
      type: pick(TYPES),
      area,
      areaName: area,
      features: FEATURES.filter(() => r() < 0.4),
      facts: r() < 0.1 ? ['elite'] : [],
      department: 'residential',
      completion: completions[r() < 0.8 ? 0 : 1]!,
      completionDate: null,
      developer: r() < 0.3 ? 'emaar' : null,
      negotiator: `N${1000 + Math.floor(r() * 14)}`,
      permit: String(Math.floor(1e9 + r() * 9e9)),
      listed: new Date(Date.UTC(2026, 0, 1) + Math.floor(r() * 300) * 864e5).toISOString().slice(0, 10),
      image: {
        src: `/static/x/${i}.jpg`,
        srcSet: `/static/x/${i}-480.jpg 480w`,
        width: 480,
        height: 320,
        alt: 'Property photo',
      },
      path: `/property-for-sale/${bedrooms}-bedroom-apartment-for-sale-in-${area}-${i + 1}/`,
    };
  }).sort((a, b) => (a.listed < b.listed ? 1 : a.listed > b.listed ? -1 : a.id - b.id)); // newest first, as the build writes them
}

function filters(root: ListingRootKey, count: number, seed: number): SearchFilter[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, () => ({
    ...emptyFilter(root),
    areas: r() < 0.7 ? [pick(AREAS)] : [],
    bedrooms: r() < 0.5 ? { min: Math.floor(r() * 3), max: null } : { min: null, max: null },
    price: r() < 0.5 ? { min: null, max: 2_000_000 + Math.floor(r() * 10) * 1_000_000 } : { min: null, max: null },
    mustInclude: r() < 0.3 ? [pick(FEATURES)] : [],
    sort: pick(['newest', 'price-asc', 'price-desc'] as const),
    page: 1 + Math.floor(r() * 3),
  }));
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
};

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
      console.log(`\n${size.toLocaleString('en')} listings`);
      // The listings of one site are spread over the roots roughly as the seed spreads them.
      const share: Record<ListingRootKey, number> = {
        sale: 0.3,
        rent: 0.22,
        'short-term': 0.1,
        'commercial-sale': 0.06,
        'commercial-rent': 0.06,
        'off-plan-properties': 0.1,
        'off-plan-projects': 0.09,
        international: 0.07,
      };
      for (const root of LISTING_ROOTS) {
        const count = Math.round(size * share[root.key]);
        const json = JSON.stringify(buildCore(entries(count, 7)));
        const gzip = gzipSync(json, { level: 9 }).length;
        const brotli = brotliCompressSync(json).length;
        console.log(
          `  core ${root.key.padEnd(20)} ${(json.length / 1024).toFixed(0).padStart(5)} KB raw ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ` +
            `${(brotli / 1024).toFixed(1).padStart(6)} KB brotli: ${(gzip / count).toFixed(1)} B gzip per listing`,
        );
      }
      // The largest root holds every listing in the worst case: measure searches over all of them.
      const all = entries(size, 11);
      const queries = filters('sale', RUNS, 13);
      const core = JSON.parse(JSON.stringify(buildCore(all))) as ReturnType<typeof buildCore>;
      const time = (search: (filter: SearchFilter) => unknown) =>
        queries.map((filter) => {
          const started = performance.now();
          search(filter);
          return performance.now() - started;
        });
      console.log(`  Node, runSearch:                       ${stats(time((f) => runSearch(all, f)))}`);
      searchCore(core, queries[0]!);
      console.log(`  Node, searchCore:                      ${stats(time((f) => searchCore(core, f)))}`);
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.setContent('<!doctype html><title>bench</title>');
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const browserMs = await page.evaluate(
        ({ data, qs, coreJson }) =>
          (window as unknown as { searchBench: { inBrowser: typeof inBrowser } }).searchBench.inBrowser(
            data,
            qs,
            coreJson,
          ),
        { data: all, qs: queries, coreJson: JSON.stringify(core) },
      );
      console.log(`  Chromium 4x throttled, runSearch:      ${stats(browserMs.old)}`);
      console.log(`  Chromium 4x throttled, searchCore:     ${stats(browserMs.core)}`);
      console.log(
        `  Chromium 4x throttled, first search (reads the core, sorts its orders): ${browserMs.prepare.toFixed(1)} ms`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
