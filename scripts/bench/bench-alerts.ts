// npm run bench:alerts: saved-search alert matching (packages/core/src/alerts/matching.ts) for 10,000
// subscriptions against 20,000 listings, as the CMS's alert job runs it: a daily run
// (what changed in a day) and a weekly one (a week of changes), median of 5 runs each,
// with the memory the run holds. Listings and searches come from the build's own code.
import { performance } from 'node:perf_hooks';
import { findAlerts, type AlertListing, type AlertSubscription } from '@brokerage/core/alerts/matching';
import { buildSearchPath } from '@brokerage/core/search/grammar';
import { entries, filters } from './bench-listings';
import { random } from '@brokerage/core/lib/random';
import { median } from './median.mjs';

const LISTINGS = 20_000;
const SUBSCRIPTIONS = 10_000;
const RUNS = 5;
const DAY = 86_400_000;
const json = process.argv.includes('--json');

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The listings, listed over 300 days up to `now`, 1% of them cheaper in each of the last days. */
function listings(now: number): AlertListing[] {
  const r = random(29);
  const cards = entries(LISTINGS, 7);
  const last = Math.max(...cards.map((c) => Date.parse(c.listed)));
  return cards.map((card) => {
    // Listing dates end today; within their day, at some hour.
    const listedAt = Date.parse(card.listed) + (now - DAY - last) + Math.floor(r() * DAY);
    const cheaper = r() < 0.07 ? now - Math.floor(r() * 7 * DAY) : null;
    return {
      card,
      pType: 'sales',
      listedAt,
      reducedAt: cheaper && cheaper > listedAt ? cheaper : null,
      previousPrice: cheaper && cheaper > listedAt ? Math.round(card.price * 1.05) : null,
    };
  });
}

function main() {
  const now = Date.UTC(2026, 10, 26, 6);
  const before = process.memoryUsage().heapUsed;
  const all = listings(now);
  const paths = filters(SUBSCRIPTIONS, 13).map((f) => buildSearchPath({ ...f, page: 1 }));
  const held = process.memoryUsage().heapUsed - before;
  const report: Record<string, unknown> = {
    listings: LISTINGS,
    subscriptions: SUBSCRIPTIONS,
    distinctSearches: new Set(paths).size,
    inputMB: mb(held),
  };
  for (const [name, days] of [
    ['daily', 1],
    ['weekly', 7],
  ] as const) {
    const subscriptions: AlertSubscription[] = paths.map((path, id) => ({ id, path, since: now - days * DAY }));
    const changed = all.filter((l) => Math.max(l.listedAt, l.reducedAt ?? 0) > now - days * DAY).length;
    const times: number[] = [];
    const peaks: number[] = [];
    let found = new Map();
    for (let run = 0; run < RUNS; run++) {
      global.gc?.();
      const start = process.memoryUsage().heapUsed;
      const t0 = performance.now();
      found = findAlerts(subscriptions, all, now);
      times.push(performance.now() - t0);
      peaks.push(process.memoryUsage().heapUsed - start);
    }
    const sizes = [...found.values()].map((f) => f.fresh.length + f.reduced.length);
    report[name] = {
      changedListings: changed,
      ms: Math.round(median(times)),
      extraHeapMB: mb(Math.max(0, median(peaks))),
      emails: found.size,
      listingsPerEmailMedian: sizes.length ? median(sizes) : 0,
    };
  }
  if (json) console.log(JSON.stringify(report));
  else {
    console.log(
      `[bench:alerts] ${SUBSCRIPTIONS} subscriptions (${String(report.distinctSearches)} distinct searches) x ${LISTINGS} listings; input ${String(report.inputMB)} MB of heap`,
    );
    for (const name of ['daily', 'weekly']) {
      const r = report[name] as Record<string, number>;
      console.log(
        `  ${name}: ${r.changedListings} listings changed; matching ${r.ms} ms (median of ${RUNS}), +${r.extraHeapMB} MB heap; ${r.emails} alert e-mails, median ${r.listingsPerEmailMedian} listings each`,
      );
    }
  }
}

main();
