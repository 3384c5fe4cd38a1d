// npm run bench:feed: the listing feed import at scale. A generated Property Finder feed of
// 20,000 listings (`-- --listings=5000` for another size, `-- --photos=2` photos each, default
// 1), served with its photos from 127.0.0.1, imported by a CMS on a copy of the local
// database (its media in a temporary folder) through `npm run feed:import`'s client:
//  1. the first import: time, the CMS's peak resident memory, rows written, builds asked
//     (one run: it takes about 14 minutes at 20,000 listings);
//  2. the same feed again: time (target: at most 60 s) and 0 writes;
//  3. the feed with 500 prices changed: only those 500 written.
// Steps 2 and 3 alternate `-- --runs=N` times (default 5; each time the same 500 listings
// change price again) and are reported as medians, with the slowest run.
// "Writes" are counted in the database (properties whose updatedAt moved), not taken from
// the import's own report; builds are the rebuild webhook's calls to a stand-in hook.
// Figures only; `-- --json` prints one JSON object.
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copyCmsDatabase, startCms, type StartedCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { importFeed, type ImportRun } from '../lib/feed-client.mjs';
import { startPhotoServer } from '../lib/feed-photos';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { median } from './median.mjs';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const LISTINGS = arg('listings', 20_000);
const PHOTOS = arg('photos', 1);
const CHANGES = Math.min(500, LISTINGS);
const RUNS = arg('runs', 5);
const json = process.argv.includes('--json');

const seed = createRequire(path.join(CMS_DIR, 'package.json'));
const { areaRecords } = seed('./src/seed/data/areas') as {
  areaRecords: () => { name: string; city: string; latitude: number; longitude: number }[];
};
const { teamRecords } = seed('./src/seed/data/org') as { teamRecords: () => { email: string }[] };

let cms: StartedCms | null = null;
stopOnSignals(() => (cms ? [cms.child] : []));

