// npm run test:backup (a step of npm test): a backup of the local CMS (SQLite), made with
// `npm run cms:export` and restored with `npm run cms:import` into an empty database file,
// rebuilds the same site: the entry counts match, every property keeps its row id (the
// number its URL ends in), and a clean build from the restored CMS matches the committed
// page snapshots, property pages and JSON-LD included. Then a property deleted in that CMS
// (a copy: the local CMS keeps every entry) has no page, in any language, after the next
// build with Gatsby's cache kept. Leaves public/ built from the restored CMS, less that
// property.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { CMS_DIR, PUBLIC_DIR, ROOT } from '../../packages/local-stack/paths.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { buildFrom, buildMatchesSnapshots, transfer } from './check-build';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { LOCALES, stripLocale } from '@brokerage/core/i18n/locales';

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

type PlannedPage = { path: string; template: string; rendered: 'build' | 'request' };

/** The property pages of the last build's page list (plugins/site-sitemap), rendered at build or on request. */
function plannedPropertyPages(): PlannedPage[] {
  const { pages } = JSON.parse(readFileSync(path.join(ROOT, '.cache', 'site-pages.json'), 'utf8')) as {
    pages: PlannedPage[];
  };
  return pages.filter((p) => p.template === 'templates/property');
}

/**
 * An editor deletes a property whose English page the last build wrote as a file; the next
 * build (cache kept) plans no page of it in any language, leaves no file of it, lists it in
 * no sitemap, and the served site answers 404 for each of its addresses, while the other
 * properties keep theirs.
 */
async function deletedPropertyIsGone(cms: { url: string; token: string; writeToken?: string }): Promise<void> {
  const { api } = cmsClient(cms.url, cms.writeToken ?? '');
  const before = plannedPropertyPages();
  const victim = before.find((p) => p.rendered === 'build' && stripLocale(p.path) === p.path);
  assert.ok(victim, 'the build wrote an English property page');
  // A property URL ends in its listing number.
  const id = Number(/-(\d+)\/$/.exec(victim.path)?.[1]);
  const ofVictim = (pages: PlannedPage[]) => pages.filter((p) => p.path.endsWith(`-${id}/`));
  assert.equal(ofVictim(before).length, LOCALES.length, `property ${id} has a page in every language`);
  const { data } = await api<{ data: { documentId: string }[] }>(
    'GET',
    `properties?filters[listing_number][$eq]=${id}`,
  );
  assert.equal(data.length, 1, `the CMS holds property number ${id}`);
  await api('DELETE', `properties/${data[0]!.documentId}`);

  await buildFrom(cms);
  const after = plannedPropertyPages();
  assert.deepEqual(ofVictim(after), [], 'the page list plans no page of the deleted property');
  assert.equal(after.length, before.length - LOCALES.length, 'every other property keeps its pages');
  for (const { path: page } of ofVictim(before))
    assert.ok(!existsSync(path.join(PUBLIC_DIR, page, 'index.html')), `${page} was left in public/`);
  const sitemaps = readdirSync(PUBLIC_DIR).filter((f) => /^sitemap.*\.xml$/.test(f));
  for (const file of sitemaps)
    assert.doesNotMatch(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'), new RegExp(`-${id}/</loc>`), file);
  const site = await serveSite();
  try {
    for (const { path: page } of ofVictim(before))
      assert.equal((await fetch(`${site.url}${page}`)).status, 404, `${page} answers 404`);
    const kept = after.find((p) => p.rendered === 'request') ?? after[0]!;
    assert.equal((await fetch(`${site.url}${kept.path}`)).status, 200, `${kept.path} still answers`);
  } finally {
    await site.stop();
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
    cms = await startCms({ automation: true, env: { ...media, DATABASE_FILENAME: restored } });
    await buildMatchesSnapshots(cms);
    console.log('[backup] ok  the site built from the restored CMS matches the page snapshots, JSON-LD included');
    const started = Date.now();
    await deletedPropertyIsGone(cms);
    console.log(
      `[backup] ok  a property deleted there has no page after the next build (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
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
