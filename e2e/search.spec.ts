import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage, sharedDesktopPage } from './lib/browser';
import { e2eEnv } from './lib/env';
import type { PackList } from '@brokerage/core/search/card-packs';
import type { SortOrder } from '@brokerage/core/search/filter';
import type { CoreManifest } from '@brokerage/core/search/index-file';
import { PAGE_SIZE } from '@brokerage/core/search/query';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

/**
 * What a search fetched from /search/shards/, split into the files it searches (cores,
 * columns) and the card packs that hold its cards: the pack list of its scope (the root's
 * or one area's) and the packs it names for the search's sort.
 */
async function splitPacks(fetched: string[], list: string, sort: SortOrder) {
  const file = (name: string) => `/search/shards/${name}.json`;
  const { sorts } = (await (await fetch(`${baseUrl}${file(list)}`)).json()) as PackList;
  const packs = new Set([list, ...sorts[sort]].map(file));
  return { searched: fetched.filter((p) => !packs.has(p)), cardPacks: fetched.filter((p) => packs.has(p)) };
}

/** Waits until the page's h1 reads `text` and is on screen (not hidden). */
async function expectVisibleHeading(on: Page, text: RegExp): Promise<void> {
  const h1 = on.locator('h1');
  await h1.filter({ hasText: text }).waitFor({ state: 'visible' });
}

/** The area line of every result card shown (area name, then the permit). */
async function resultAreas(): Promise<string[]> {
  await page().locator('.listing-card').first().waitFor();
  const lines = await page().locator('.listing-card .listing-card__meta').allTextContents();
  return lines.map((line) => line.split(' · ')[0]!.trim());
}

/** The result count shown and the CMS ids of the cards, in their order. */
async function shownResults(): Promise<{ count: string | null; ids: string[] }> {
  await page().locator('.listing-card').first().waitFor();
  return {
    count: await page().locator('main p[aria-live]').first().textContent(),
    ids: await page()
      .locator('.listing-card h2 a')
      .evaluateAll((links) => links.map((a) => /-(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1] ?? '')),
  };
}

/**
 * Opens a deep search (`/…/in-{area}/from-{n}-bedrooms/sort-price-asc/`) directly, then
 * reaches it in the app (the area's page, then the filter bar's bedrooms and sort), and
 * gives how the two differ: their result count and cards, in order (none: the same).
 */
async function sameAsInTheApp(deep: string): Promise<string[]> {
  const [, area, beds] =
    /^(\/properties\/for-[a-z-]+\/in-[a-z-]+\/)from-(\d+)-bedrooms\/sort-price-asc\/$/.exec(deep) ?? [];
  assert.ok(area && beds, `a deep search of the form this test reaches: ${deep}`);
  await openPage(page(), `${baseUrl}${deep}`);
  const direct = await shownResults();
  await openPage(page(), `${baseUrl}${area}`);
  const filters = page().getByRole('form', { name: 'Filter the results' });
  await filters.getByLabel('Min bedrooms').selectOption(beds);
  await page().waitForURL(`${baseUrl}${area}from-${beds}-bedrooms/`);
  await filters.getByLabel('Sort by').selectOption('price-asc');
  await page().waitForURL(`${baseUrl}${deep}`);
  // The URL changes first, the cards once the search has run: wait for the direct page's
  // count, cheapest first (if they never come, the comparison says how the two differ).
  await page()
    .waitForFunction(
      (count) => {
        const prices = [...document.querySelectorAll('.listing-card [data-price-aed]')].map((el) =>
          Number(el.getAttribute('data-price-aed')),
        );
        return (
          document.querySelector('main p[aria-live]')?.textContent === count &&
          prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
        );
      },
      direct.count,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const inApp = await shownResults();
  const differences: string[] = [];
  if (inApp.count !== direct.count) differences.push(`${deep}: "${direct.count}" opened, "${inApp.count}" in the app`);
  if (inApp.ids.join() !== direct.ids.join())
    differences.push(`${deep}: cards ${direct.ids.join()} opened, ${inApp.ids.join()} in the app`);
  return differences;
}

async function resultPrices(): Promise<number[]> {
  return await page()
    .locator('.listing-card [data-price-aed]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price-aed'))));
}

