// One timed import for bench:market, in a process of its own so its peak memory is its own:
// node --expose-gc --import tsx scripts/bench/bench-market-run.ts <transactions.csv> <rent_contracts.csv>
// prints one JSON line: wall and CPU seconds, rows, peak resident memory and live heap, areas.
import { importDldFiles } from '@brokerage/core/market/csv-files';
import { demoMapping } from '@brokerage/core/market/demo-areas';

async function main() {
  const [transactions, rents] = process.argv.slice(2) as [string, string];
  // What the import holds, not what the collector has yet to free: a full collection before
  // each reading (between chunks, every half second).
  const collect = (globalThis as { gc?: () => void }).gc;
  let liveHeap = 0;
  const sampler = setInterval(() => {
    collect?.();
    liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
  }, 500);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const payload = await importDldFiles({ transactions, rents }, { mapping: demoMapping(), today: '2026-11-26' });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      seconds,
      // CPU time of this process: what the import costs, whatever else the machine runs.
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rows: payload.files.reduce((sum, f) => sum + f.rows, 0),
      kept: payload.files.map((f) => f.kept),
      areas: payload.areas.length,
      payloadBytes: Buffer.byteLength(JSON.stringify(payload)),
      // process.resourceUsage().maxRSS is in kilobytes.
      peakRssMB: process.resourceUsage().maxRSS / 1024,
      liveHeapMB: collect ? liveHeap / 1024 / 1024 : null,
    }),
  );
}

void main();
