// npm run market:import -- --transactions <transactions.csv> --rents <rent_contracts.csv>
// Reads the Dubai Land Department's two open data files (Dubai Pulse), keeps registered
// residential sales and rents of the site's areas as aggregates (src/market), and replaces
// the CMS's market figures with them in one transaction. See docs/publishing.md: Market data.
//   --dry-run        read and report, store nothing
//   --demo-mapping   use the demo's default DLD area mapping instead of the CMS's (with --dry-run)
//   --out <file>     also write what would be sent to the CMS as JSON
// The CMS: STRAPI_API_URL with CMS_MARKET_TOKEN, else the local one (started here).
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importDldFiles } from '@brokerage/core/market/csv-files';
import { demoMapping } from '@brokerage/core/market/demo-areas';
import type { AreaMappingEntry } from '@brokerage/core/market/mapping';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { readMapping, replaceFigures } from '../../packages/local-stack/market-cms';

const USAGE =
  'Usage: npm run market:import -- --transactions <transactions.csv> --rents <rent_contracts.csv> [--dry-run] [--demo-mapping] [--out <file>]';

type Cms = { url: string; token: string; stop?: () => Promise<void> };

/** The CMS to read the mapping from and write to: the one named by the environment, else the local one. */
async function openCms(): Promise<Cms> {
  const url = process.env.STRAPI_API_URL?.replace(/\/$/, '');
  if (url) {
    const token = process.env.CMS_MARKET_TOKEN;
    if (!token)
      throw new Error(
        'STRAPI_API_URL is set but CMS_MARKET_TOKEN is not: the import needs a token (docs/configuration.md)',
      );
    return { url, token };
  }
  console.log('[market] STRAPI_API_URL is not set: starting the local CMS');
  const cms = await startCms({ automation: true });
  return { url: cms.url, token: cms.writeToken ?? '', stop: cms.stop };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string' },
      rents: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'demo-mapping': { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  if (!values.transactions || !values.rents) {
    console.error(`${USAGE}\nBoth files are needed: an import replaces every figure, sales and rents alike.`);
    return 2;
  }
  for (const file of [values.transactions, values.rents]) {
    if (!existsSync(file)) {
      console.error(`[market] ${file}: no such file`);
      return 2;
    }
  }
  if (values['demo-mapping'] && !values['dry-run']) {
    console.error(
      '[market] --demo-mapping is for --dry-run: a real import follows the mapping editors keep in the CMS',
    );
    return 2;
  }
  const cms = values['demo-mapping'] ? null : await openCms();
  try {
    const mapping: AreaMappingEntry[] = cms ? await readMapping(cms.url, cms.token) : demoMapping();
    console.log(`[market] ${mapping.length} DLD areas mapped to site areas${cms ? '' : ' (the demo defaults)'}`);
    const started = performance.now();
    const payload = await importDldFiles(
      { transactions: values.transactions, rents: values.rents },
      { mapping, today: new Date().toISOString().slice(0, 10) },
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = payload.files.reduce((sum, f) => sum + f.rows, 0);
    console.log(payload.report);
    console.log(`[market] read ${rows.toLocaleString('en-GB')} rows in ${seconds.toFixed(1)} s`);
    if (values.out) writeFileSync(values.out, `${JSON.stringify(payload, null, 1)}\n`);
    if (!payload.areas.length) {
      console.error(
        '[market] no area has figures: nothing stored (is the mapping empty, or are these the right files?)',
      );
      return 1;
    }
    if (!cms || values['dry-run']) {
      console.log('[market] --dry-run: nothing stored');
      return 0;
    }
    const stored = await replaceFigures(cms.url, cms.token, payload);
    console.log(`[market] the CMS replaced the figures of ${stored.removed} areas with those of ${stored.areas}`);
    return 0;
  } finally {
    await cms?.stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[market] ${error.message}`);
    process.exit(1);
  },
);
