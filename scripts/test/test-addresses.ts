// npm run test:addresses: addresses that last (issue 36), end to end. On a copy of the local
// CMS database (the local one is never touched): an editor renames a listing's slug and moves
// another from sale to rent through the CMS API, and the CMS keeps each one's listing number
// and records the address it leaves (and refuses to change a number); an editor adds a
// permanent and a temporary redirect, and the CMS refuses one that would chain. The site is
// built once from that CMS and served as `npm start` serves it: every language's old address
// answers 301 to the new one, Chromium following an old Arabic address lands on the listing's
// page, and the editors' redirects answer 301 and 302. A listing marked sold keeps its page:
// 410 in every language, saying so, with live listings like it and a link to its search,
// noindex and out of the sitemaps. Leaves no build behind (`gatsby clean`): Gatsby's cache
// would hold the copy's edits, newer than the local CMS's entries, into the next build.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { siteEnvOf, startCmsOnCopy, type StartedCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { ROOT, QUIET_ENV, TEST_BUILD_ENV } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { cleanBuild } from '../lib/build-site.mjs';
import { stepsOf } from './steps';
import { LOCALES, localizePath } from '@brokerage/core/i18n/locales';
import { listingPath } from '@brokerage/core/routing/listing-addresses';
import { launchBrowser } from '../../packages/local-stack/chromium';

type Property = {
  documentId: string;
  listing_number: number;
  slug: string;
  title: string;
  pType: string;
  department: string;
  former_paths: { path: string; until: string }[] | null;
  area?: { slug: string } | null;
};

let cms: StartedCms | null = null;
let site: Awaited<ReturnType<typeof serveSite>> | null = null;
let browser: Browser | null = null;
stopOnSignals(() => [cms?.child, site?.child].filter((c) => c !== undefined && c !== null));

const step = stepsOf('addresses');

