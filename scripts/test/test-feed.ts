// npm run test:feed (a step of npm test): the listing feed end to end. The fixture feed
// (packages/core/src/feed/__tests__/fixtures/property-finder.xml) imported into the real CMS through
// `npm run feed:import`'s client, its photos served from 127.0.0.1; every rejection reported;
// a failed photo fetched on the next run; the same feed again writes nothing; an editor's
// community mapping brings its listing in; the site built from the CMS shows the listings
// on their pages in English and Arabic and in their area's results; a listing gone from the
// feed is unpublished (never deleted), and after the rebuild its page says so and answers 410
// (a gone listing's page: issue 36); it comes back.
// Uses the CMS given in CMS_URL, CMS_TOKEN and CMS_WRITE_TOKEN (npm test's), or starts the
// local one. Removes what it imported at the start and the end; leaves public/ built with
// the fixture (npm test's later steps build anew).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startCms, type StartedCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { importFeed, describeRun, type ImportRun } from '../lib/feed-client.mjs';
import { startPhotoServer, withPhotosAt } from '../lib/feed-photos';
import { ROOT, QUIET_ENV, TEST_BUILD_ENV } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { stepsOf } from './steps';
import { fixtureFeed } from '@brokerage/core/testing/feed-factories';
import { propertyPath } from '@brokerage/core/search/property-path';
import { launchBrowser } from '../../packages/local-stack/chromium';

type Property = {
  id: number;
  listing_number: number;
  documentId: string;
  feed_reference: string;
  listing_status: string | null;
  title: string;
  slug: string;
  pType: string;
  department: string;
  updatedAt: string;
  images?: { id: number }[] | null;
};

let cms: StartedCms | null = null;
let site: Awaited<ReturnType<typeof serveSite>> | null = null;
let browser: Browser | null = null;
stopOnSignals(() => [cms?.child, site?.child].filter((c) => c !== undefined && c !== null));

const step = stepsOf('feed');

