// npm run bench:market: the DLD import (src/market) on generated files in the published
// columns: 200,000 and 2,000,000 rows in each of transactions.csv and rent_contracts.csv
// (packages/core/src/market/fixture.ts, as in the real files: mortgages, gifts, land, commercial units,
// unmapped areas, typing errors). Each import runs in a process of its own with the demo's
// DLD area mapping and nothing stored, its heap capped at HEAP_CAP_MB (flat memory: the
// same cap holds ten times the rows); median of 5 runs of its wall and CPU time, the peak
// of its resident memory and of its live heap.
//   --runs=N       runs per size (default 5)
//   --only=200000  one size
//   --json         one JSON object per size
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DATA_DATE } from '@brokerage/core/market/fixture';
import { writeFixture } from '../../packages/local-stack/market-fixture';
import { median } from './median.mjs';

const HEAP_CAP_MB = 256;
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 5);
const SIZES = option('only') ? [Number(option('only'))] : [200_000, 2_000_000];
const JSON_OUT = args.includes('--json');

type Run = {
  seconds: number;
  cpuSeconds: number;
  rows: number;
  kept: number[];
  areas: number;
  payloadBytes: number;
  peakRssMB: number;
  liveHeapMB: number;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const thousands = (n: number) => n.toLocaleString('en-GB');

/** One import in a process of its own (scripts/bench/bench-market-run.ts). */
function timedImport(transactions: string, rents: string): Run {
  const out = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      `--max-old-space-size=${HEAP_CAP_MB}`,
      '--import',
      'tsx',
      path.join('scripts', 'bench', 'bench-market-run.ts'),
      transactions,
      rents,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Run;
}

async function measure(dir: string, rows: number) {
  const transactions = path.join(dir, `transactions-${rows}.csv`);
  const rents = path.join(dir, `rent_contracts-${rows}.csv`);
  const madeAt = performance.now();
  await writeFixture('transactions', transactions, { end: DEMO_DATA_DATE, rows });
  await writeFixture('rents', rents, { end: DEMO_DATA_DATE, rows });
  if (!JSON_OUT) {
    console.log(
      `[bench:market] ${thousands(rows)} rows a file generated in ${((performance.now() - madeAt) / 1000).toFixed(0)} s ` +
        `(transactions ${mb(statSync(transactions).size)} MB, rents ${mb(statSync(rents).size)} MB)`,
    );
  }
  const runs = Array.from({ length: RUNS }, () => timedImport(transactions, rents));
  rmSync(transactions);
  rmSync(rents);
  const first = runs[0]!;
  const seconds = median(runs.map((r) => r.seconds));
  return {
    rowsPerFile: rows,
    rowsRead: first.rows,
    salesKept: first.kept[0],
    rentsKept: first.kept[1],
    areas: first.areas,
    payloadKB: Math.round(first.payloadBytes / 1024),
    runs: RUNS,
    heapCapMB: HEAP_CAP_MB,
    medianSeconds: Number(seconds.toFixed(1)),
    medianCpuSeconds: Number(median(runs.map((r) => r.cpuSeconds)).toFixed(1)),
    rowsPerCpuSecond: Math.round(first.rows / median(runs.map((r) => r.cpuSeconds))),
    peakRssMB: Math.round(Math.max(...runs.map((r) => r.peakRssMB))),
    liveHeapMB: Math.round(Math.max(...runs.map((r) => r.liveHeapMB))),
  };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-market-'));
  try {
    for (const rows of SIZES) {
      const r = await measure(dir, rows);
      if (JSON_OUT) console.log(JSON.stringify(r));
      else
        console.log(
          `[bench:market] ${thousands(rows)} rows a file (${thousands(r.rowsRead)} read, ${thousands(r.salesKept ?? 0)} sales ` +
            `and ${thousands(r.rentsKept ?? 0)} rents kept): median of ${RUNS} ${r.medianSeconds} s, ` +
            `${r.medianCpuSeconds} s of CPU (${thousands(r.rowsPerCpuSecond)} rows per CPU second); ` +
            `peak ${r.peakRssMB} MB resident, ${r.liveHeapMB} MB live heap (cap ${HEAP_CAP_MB} MB); ` +
            `${r.areas} areas, ${r.payloadKB} KB to the CMS`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`[bench:market] ${error.message}`);
  process.exit(1);
});
