import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { replaceFigures } from '../../packages/local-stack/market-cms';
import { writeFixture } from '../../packages/local-stack/market-fixture';
import type { MarketPayload } from '@brokerage/core/market/payload';

// `npm run market:import` end to end: generated DLD files in the published columns, read by
// the command and stored by a CMS running on a copy of the seeded database (the local one is
// never touched), through the same REST routes a hosted CMS offers.
type Cms = Awaited<ReturnType<typeof startCms>>;
const dir = mkdtempSync(path.join(os.tmpdir(), 'market-import-e2e-'));
const file = (name: string) => path.join(dir, name);
const END = '2026-11-20';
let cms: Cms;

const api = <T>(method: string, resource: string, data?: unknown) =>
  cmsClient(cms.url, cms.writeToken ?? '').api<T>(method, resource, data);

type ImportRecord = { imported_at: string; sales_to: string; report: string };
const lastImport = async () => (await api<{ data: ImportRecord }>('GET', 'market-import')).data;
type MarketArea = { figures: { salesTo: string; recent: unknown[] } };
const marketAreas = async () =>
  (await api<{ data: MarketArea[] }>('GET', 'market-areas?pagination[pageSize]=100&fields[0]=figures')).data;

/** Runs the import command against the test's CMS; resolves with its exit code and output. */
async function runImport(args: string[], token = cms.writeToken ?? '') {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join('scripts', 'dev', 'market-import.ts'), ...args],
      { env: { ...process.env, STRAPI_API_URL: cms.url, CMS_MARKET_TOKEN: token }, maxBuffer: 1 << 22 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

before(async () => {
  const database = file('copy.db');
  await copyCmsDatabase(database);
  cms = await startCms({ automation: true, env: { DATABASE_FILENAME: database } });
  await writeFixture('transactions', file('transactions.csv'), { end: END, rows: 20_000, seed: 7 });
  await writeFixture('rents', file('rent_contracts.csv'), { end: END, rows: 8_000, seed: 8 });
});

after(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run market:import', () => {
  it('replaces every area’s figures with the files’ and keeps the report for editors', async () => {
    const before = await lastImport();
    assert.equal(before.sales_to, '2026-10-30', 'the seed’s demo figures');
    const run = await runImport(['--transactions', file('transactions.csv'), '--rents', file('rent_contracts.csv')]);
    assert.equal(run.code, 0, run.out);
    assert.match(run.out, /transactions\.csv: 20,000 rows, [\d,]+ sales kept \(to 2026-11-20\)/);
    assert.match(run.out, /skipped: .*not a sale: Mortgages [\d,]+/);
    assert.match(run.out, /DLD areas without a site area \(map them in the CMS, DLD areas\): .*Nad Al Hamar/);
    assert.match(run.out, /the CMS replaced the figures of 48 areas with those of 48/);
    const areas = await marketAreas();
    assert.equal(areas.length, 48);
    assert.ok(areas.every((a) => a.figures.salesTo === END));
    const after = await lastImport();
    assert.equal(after.sales_to, END);
    assert.ok(after.report.includes('rent_contracts.csv: 8,000 rows'), after.report);
  });

  it('follows the mapping editors keep in the CMS', async () => {
    const { data: areas } = await api<{ data: { documentId: string }[] }>('GET', 'areas?filters[slug][$eq]=mirdif');
    await api('POST', 'dld-areas', { dld_area: 'Nad Al Hamar', area: areas[0]!.documentId });
    const run = await runImport(['--transactions', file('transactions.csv'), '--rents', file('rent_contracts.csv')]);
    assert.equal(run.code, 0, run.out);
    assert.doesNotMatch(run.out, /without a site area[^\n]*Nad Al Hamar/);
  });

  it('stops at a file whose columns are not the published ones, and changes nothing', async () => {
    const before = await lastImport();
    const run = await runImport(['--transactions', file('rent_contracts.csv'), '--rents', file('rent_contracts.csv')]);
    assert.equal(run.code, 1);
    assert.match(
      run.out,
      /\[market\] rent_contracts\.csv: this is a rent_contracts\.csv file \(its 40 columns\), not transactions\.csv/,
    );
    assert.deepEqual(await lastImport(), before);
  });

  it('is refused whole when one area is unknown, and to a token without the permission', async () => {
    const before = { record: await lastImport(), areas: (await marketAreas()).length };
    const dry = await runImport([
      ...['--transactions', file('transactions.csv'), '--rents', file('rent_contracts.csv')],
      ...['--dry-run', '--out', file('payload.json')],
    ]);
    assert.equal(dry.code, 0, dry.out);
    assert.match(dry.out, /--dry-run: nothing stored/);
    const payload = JSON.parse(readFileSync(file('payload.json'), 'utf8')) as MarketPayload;
    const tampered = { ...payload, areas: [...payload.areas, { ...payload.areas[0]!, area: 'atlantis' }] };
    await assert.rejects(
      replaceFigures(cms.url, cms.writeToken ?? '', tampered),
      /HTTP 400 no site area has the slug atlantis/,
    );
    // The build's read-only token may read the figures, never write them.
    await assert.rejects(replaceFigures(cms.url, cms.token, payload), /HTTP 403/);
    assert.deepEqual({ record: await lastImport(), areas: (await marketAreas()).length }, before);
  });
});