async function main(): Promise<number> {
  let cmsUrl = process.env.CMS_URL;
  let readToken = process.env.CMS_TOKEN;
  let writeToken = process.env.CMS_WRITE_TOKEN;
  if (!cmsUrl || !readToken || !writeToken) {
    cms = await startCms({ automation: true });
    ({ url: cmsUrl, token: readToken, writeToken } = cms);
  }
  const api = cmsClient(cmsUrl, writeToken!).api;
  const photos = await startPhotoServer();
  const feed = withPhotosAt(fixtureFeed('property-finder.xml'), photos.base);
  const runs: string[] = [];
  const runImport = async (text: string): Promise<ImportRun> => {
    const { run } = await importFeed({
      cmsUrl: cmsUrl!,
      token: writeToken!,
      source: dataSource(text),
      label: 'fixture',
    });
    if (run.documentId) runs.push(run.documentId);
    console.log(
      describeRun(run)
        .map((line) => `        ${line}`)
        .join('\n'),
    );
    return run;
  };
  const imported = async () =>
    (
      await api<{ data: Property[] }>(
        'GET',
        'properties?filters[feed_reference][$startsWith]=FX-&populate[images][fields][0]=id&pagination[pageSize]=100&sort=feed_reference',
      )
    ).data;
  const byRef = async (reference: string) => (await imported()).find((p) => p.feed_reference === reference)!;
  const pageOf = (p: Property) =>
    propertyPath({ pType: p.pType, department: p.department, slug: p.slug, id: p.listing_number })!;

  async function cleanUp() {
    for (const p of await imported()) await api('DELETE', `properties/${p.documentId}`);
    for (const id of runs.splice(0)) await api('DELETE', `import-runs/${id}`).catch(() => {});
    const waiting = await api<{ data: { documentId: string }[] }>(
      'GET',
      'feed-communities?filters[community][$eq]=Al Wasl',
    );
    for (const row of waiting.data) await api('DELETE', `feed-communities/${row.documentId}`);
    const files = await fetch(`${cmsUrl}/api/upload/files?filters[caption][$contains]=/fx-&pagination[pageSize]=100`, {
      headers: { Authorization: `Bearer ${writeToken}` },
    }).then((r) => r.json() as Promise<{ id: number }[]>);
    for (const file of files)
      await fetch(`${cmsUrl}/api/upload/files/${file.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${writeToken}` },
      });
  }

  const build = () =>
    run(process.execPath, ['scripts/dev/build.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...QUIET_ENV,
        ...TEST_BUILD_ENV,
        STRAPI_API_URL: cmsUrl,
        STRAPI_TOKEN: readToken,
        GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL ?? cmsUrl!,
      },
    });
  const serve = async () => {
    await site?.stop();
    site = await serveSite();
    browser ??= await launchBrowser();
    return site.url.replace(/\/$/, '');
  };

  let failed = false;
  try {
    await cleanUp();
    await step('a first import creates the valid listings and reports every rejection with its reason', async () => {
      photos.failing.add('fx-004-a.jpg');
      const first = await runImport(feed);
      assert.equal(first.run_status, 'completed');
      assert.deepEqual(
        [first.listings_in_feed, first.created, first.updated, first.unchanged, first.rejected],
        [14, 7, 0, 0, 7],
      );
      assert.equal(first.photos_failed, 1);
      const rejected = Object.fromEntries(first.rejected_listings.map((r) => [r.reference, r.reason]));
      assert.deepEqual(Object.keys(rejected).sort(), [
        'FX-002',
        'FX-008',
        'FX-010',
        'FX-011',
        'FX-012',
        'FX-013',
        'FX-014',
      ]);
      assert.equal(rejected['FX-008'], 'unknown area: Dubai / Al Wasl / Al Wasl Road');
      assert.match(rejected['FX-013']!, /^unparseable XML around line \d+/);
      assert.match(first.notes ?? '', /Dubai \/ Al Wasl: no area \(1 listing waiting\)/);
      const community = await api<{ data: { waiting_listings: number; area: unknown }[] }>(
        'GET',
        'feed-communities?filters[community][$eq]=Al Wasl&populate=area',
      );
      assert.equal(community.data[0]?.waiting_listings, 1);
      assert.equal(community.data[0]?.area, null);
      // The listing whose photo failed is created without it, and is written again next run.
      assert.equal((await byRef('FX-004')).images?.length ?? 0, 0);
      assert.equal((await byRef('FX-001')).images?.length, 2);
    });

    await step('the next import fetches the photo that failed and writes nothing else', async () => {
      photos.failing.clear();
      const before = photos.requests.length;
      const second = await runImport(feed);
      assert.deepEqual([second.created, second.updated, second.unchanged, second.photos_downloaded], [0, 1, 6, 1]);
      assert.deepEqual(photos.requests.slice(before), ['fx-004-a.jpg']);
      assert.equal((await byRef('FX-004')).images?.length, 1);
    });

    await step('the same feed again writes nothing and fetches no photo', async () => {
      const before = await imported();
      const requests = photos.requests.length;
      const third = await runImport(feed);
      assert.deepEqual(
        [third.created, third.updated, third.republished, third.unpublished, third.unchanged],
        [0, 0, 0, 0, 7],
      );
      assert.equal(photos.requests.length, requests);
      assert.deepEqual(
        (await imported()).map((p) => p.updatedAt),
        before.map((p) => p.updatedAt),
      );
    });

    await step('an editor maps the waiting community, and its listing comes in with the next import', async () => {
      const [row] = (
        await api<{ data: { documentId: string }[] }>('GET', 'feed-communities?filters[community][$eq]=Al Wasl')
      ).data;
      const [area] = (await api<{ data: { documentId: string }[] }>('GET', 'areas?filters[slug][$eq]=jumeirah')).data;
      await api('PUT', `feed-communities/${row!.documentId}`, { area: area!.documentId });
      const fourth = await runImport(feed);
      assert.deepEqual([fourth.created, fourth.rejected], [1, 6]);
      assert.equal((await byRef('FX-008')).title, 'Four bedroom villa on Al Wasl Road');
    });

    await step('the site built from the CMS shows the listings in English and Arabic', async () => {
      await build();
      const base = await serve();
      const page = await browser!.newPage();
      try {
        const studio = await byRef('FX-001');
        await page.goto(`${base}${pageOf(studio)}`);
        await page
          .getByRole('heading', { level: 1, name: 'Furnished studio with marina view in Marina Gate' })
          .waitFor();
        assert.equal(await page.locator('main [data-price-aed]').first().getAttribute('data-price-aed'), '1150000');
        assert.ok((await page.locator('main').textContent())?.includes('Shared pool & gym'));
        await page.goto(`${base}/uae${pageOf(studio)}`);
        await page.getByRole('heading', { level: 1, name: 'شقة استوديو للبيع في دبي مارينا' }).waitFor();
        assert.ok((await page.locator('main').textContent())?.includes('استوديو مشرق في طابق مرتفع، يباع مفروشًا.'));
        for (const reference of ['FX-002', 'FX-003', 'FX-004', 'FX-005', 'FX-006', 'FX-007', 'FX-008']) {
          const listing = await byRef(reference);
          for (const prefix of ['', '/uae']) {
            const response = await page.goto(`${base}${prefix}${pageOf(listing)}`);
            assert.equal(response?.status(), 200, `${reference} at ${prefix}${pageOf(listing)}`);
          }
        }
        await page.goto(`${base}/properties/for-sale/in-dubai-marina/`);
        await page.getByRole('link', { name: 'Furnished studio with marina view in Marina Gate' }).first().waitFor();
      } finally {
        await page.close();
      }
    });

    await step(
      'a listing gone from the feed is unpublished, never deleted, and after the rebuild its page answers 410 and says so',
      async () => {
        const gone = await byRef('FX-003');
        const without = feed
          .replace(/<property last_update="2026-11-17[\s\S]*?<\/property>\s*/, '')
          .replace('listing_count="14"', 'listing_count="13"');
        const fifth = await runImport(without);
        assert.deepEqual([fifth.unpublished, fifth.created, fifth.updated, fifth.unchanged], [1, 0, 0, 7]);
        assert.equal((await byRef('FX-003')).listing_status, 'unpublished');
        await build();
        const base = await serve();
        const page = await browser!.newPage();
        try {
          assert.equal((await page.goto(`${base}${pageOf(gone)}`))?.status(), 410);
          await page
            .getByRole('heading', { level: 1, name: 'This property is no longer available', exact: true })
            .waitFor();
          assert.equal((await page.goto(`${base}${pageOf(await byRef('FX-001'))}`))?.status(), 200);
        } finally {
          await page.close();
        }
        const back = await runImport(feed);
        assert.deepEqual([back.republished, back.unchanged], [1, 7]);
        assert.equal((await byRef('FX-003')).listing_status, 'live');
      },
    );
  } catch (error) {
    failed = true;
    console.error(`[feed] FAIL ${(error as Error).stack ?? error}`);
  } finally {
    await cleanUp().catch((error) => console.error(`[feed] clean-up: ${error.message}`));
    await browser?.close();
    await site?.stop();
    await photos.stop();
    await cms?.stop();
  }
  return failed ? 1 : 0;
}

/** A feed's text as `npm run feed:import` takes it: a file. */
function dataSource(text: string): string {
  const file = path.join(os.tmpdir(), `feed-fixture-${process.pid}.xml`);
  writeFileSync(file, text);
  return file;
}

void main().then((code) => process.exit(code));