describe('search overlay to results', () => {
  it('suggests areas, searches two of them and lands on their results', async () => {
    await openPage(page(), `${baseUrl}/`);
    await page().getByRole('button', { name: 'Search properties' }).click();
    const dialog = page().getByRole('dialog', { name: 'Property search' });
    const location = dialog.getByRole('combobox', { name: 'Location' });
    await location.fill('mar');
    const options = dialog.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const texts = await options.allTextContents();
    assert.ok(texts.length > 0 && texts.length <= 10, `${texts.length} suggestions`);
    for (const text of texts) assert.match(text.toLowerCase(), /mar/);
    await dialog.getByRole('listbox').getByRole('option', { name: 'Dubai Marina', exact: true }).click();
    await location.fill('palm');
    await dialog.getByRole('listbox').getByRole('option', { name: 'Palm Jumeirah', exact: true }).click();
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await page().waitForURL(`${baseUrl}/properties/for-sale/in-dubai-marina-and-palm-jumeirah/`);
    // The URL changes first; until the results page renders, the home page's featured cards are still shown.
    await page()
      .getByRole('heading', { level: 1, name: 'Properties for sale in Dubai Marina and Palm Jumeirah', exact: true })
      .waitFor();
    const areas = await resultAreas();
    assert.ok(areas.length > 0);
    for (const area of areas) assert.ok(['Dubai Marina', 'Palm Jumeirah'].includes(area), area);
  });

  it('rewrites the URL from the filter bar, and Back restores the previous search', async () => {
    const start = `${baseUrl}/properties/for-sale/in-dubai-marina-and-palm-jumeirah/`;
    await openPage(page(), start);
    const filters = page().getByRole('form', { name: 'Filter the results' });
    const maxPrice = filters.getByLabel('Max price (AED)');
    const minBeds = filters.getByLabel('Min bedrooms');
    // Each change is made once the page shows the previous one, as a visitor would.
    await maxPrice.selectOption('10000000');
    await page().waitForURL(/in-dubai-marina-and-palm-jumeirah\/under-10000000\/$/);
    await page().waitForFunction(
      (el) => (el as HTMLSelectElement).value === '10000000',
      await maxPrice.elementHandle(),
    );
    await minBeds.selectOption('2');
    await page().waitForURL(/from-2-bedrooms\/under-10000000\/$/);
    await page().waitForFunction((el) => (el as HTMLSelectElement).value === '2', await minBeds.elementHandle());
    await page().locator('.listing-card').first().waitFor();
    const prices = await resultPrices();
    assert.ok(prices.length > 0, 'the filtered search shows results to check');
    for (const price of prices) assert.ok(price <= 10_000_000, `${price}`);
    await page().goBack();
    await page().waitForURL(/in-dubai-marina-and-palm-jumeirah\/under-10000000\/$/);
    // The URL changes first; the restored filter follows on the next render.
    await page().waitForFunction((el) => (el as HTMLSelectElement).value === '', await minBeds.elementHandle());
    await page().goBack();
    await page().waitForURL(start);
  });

  it('pre-renders an area listing page with the area named in the page’s language', async () => {
    // The HTML as served, before any script: title and heading name the area in Arabic and Russian.
    const arabic = await (await fetch(`${baseUrl}/uae/properties/for-rent/in-palm-jumeirah/`)).text();
    assert.match(arabic, /<title[^>]*>عقارات للإيجار في نخلة جميرا \|/);
    assert.match(arabic, /<h1>عقارات للإيجار في نخلة جميرا<\/h1>/);
    const russian = await (await fetch(`${baseUrl}/ru/properties/for-rent/in-palm-jumeirah/`)).text();
    assert.match(russian, /<h1>[^<]*Пальма Джумейра<\/h1>/);
  });

  it('offers the property types in the page’s language', async () => {
    await openPage(page(), `${baseUrl}/uae/properties/for-sale/in-dubai/`);
    const type = page().getByRole('form').getByRole('combobox', { name: 'نوع العقار' });
    const labels = await type.locator('option').allTextContents();
    assert.ok(labels.includes('شقة') && labels.includes('فيلا'), labels.join(', '));
    assert.ok(!labels.includes('Apartment'), 'no English type names');
  });

  it('answers a deep URL opened directly with the same results as in the app', async () => {
    const deep = '/properties/for-rent/in-dubai-marina/from-1-bedrooms/sort-price-asc/';
    const fetched: string[] = [];
    const listen = (request: { url: () => string }) => void fetched.push(new URL(request.url()).pathname);
    page().on('request', listen);
    await openPage(page(), `${baseUrl}${deep}`);
    page().off('request', listen);
    // The root's manifest, then only its area's core (named by its content), not the whole root's.
    const manifest = (await (await fetch(`${baseUrl}/search/manifest/rent.json`)).json()) as CoreManifest;
    const shards = fetched.filter((p) => p.startsWith('/search/shards/'));
    assert.ok(fetched.includes('/search/manifest/rent.json'), fetched.join(' '));
    // The cards come in the area's packs for this sort; anything else fetched is searched.
    const { searched, cardPacks } = await splitPacks(shards, manifest.packs!.areas['dubai-marina']!, 'price-asc');
    assert.deepEqual(searched, [`/search/shards/${manifest.areas['dubai-marina']}.json`]);
    assert.ok(cardPacks.length > 0, `the cards came in the area's packs: ${shards.join(' ')}`);
    const areas = await resultAreas();
    for (const area of areas) assert.equal(area, 'Dubai Marina');
    const prices = await resultPrices();
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    const robots = await page().locator('meta[name="robots"]').getAttribute('content');
    assert.equal(robots, 'noindex, follow');
    // The same results as the app shows when the visitor gets there through the filter bar:
    // this search, and a Dubai-wide one with more than a page of them.
    assert.deepEqual(await sameAsInTheApp(deep), []);
    assert.deepEqual(await sameAsInTheApp('/properties/for-rent/in-dubai/from-1-bedrooms/sort-price-asc/'), []);
  });

  it('shows a deep URL opened directly without the root’s own search first, and nothing moves (CLS)', async () => {
    // A phone's window, where the heading wraps and a shift shows most.
    const mobile = await page()
      .context()
      .browser()!
      .newPage({ viewport: { width: 412, height: 823 } });
    try {
      await mobile.addInitScript(() => {
        const w = window as unknown as { shifts: number; rootHeadingShown: boolean | null };
        w.shifts = 0;
        w.rootHeadingShown = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Once the HTML is read, before the code runs: is the root's heading on screen?
        document.addEventListener('DOMContentLoaded', () => {
          const h1 = document.querySelector('h1');
          w.rootHeadingShown = h1 !== null && getComputedStyle(h1).visibility === 'visible';
        });
      });
      await openPage(mobile, `${baseUrl}/properties/for-sale/in-dubai-marina/from-2-bedrooms/sort-price-asc/`);
      await mobile.locator('.listing-card').first().waitFor();
      await expectVisibleHeading(mobile, /Dubai Marina/);
      const seen = await mobile.evaluate(() => {
        const w = window as unknown as { shifts: number; rootHeadingShown: boolean | null };
        return { shifts: w.shifts, rootHeadingShown: w.rootHeadingShown };
      });
      assert.equal(seen.rootHeadingShown, false, 'the root’s heading was hidden while the HTML was read');
      assert.ok(seen.shifts < 0.1, `layout shift ${seen.shifts.toFixed(3)} (Lighthouse’s “good” is under 0.1)`);
      // The root's own page shows its heading from the HTML.
      await openPage(mobile, `${baseUrl}/properties/for-sale/`);
      await expectVisibleHeading(mobile, /^Properties for sale in Dubai$/);
      assert.equal(
        await mobile.evaluate(() => (window as unknown as { rootHeadingShown: boolean }).rootHeadingShown),
        true,
      );
    } finally {
      await mobile.close();
    }
  });

  it("shows every result's photo in its own shape, not stretched to the card", async () => {
    for (const width of [1366, 390]) {
      await page().setViewportSize({ width, height: 900 });
      await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/`);
      const photo = page().locator('.listing-card .card-img-top').first();
      await photo.scrollIntoViewIfNeeded();
      await page().waitForFunction(
        () => (document.querySelector('.listing-card .card-img-top') as HTMLImageElement).complete,
      );
      const { shown, natural } = await photo.evaluate((img: HTMLImageElement) => ({
        shown: img.clientWidth / img.clientHeight,
        natural: img.naturalWidth / img.naturalHeight,
      }));
      assert.ok(
        Math.abs(shown / natural - 1) < 0.02,
        `at ${width} px the photo shows at ${shown.toFixed(2)}:1, its shape is ${natural.toFixed(2)}:1`,
      );
    }
    await page().setViewportSize({ width: 1366, height: 900 });
  });

  it('redirects a non-canonical spelling to the canonical URL for good, in its language', async () => {
    const answer = await fetch(`${baseUrl}/uae/properties/for-sale/in-dubai-marina/3-and-more-bedrooms/?ref=x`, {
      redirect: 'manual',
    });
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.get('location'), '/uae/properties/for-sale/in-dubai-marina/from-3-bedrooms/?ref=x');
    await page().goto(`${baseUrl}/properties/for-sale/in-dubai-marina/3-and-more-bedrooms/`, {
      waitUntil: 'networkidle',
    });
    await page().waitForURL(`${baseUrl}/properties/for-sale/in-dubai-marina/from-3-bedrooms/`);
  });

  it('reads holiday-home prices by the night or the week the visitor picks, cheapest first across periods', async () => {
    const perYear: Record<string, number> = { night: 365, week: 52, month: 12 };
    const cards = async () =>
      page()
        .locator('.listing-card')
        .evaluateAll((els) =>
          els.map((el) => ({
            aed: Number(el.querySelector('[data-price-aed]')?.getAttribute('data-price-aed')),
            per: (el.querySelector('.listing-card__price')?.textContent ?? '').match(/\/ (\w+)/)?.[1] ?? '',
          })),
        );
    await openPage(page(), `${baseUrl}/properties/short-term-for-rent/in-dubai/under-700/sort-price-asc/`);
    assert.equal(await page().getByLabel('Price per').inputValue(), 'daily');
    // The cards render once the search has run (after hydration): wait for them before reading.
    await page().locator('.listing-card').first().waitFor();
    const nightly = await cards();
    assert.ok(nightly.length > 0, 'holiday homes under AED 700 a night');
    const yearly = nightly.map((c) => c.aed * perYear[c.per]!);
    for (const price of yearly) assert.ok(price <= 700 * 365, `${price / 365} a night is under 700`);
    assert.deepEqual(
      yearly,
      [...yearly].sort((a, b) => a - b),
      'cheapest first, whatever period each is let by',
    );
    await page().getByLabel('Price per').selectOption('Week');
    await page().waitForURL(`${baseUrl}/properties/short-term-for-rent/in-dubai/per-week/sort-price-asc/`);
    assert.match((await page().getByRole('heading', { level: 1 }).textContent()) ?? '', /short-term rent in Dubai/);
  });

  it('searches all of Dubai with only the columns it reads, and fetches a column when a change needs it', async () => {
    const manifest = (await (await fetch(`${baseUrl}/search/manifest/sale.json`)).json()) as CoreManifest;
    const file = (name: string) => `/search/shards/${name}.json`;
    const fetched: string[] = [];
    const listen = (request: { url: () => string }) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/search/shards/')) fetched.push(path);
    };
    page().on('request', listen);
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/from-2-bedrooms/`);
    await page().locator('.listing-card').first().waitFor();
    const { dict, columns } = manifest.all;
    const first = await splitPacks(fetched, manifest.packs!.all, 'newest');
    assert.ok(first.cardPacks.length > 0, `the cards came in the root's packs: ${fetched.join(' ')}`);
    assert.deepEqual(
      [...first.searched].sort(),
      [file(dict), file(columns.ids!), file(columns.listed!), file(columns.bedrooms!)].sort(),
    );
    fetched.length = 0;
    await page().getByLabel('Sort by').selectOption('price-asc');
    await page().waitForURL(`${baseUrl}/properties/for-sale/in-dubai/from-2-bedrooms/sort-price-asc/`);
    // The URL changes first, the results once the price column is in: cheapest first.
    await page().waitForFunction(() => {
      const prices = [...document.querySelectorAll('.listing-card [data-price-aed]')].map((el) =>
        Number(el.getAttribute('data-price-aed')),
      );
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    });
    const { searched } = await splitPacks(fetched, manifest.packs!.all, 'price-asc');
    assert.deepEqual(searched, [file(columns.price!)], 'only the price column is new, besides its card packs');
    page().off('request', listen);
  });

  it('says so when an area’s core cannot load, and tries again on the next search', async () => {
    const { areas } = (await (await fetch(`${baseUrl}/search/manifest/sale.json`)).json()) as CoreManifest;
    const shard = `**/search/shards/${areas['dubai-marina']}.json`;
    await page().route(shard, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai-marina/2-bedroom/`);
    await page().getByRole('alert').filter({ hasText: 'The results could not be loaded' }).waitFor();
    await page().unroute(shard);
    await page().getByLabel('Max price (AED)').selectOption('AED 5M');
    await page().waitForURL(`${baseUrl}/properties/for-sale/in-dubai-marina/2-bedroom/under-5000000/`);
    await page().locator('.listing-card').first().waitFor();
    assert.equal(await page().getByRole('alert').filter({ hasText: 'could not be loaded' }).count(), 0);
  });

  it('pages through every result 24 at a time, each once, by Next and Previous and by the pages’ own addresses', async () => {
    const root = '/properties/for-sale/in-dubai/';
    await openPage(page(), `${baseUrl}${root}`);
    const total = Number(/^([\d,]+) properties$/.exec((await shownResults()).count ?? '')?.[1]?.replace(/,/g, ''));
    const pages = Math.ceil(total / PAGE_SIZE);
    assert.ok(pages >= 3, `${total} results make ${pages} pages`);
    const nav = page().getByRole('navigation', { name: 'Result pages' });
    /** The page's cards once the pagination marks page `n` as the current one (they render together). */
    const cardsOfPage = async (n: number) => {
      await nav.locator('[aria-current="page"]', { hasText: new RegExp(`^${n}$`) }).waitFor();
      assert.equal(await nav.getByRole('link', { name: 'Previous' }).count(), n > 1 ? 1 : 0, `Previous on page ${n}`);
      assert.equal(await nav.getByRole('link', { name: 'Next' }).count(), n < pages ? 1 : 0, `Next on page ${n}`);
      return (await shownResults()).ids;
    };
    const seen: string[][] = [];
    for (let n = 1; n <= pages; n++) {
      if (n > 1) {
        await nav.getByRole('link', { name: 'Next' }).click();
        await page().waitForURL(`${baseUrl}${root}page-${n}/`);
      }
      const ids = await cardsOfPage(n);
      assert.equal(ids.length, n < pages ? PAGE_SIZE : total - PAGE_SIZE * (pages - 1), `cards on page ${n}`);
      seen.push(ids);
    }
    assert.equal(new Set(seen.flat()).size, total, 'every result once over the pages');
    // A page's address opened directly shows the same cards; Previous goes back one page.
    await openPage(page(), `${baseUrl}${root}page-2/`);
    assert.deepEqual(await cardsOfPage(2), seen[1]);
    await nav.getByRole('link', { name: 'Previous' }).click();
    await page().waitForURL(`${baseUrl}${root}`);
    assert.deepEqual(await cardsOfPage(1), seen[0]);
    await nav.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
    await page().waitForURL(`${baseUrl}${root}page-${pages}/`);
    assert.deepEqual(await cardsOfPage(pages), seen[pages - 1]);
  });

  it('shows the not-found page for a search path that does not parse', async () => {
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/garbage-segment/`);
    assert.equal(await page().getByRole('heading', { level: 1 }).textContent(), 'Page not found');
  });
});