/** The answer to a GET, redirects not followed. */
const head = async (url: string) => {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
};

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'addresses-'));
  let failed = false;
  try {
    cms = await startCmsOnCopy(dir, { LEAD_DELIVERIES: 'off' });
    const { api } = cmsClient(cms.url, cms.writeToken!);
    const residentialSales = async () =>
      (
        await api<{ data: Property[] }>(
          'GET',
          // The newest three: the e2e specs and the page snapshots read the first ones, so they
          // can run on this build too.
          'properties?filters[pType][$eq]=sales&filters[department][$eq]=residential&sort=id:desc' +
            '&populate[area][fields][0]=slug&pagination[pageSize]=3',
        )
      ).data;
    const [renamed, moved, sold] = await residentialSales();
    assert.ok(renamed && moved && sold?.area, 'the demo has residential sales');
    const soldPath = listingPath(sold)!;
    const oldRenamed = listingPath(renamed)!;
    const oldMoved = listingPath(moved)!;
    let newRenamed = '';
    let newMoved = '';

    await step('a slug edit keeps the listing number and records the address it leaves', async () => {
      const { data } = await api<{ data: Property }>('PUT', `properties/${renamed.documentId}`, {
        slug: `${renamed.slug}-with-sea-view`,
      });
      assert.equal(data.listing_number, renamed.listing_number);
      assert.deepEqual(
        data.former_paths?.map((f) => f.path),
        [oldRenamed],
      );
      newRenamed = listingPath(data)!;
      assert.notEqual(newRenamed, oldRenamed);
    });

    await step('a move from sale to rent keeps the number and records the sale address', async () => {
      const { data } = await api<{ data: Property }>('PUT', `properties/${moved.documentId}`, {
        pType: 'lettings',
        rent_period: 'yearly',
        price: 180_000,
      });
      assert.equal(data.listing_number, moved.listing_number);
      assert.deepEqual(
        data.former_paths?.map((f) => f.path),
        [oldMoved],
      );
      newMoved = listingPath(data)!;
      assert.match(newMoved, /^\/property-for-rent\//);
    });

    await step('the CMS refuses to change a listing number, saying why', async () => {
      await assert.rejects(
        api('PUT', `properties/${renamed.documentId}`, { listing_number: renamed.listing_number + 100_000 }),
        /HTTP 400.*The listing number never changes/s,
      );
    });

    await step('an editor marks a listing sold: it keeps its number and address', async () => {
      const { data } = await api<{ data: Property }>('PUT', `properties/${sold.documentId}`, {
        listing_status: 'sold',
      });
      assert.equal(listingPath(data), soldPath);
    });

    await step("editors' redirects are stored normalised, and one that would chain is refused", async () => {
      const spring = await api<{ data: { from: string; to: string } }>('POST', 'redirects', {
        from: '/Spring-Offers',
        to: '/properties/for-sale/in-dubai-marina/',
        kind: 'permanent',
      });
      assert.deepEqual(
        [spring.data.from, spring.data.to],
        ['/spring-offers/', '/properties/for-sale/in-dubai-marina/'],
      );
      await api('POST', 'redirects', { from: '/fr/printemps/', to: '/fr/properties/for-rent/', kind: 'temporary' });
      await assert.rejects(
        api('POST', 'redirects', { from: '/summer-offers/', to: '/spring-offers/', kind: 'permanent' }),
        /HTTP 400.*\/spring-offers\/ is itself redirected to \/properties\/for-sale\/in-dubai-marina\//s,
      );
    });

    await step('the site is built from the CMS', async () => {
      await run(process.execPath, ['scripts/dev/build.mjs'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...QUIET_ENV,
          ...TEST_BUILD_ENV,
          ...siteEnvOf(cms!),
          GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL ?? cms!.url,
        },
      });
      site = await serveSite();
    });

    await step('every old address answers 301 to the current one, in every language', async () => {
      const base = site!.url.replace(/\/$/, '');
      for (const locale of LOCALES) {
        for (const [before, after] of [
          [oldRenamed, newRenamed],
          [oldMoved, newMoved],
        ]) {
          const answer = await head(`${base}${localizePath(before!, locale)}?utm_source=portal`);
          assert.deepEqual(
            answer,
            { status: 301, location: `${localizePath(after!, locale)}?utm_source=portal` },
            `${localizePath(before!, locale)}`,
          );
        }
        // English pages are built, the others rendered on their first request: both answer 200.
        assert.equal((await head(`${base}${localizePath(newRenamed, locale)}`)).status, 200);
      }
    });

    await step("a visitor's old Arabic link lands on the listing's page", async () => {
      browser = await launchBrowser();
      const page = await browser.newPage();
      try {
        const base = site!.url.replace(/\/$/, '');
        const response = await page.goto(`${base}/uae${oldMoved}`);
        assert.equal(response?.status(), 200);
        assert.equal(new URL(page.url()).pathname, `/uae${newMoved}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      } finally {
        await page.close();
      }
    });

    await step(
      'a sold listing keeps its page: 410 in every language, says so, shows live listings like it, links to its search, noindex and out of the sitemap',
      async () => {
        const base = site!.url.replace(/\/$/, '');
        for (const locale of LOCALES) {
          assert.equal((await head(`${base}${localizePath(soldPath, locale)}`)).status, 410, locale.code);
        }
        const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
        assert.match(sitemap, /<loc>/);
        assert.ok(!sitemap.includes(`-${sold.listing_number}/<`), `${soldPath} is in no sitemap`);
        browser ??= await launchBrowser();
        const page = await browser.newPage();
        try {
          for (const [locale, heading] of [
            ['en', 'This property is no longer available'],
            ['ar', 'هذا العقار لم يعد متاحًا'],
          ] as const) {
            const lang = LOCALES.find((l) => l.code === locale)!;
            const response = await page.goto(`${base}${localizePath(soldPath, lang)}`);
            assert.equal(response?.status(), 410);
            await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
            assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
            const cards = page
              .getByRole('region', {
                name: locale === 'en' ? 'Similar properties on the market now' : 'عقارات مشابهة متاحة الآن',
              })
              .locator('.listing-card h2 a');
            const links = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
            assert.ok(links.length >= 1 && links.length <= 6, `${links.length} similar listings`);
            for (const link of links) {
              assert.ok(link.startsWith(localizePath('/property-for-sale/', lang)), link);
              assert.notEqual(link, localizePath(soldPath, lang));
            }
            const search = localizePath(`/properties/for-sale/in-${sold.area!.slug}/`, lang);
            assert.equal(await page.locator(`main a[href="${search}"]`).count(), 1, `a link to ${search}`);
          }
        } finally {
          await page.close();
        }
      },
    );

    await step("editors' redirects answer 301 and 302", async () => {
      const base = site!.url.replace(/\/$/, '');
      assert.deepEqual(await head(`${base}/spring-offers`), {
        status: 301,
        location: '/properties/for-sale/in-dubai-marina/',
      });
      assert.deepEqual(await head(`${base}/fr/printemps/`), { status: 302, location: '/fr/properties/for-rent/' });
      assert.equal((await head(`${base}/summer-offers/`)).status, 404);
    });
  } catch (error) {
    failed = true;
    console.error(`[addresses] FAIL ${(error as Error).stack ?? error}`);
  } finally {
    await browser?.close();
    await site?.stop();
    await cms?.stop();
    rmSync(dir, { recursive: true, force: true });
    // Gatsby's cache now holds the copy's edited listings, newer than the local CMS's own:
    // a warm build from the local CMS would keep them. The next build starts clean.
    await cleanBuild();
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
