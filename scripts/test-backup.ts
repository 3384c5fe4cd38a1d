// npm run test:backup (a step of npm test): a backup of the local CMS (SQLite), made with
// `npm run cms:export` and restored with `npm run cms:import` into an empty database file,
// rebuilds the same site: the entry counts match, every property keeps its row id (the
// number its URL ends in), and a clean build from the restored CMS matches the committed
// page snapshots, property pages and JSON-LD included. Leaves public/ built from the
// restored CMS.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { copyCmsDatabase, startCms } from './lib/cms.mjs';
import { CMS_DIR } from './lib/paths.mjs';
import { stopOnSignals } from './lib/processes.mjs';
import { buildMatchesSnapshots, transfer } from './lib/check-build';

const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
const COUNTED = ['pages', 'properties', 'menus', 'areas', 'team_members', 'files', 'form_entries'];

/** Each property's listing number (the number its URL ends in) and row id, by its documentId. */
function propertyNumbers(file: string): Map<string, { number: number; id: number }> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('select document_id, id, listing_number from properties').all() as {
      document_id: string;
      id: number;
      listing_number: number | null;
    }[];
    return new Map(rows.map((r) => [r.document_id, { number: Number(r.listing_number), id: r.id }]));
  } finally {
    db.close();
  }
}

function counts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      COUNTED.map((table) => [table, (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oasis-backup-'));
  let cms: Awaited<ReturnType<typeof startCms>> | undefined;
  stopOnSignals(() => (cms ? [cms.child] : []));
  try {
    const source = path.join(dir, 'source.db');
    const restored = path.join(dir, 'restored.db');
    const localMedia = () => readdirSync(path.join(CMS_DIR, 'public', 'uploads')).sort();
    const mediaBefore = localMedia();
    await copyCmsDatabase(source);
    await transfer(['export', '--file', path.join(dir, 'backup')], { DATABASE_FILENAME: source });
    // The restored CMS keeps its media in its own folder: an import replaces the whole
    // uploads folder, which must not be the local CMS's (cms/public/uploads).
    const media = { CMS_PUBLIC_DIR: path.join(dir, 'public') };
    await transfer(['import', '--file', path.join(dir, 'backup.tar.gz'), '--force'], {
      ...media,
      DATABASE_FILENAME: restored,
    });
    assert.deepEqual(counts(restored), counts(source));
    assert.deepEqual(localMedia(), mediaBefore, 'the local CMS keeps every media file');
    console.log('[backup] ok  restored into an empty database with the same entries');
    // The snapshots hold property URLs, which end in the listing number: the restore keeps
    // every one, so the pages must match as they are (test-postgres.ts holds the same on
    // PostgreSQL, whose restore gives rows other ids).
    const before = propertyNumbers(source);
    const after = propertyNumbers(restored);
    const renumbered = [...before].filter(([key, { number }]) => after.get(key)?.number !== number);
    assert.deepEqual(renumbered, [], `${renumbered.length} of ${before.size} properties restored with another number`);
    const otherIds = [...before].filter(([key, { id }]) => after.get(key)?.id !== id).length;
    console.log(
      `[backup] ok  all ${before.size} properties keep their listing numbers, so their URLs ` +
        `(${otherIds} restored with another row id)`,
    );
    cms = await startCms({ env: { ...media, DATABASE_FILENAME: restored } });
    await buildMatchesSnapshots(cms);
    console.log('[backup] ok  the site built from the restored CMS matches the page snapshots, JSON-LD included');
    return 0;
  } catch (error) {
    console.error(`[backup] FAIL ${(error as Error).message}`);
    return 1;
  } finally {
    await cms?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