/** A small deterministic random sequence (the feed is the same at every run). */
function rng(seedValue: number) {
  let state = seedValue;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/**
 * Writes a feed of `count` listings, as CRMs write them: sales and rents (both price
 * forms), residential and commercial, in the demo's communities, with the team's agents;
 * listings whose index is in `changed` cost `cut` percent less.
 */
async function writeFeed(file: string, count: number, photoBase: string, changed: ReadonlySet<number>, cut: number) {
  const random = rng(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const areas = areaRecords().filter((a) => a.city === 'Dubai' && a.name !== 'Dubai');
  const agents = teamRecords().map((m) => m.email);
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<list last_update="2026-11-26 08:00:00" listing_count="${count}">\n`,
  );
  for (let i = 0; i < count; i++) {
    const area = pick(areas);
    const kind = random();
    const offering = kind < 0.5 ? 'RS' : kind < 0.85 ? 'RR' : kind < 0.93 ? 'CS' : 'CR';
    const commercial = offering.startsWith('C');
    const type = commercial ? pick(['OF', 'SH', 'WH', 'RE']) : pick(['AP', 'AP', 'AP', 'VH', 'TH', 'PH']);
    const beds = commercial ? '' : pick(['studio', '1', '2', '3', '4', '5', '7+']);
    const size = 400 + Math.floor(random() * 6000);
    const base = offering.endsWith('S')
      ? 500_000 + Math.floor(random() * 9_000) * 1000
      : 40_000 + Math.floor(random() * 400) * 1000;
    const price = changed.has(i) ? Math.round(base * (1 - cut / 100)) : base;
    const priceXml =
      offering === 'RR' && i % 2 === 0
        ? `<price><yearly>${price}</yearly><monthly>${Math.round(price / 11)}</monthly></price>`
        : `<price>${price}</price>${offering.endsWith('R') ? '<rental_period>Y</rental_period>' : ''}`;
    const photos = Array.from(
      { length: PHOTOS },
      (_, k) => `<url last_updated="2026-11-01 10:00:00">${photoBase}bf-${i}-${k}.jpg</url>`,
    ).join('');
    const lat = (area.latitude + (random() - 0.5) * 0.01).toFixed(5);
    const lng = (area.longitude + (random() - 0.5) * 0.01).toFixed(5);
    await write(
      `<property last_update="2026-11-25 10:00:00"><reference_number>BF-${String(i).padStart(6, '0')}</reference_number>` +
        `<permit_number>${7100000000 + i}</permit_number><offering_type>${offering}</offering_type>` +
        `<property_type>${type}</property_type>${priceXml}<city>Dubai</city><community>${area.name}</community>` +
        `<title_en>Listing ${i} in ${area.name}</title_en><title_ar>عقار ${i}</title_ar>` +
        `<description_en><![CDATA[<p>A generated listing in ${area.name}, ${size} sq ft.</p><ul><li>Parking</li><li>Pool</li></ul>]]></description_en>` +
        `<description_ar><![CDATA[<p>عقار في ${area.name}</p>]]></description_ar>` +
        `<private_amenities>${commercial ? '' : 'BA,SP,SY,CP'}</private_amenities>` +
        `<commercial_amenities>${commercial ? 'CR,AN,CP' : ''}</commercial_amenities>` +
        `<size>${size}</size><bedroom>${beds}</bedroom><bathroom>${commercial ? 1 : 2}</bathroom>` +
        `<geopoints>${lng},${lat}</geopoints><agent><name>Agent</name><email>${pick(agents)}</email></agent>` +
        `<photo>${photos}</photo></property>\n`,
    );
  }
  await write('</list>\n');
  out.end();
  await once(out, 'finish');
}

/** The largest resident memory of a process while `task` runs, sampled every 100 ms (Linux /proc). */
async function peakMemory<T>(pid: number, task: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  let peak = rss();
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 100);
  try {
    return { result: await task(), peakMb: Math.round(Math.max(peak, rss())) };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'));
  const photos = await startPhotoServer();
  const hooks: number[] = [];
  const hookPort = await freePort(0);
  const hook = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      hooks.push(Date.now());
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(hookPort, '127.0.0.1', resolve));
  try {
    const database = path.join(dir, 'bench.db');
    await copyCmsDatabase(database);
    cms = await startCms({
      automation: true,
      env: {
        DATABASE_FILENAME: database,
        CMS_PUBLIC_DIR: path.join(dir, 'public'),
        REBUILD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
        REBUILD_QUIET_MS: '500',
        REBUILD_MAX_WAIT_MS: '2000',
        LEAD_DELIVERIES: 'off',
      },
    });
    const client = cmsClient(cms.url, cms.writeToken!);
    // feed-0.xml is the inventory; feed-k.xml has the same 500 listings k percent cheaper.
    const feeds = Array.from({ length: RUNS + 1 }, (_, k) => path.join(dir, `feed-${k}.xml`));
    const changed = new Set(Array.from({ length: CHANGES }, (_, k) => Math.floor((k * LISTINGS) / CHANGES)));
    for (const [k, file] of feeds.entries()) await writeFeed(file, LISTINGS, photos.base, changed, k);
    const feedMb = (readFileSync(feeds[0]!).length / 1e6).toFixed(1);

    const measure = async (name: string, file: string) => {
      const since = new Date().toISOString();
      const hooksBefore = hooks.length;
      const started = performance.now();
      const { result, peakMb } = await peakMemory(cms!.child.pid!, () =>
        importFeed({ cmsUrl: cms!.url, token: cms!.writeToken!, source: file, label: name }),
      );
      const seconds = (performance.now() - started) / 1000;
      // The build hook's quiet period, and a little more.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const written = await client.total(`properties?filters[updatedAt][$gte]=${encodeURIComponent(since)}`);
      const run: ImportRun = result.run;
      return {
        name,
        seconds: Number(seconds.toFixed(1)),
        peakMb,
        written,
        created: run.created,
        updated: run.updated,
        unchanged: run.unchanged,
        rejected: run.rejected,
        photos: run.photos_downloaded,
        builds: hooks.length - hooksBefore,
        status: run.run_status,
      };
    };
    const baseline = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${cms.child.pid}/status`, 'utf8'))?.[1]) / 1024;
    type Result = Awaited<ReturnType<typeof measure>>;
    const first = await measure('first import', feeds[0]!);
    const again: Result[] = [];
    const changes: Result[] = [];
    for (let k = 1; k <= RUNS; k++) {
      again.push(await measure('same feed again', feeds[k - 1]!));
      changes.push(await measure(`${CHANGES} prices changed`, feeds[k]!));
    }
    /** The run of median time (the benchmarks' one median), with the slowest run's time. */
    const medianRun = (runs: Result[]) => {
      const seconds = median(runs.map((r) => r.seconds));
      const run = runs.find((r) => r.seconds === seconds)!;
      return { ...run, slowest: Math.max(...runs.map((r) => r.seconds)), runs: runs.length };
    };
    const results = [
      { ...first, slowest: first.seconds, runs: 1 },
      ...(RUNS > 0 ? [medianRun(again), medianRun(changes)] : []),
    ];
    // Every run, so a re-import that wrote anything, or not exactly the 500, is visible.
    const writes = { again: again.map((r) => r.written), changes: changes.map((r) => r.written) };
    if (json) {
      console.log(
        JSON.stringify({
          listings: LISTINGS,
          photosPerListing: PHOTOS,
          feedMb,
          cmsRssMb: Math.round(baseline),
          results,
          writes,
        }),
      );
    } else {
      console.log(
        `\nbench:feed: ${LISTINGS} listings (${feedMb} MB of XML), ${PHOTOS} photo(s) each; the CMS held ${Math.round(baseline)} MB before`,
      );
      console.log(
        '| run | time (median; slowest) | CMS peak memory | rows written | created / updated / unchanged | photos fetched | builds asked |',
      );
      console.log('| --- | --- | --- | --- | --- | --- | --- |');
      for (const r of results) {
        const time =
          r.runs > 1 ? `${r.seconds} s (median of ${r.runs}; slowest ${r.slowest} s)` : `${r.seconds} s (one run)`;
        console.log(
          `| ${r.name} | ${time} | ${r.peakMb} MB | ${r.written} | ${r.created} / ${r.updated} / ${r.unchanged} | ${r.photos} | ${r.builds} |`,
        );
      }
      console.log(
        `rows written, run by run: same feed again ${writes.again.join(', ')}; changed ${writes.changes.join(', ')}`,
      );
    }
  } finally {
    await cms?.stop();
    cms = null;
    await photos.stop();
    hook.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench:feed] ${error.stack ?? error}`);
  process.exit(1);
});
