import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';

// The demo seed never destroys an editor's work (cms/src/seed/index.ts). These tests run
// their own CMS on a copy of the seeded database, outside cms/.tmp, and restart it the ways
// that used to delete content: another seed version, another SEED_PROPERTIES.
type Cms = Awaited<ReturnType<typeof startCms>>;
const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-seed-e2e-'));
const database = path.join(dir, 'copy.db');
const stamp = Date.now().toString(36);
const mine = { page: `editor-page-${stamp}`, property: `EDITOR-${stamp}`, menu: `Editor menu ${stamp}` };
let cms: Cms | undefined;

// The CMS running now (restarted by the tests), through its REST API.
const api = <T>(method: string, resource: string, data?: unknown) =>
  cmsClient(cms!.url, cms!.writeToken ?? '').api<T>(method, resource, data);
const total = (resource: string) => cmsClient(cms!.url, cms!.writeToken ?? '').total(resource);

/** Counts of what the editor made, seen through the API as drafts or published. */
async function editorsEntries() {
  return {
    page: await total(`pages?status=draft&locale=en&filters[Slug][$eq]=${mine.page}`),
    property: await total(`properties?filters[referenceNumber][$eq]=${mine.property}`),
    menu: await total(`menus?status=draft&locale=en&filters[Label][$eq]=${encodeURIComponent(mine.menu)}`),
  };
}

function setSeedState(state: { version: number; properties: number }) {
  const db = new Database(database);
  try {
    db.prepare("update strapi_core_store_settings set value = ? where key = 'core_oasis-seed_state'").run(
      JSON.stringify(state),
    );
  } finally {
    db.close();
  }
}

async function restart(env: Record<string, string> = {}) {
  await cms?.stop();
  cms = await startCms({ automation: true, env: { DATABASE_FILENAME: database, ...env } });
}

before(async () => {
  await copyCmsDatabase(database);
  await restart();
});

after(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo seed and an editor’s content', () => {
  let seededProperties = 0;
  let auctions = 0;

  it('keeps a page, a property and a menu item an editor made across a seed-version change and a smaller SEED_PROPERTIES', async () => {
    await api('POST', 'pages?locale=en', { Title: 'An editor’s page', Slug: mine.page });
    await api('POST', 'properties', {
      title: 'An editor’s flat',
      slug: `editors-flat-${stamp}`,
      referenceNumber: mine.property,
      price: 1_250_000,
    });
    await api('POST', 'menus?locale=en', { Label: mine.menu, order: 99 });
    assert.deepEqual(await editorsEntries(), { page: 1, property: 1, menu: 1 });
    // The demo's regular listings (SEED_PROPERTIES counts them; the auction lots come on top).
    auctions = await total(
      'properties?filters[department][$in][0]=auction_residential&filters[department][$in][1]=auction_commercial',
    );
    assert.ok(auctions > 0, 'the demo has auction lots');
    seededProperties = (await total('properties')) - 1 - auctions;

    // A database left by an older seed version, started with a smaller demo inventory.
    setSeedState({ version: 1, properties: seededProperties });
    await restart({ SEED_PROPERTIES: '5' });
    assert.deepEqual(await editorsEntries(), { page: 1, property: 1, menu: 1 });
    assert.equal(await total('properties'), seededProperties + auctions + 1, 'no property was deleted');
  });

  it('adds only the missing demo properties when SEED_PROPERTIES grows, and keeps the editor’s', async () => {
    const { SEED_VERSION } = createRequire(path.join(CMS_DIR, 'package.json'))('./src/seed/index') as {
      SEED_VERSION: number;
    };
    setSeedState({ version: SEED_VERSION, properties: seededProperties });
    await restart({ SEED_PROPERTIES: String(seededProperties + 7) });
    assert.equal(await total('properties'), seededProperties + 7 + auctions + 1);
    assert.deepEqual(await editorsEntries(), { page: 1, property: 1, menu: 1 });
  });

  it('refuses `npm run seed -- --reset` on any database but the local SQLite file, and deletes nothing', async () => {
    await cms?.stop();
    cms = undefined;
    const failure = await promisify(execFile)(process.execPath, ['server.js', '--seed-only', '--reset'], {
      cwd: CMS_DIR,
      env: { ...process.env, DATABASE_FILENAME: database, NODE_ENV: '' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    assert.ok(failure, 'the reset must fail');
    assert.equal(failure.code, 1);
    assert.match(failure.stderr, /--reset refused: the database file .* is not in .*\.tmp/);
    await restart();
    assert.deepEqual(await editorsEntries(), { page: 1, property: 1, menu: 1 });
  });

  it('never seeds on a hosted start (NODE_ENV=production), even into an empty database', async () => {
    await cms?.stop();
    cms = await startCms({
      automation: true,
      env: { DATABASE_FILENAME: path.join(dir, 'empty.db'), NODE_ENV: 'production' },
    });
    assert.equal(await total('pages?status=draft&locale=en'), 0);
    assert.equal(await total('properties'), 0);
  });
});
