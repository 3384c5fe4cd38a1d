import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { animationsSettled, hydrated, openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { serveTestTiles } from './lib/map-tiles';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { boundsOf, inBounds } from '@brokerage/core/search/geo';
import { PAGE_SIZE } from '@brokerage/core/search/query';
import type { IndexEntry } from '@brokerage/core/search/index-entry';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

let served: Promise<string[]> | undefined;
/** The tile addresses the shared page has asked for (answered from the fixture from the first call on). */
const tileRequests = () => (served ??= serveTestTiles(page().context()));

/** Runs a check at a phone's width, then puts the computer's back. */
async function onPhone(check: () => Promise<void>) {
  await page().setViewportSize(PHONE);
  try {
    await check();
  } finally {
    await page().setViewportSize(DESKTOP);
  }
}

/** A string of the site's as a pattern matching it whole, `NUMBER` standing for any count. */
const whole = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('NUMBER', '\\d+')}$`);

const resultCount = (text: string | null) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

/**
 * Waits until the map shows `count` listings, each price label one and each cluster its
 * count (clusters fade in and out while the map settles), and says whether it did.
 */
const mapShows = (p: Page, count: number) =>
  p
    .waitForFunction(
      (want) => {
        const clusters = [...document.querySelectorAll('.map-cluster [aria-hidden="true"]')];
        const shown =
          document.querySelectorAll('.map-price').length + clusters.reduce((n, c) => n + Number(c.textContent), 0);
        return shown === want;
      },
      count,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );

/** Opens clusters until a price label shows, and chooses it. */
async function chooseAListing(p: Page) {
  for (let i = 0; i < 8 && !(await p.locator('.map-price').count()); i++) {
    const cluster = await p.locator('.map-cluster').first().elementHandle();
    await cluster!.click();
    // The map zooms in to the cluster's listings: the cluster gives way (to smaller ones or
    // to price labels), and the zoom and the fade of the markers end.
    await p.waitForFunction((el) => !el?.isConnected || document.querySelector('.map-price') !== null, cluster);
    await animationsSettled(p);
  }
  // The label is drawn above its point: the marker itself is the point.
  await p.locator('.map-price__text').first().click();
}

/** A card file as the site serves it (the test reads a listing's coordinates from it). */
const cardOf = (p: Page, id: string) =>
  p.evaluate(async (path) => (await fetch(path)).json() as Promise<IndexEntry>, `/search/cards/${id}.json`);

describe('the results map', () => {
  for (const [locale, width] of [
    ['en', 'computer'],
    ['ar', 'phone'],
  ] as const) {
    it(`shows every result of a search on a map, in ${locale} on a ${width}`, async () => {
      const lang = getLocale(locale);
      const run = async () => {
        const tiles = await tileRequests();
        await openPage(page(), `${baseUrl}${localizePath('/properties/for-rent/in-dubai/', lang)}`);
        const total = resultCount(await page().locator('main p[aria-live]').first().textContent());
        assert.ok(total > 0, 'the search has results');
        const before = tiles.length;
        await page()
          .getByRole('button', { name: t(locale, 'map.show'), exact: true })
          .click();
        const map = page().getByRole('region', { name: t(locale, 'map.title', { count: total }) });
        await map.waitFor();
        assert.match(page().url(), /\?view=map$/);
        await page().locator('.leaflet-tile-loaded').first().waitFor();
        assert.ok(tiles.length > before, 'the map asked the configured tile source (the CSP allowed it)');
        assert.ok(await mapShows(page(), total), `all ${total} results are on the map`);
        assert.match((await map.locator('.leaflet-control-attribution').textContent()) ?? '', /Test tiles/);
        assert.equal(await map.getByRole('button', { name: t(locale, 'gallery.zoomIn'), exact: true }).count(), 1);
        // Back to the list, as the visitor left it.
        await page()
          .getByRole('button', { name: t(locale, 'map.list'), exact: true })
          .click();
        await page().locator('.listing-card').first().waitFor();
        assert.doesNotMatch(page().url(), /view=map/);
      };
      if (width === 'phone') await onPhone(run);
      else await run();
    });
  }

  it('opens a listing’s card from its price, and searches the area the map shows', async () => {
    await tileRequests();
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/?view=map`);
    const region = page().getByRole('region', { name: /^Map of \d+ results$/ });
    await region.waitFor();
    await chooseAListing(page());
    const card = page().locator('.results-map__card .listing-card');
    await card.waitFor();
    assert.match((await card.getByRole('link').first().getAttribute('href')) ?? '', /^\/property-for-sale\//);

    // The visitor moves the map: "Search this area" offers the box they see.
    await region.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page().getByRole('button', { name: 'Search this area' }).click();
    await page().waitForURL(/[?&]bounds=/);
    const bounds = boundsOf(new URL(page().url()).search);
    assert.ok(bounds, 'the box is in the address');
    const status = page().getByText(/^Showing results within the map’s area: /);
    const count = resultCount(await status.textContent());
    assert.ok(await mapShows(page(), count), `the map shows the box’s ${count} results`);
    // The box's first results are listed under the map.
    const links = page().locator('.results-map__list .listing-card h2 a');
    await links.nth(Math.min(count, PAGE_SIZE) - 1).waitFor();
    const listed = await links.evaluateAll((all) =>
      all.map((a) => /-(\d+)\/$/.exec(a.getAttribute('href') ?? '')?.[1] ?? ''),
    );
    assert.equal(listed.length, Math.min(count, PAGE_SIZE));
    for (const id of listed) {
      const { geo } = await cardOf(page(), id);
      assert.ok(geo && inBounds(geo, bounds), `listing ${id} lies inside the box`);
    }

    // The box is in the link: the same search opens again, then the visitor clears it.
    const shared = page().url();
    await openPage(page(), shared);
    assert.equal(resultCount(await status.textContent()), count);
    await page().getByRole('button', { name: 'Clear map area' }).click();
    await page().waitForURL((url) => !url.search.includes('bounds='));
    await page()
      .getByRole('region', { name: /^Map of \d+ results$/ })
      .waitFor();
  });

  it('shows a property’s location on a map when its section scrolls into view', async () => {
    await tileRequests();
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/`);
    const href = await page().locator('.listing-card h2 a').first().getAttribute('href');
    await openPage(page(), `${baseUrl}${href}`);
    const location = page().getByRole('region', { name: /^Location of / });
    await location.scrollIntoViewIfNeeded();
    await location.locator('.leaflet-tile-loaded').first().waitFor();
    await location.locator('.map-pin').waitFor();
    assert.equal(await location.getByRole('link', { name: 'View on map' }).count(), 1);
  });
});

describe('the full-screen gallery', () => {
  for (const [locale, next, width] of [
    ['en', 'ArrowRight', 'computer'],
    ['ar', 'ArrowLeft', 'phone'],
  ] as const) {
    it(`turns with ${next} in ${locale} on a ${width}, zooms, and gives the focus back on Escape`, async () => {
      const lang = getLocale(locale);
      const run = async () => {
        await openPage(page(), `${baseUrl}${localizePath('/properties/for-sale/in-dubai/', lang)}`);
        await page().locator('.listing-card h2 a').first().click();
        await hydrated(page());
        const opener = page().getByRole('button', { name: whole(t(locale, 'gallery.all', { total: 'NUMBER' })) });
        const total = resultCount(await opener.textContent());
        await opener.click();
        const dialog = page().getByRole('dialog');
        await dialog.waitFor();
        const counter = dialog.locator('.yarl__counter');
        assert.equal(await counter.textContent(), `1 / ${total}`);
        await page().keyboard.press(next);
        await page().waitForFunction(
          (want) => document.querySelector('.yarl__counter')?.textContent === want,
          `2 / ${total}`,
        );
        const zoomOut = dialog.getByRole('button', { name: t(locale, 'gallery.zoomOut') });
        assert.equal(await zoomOut.isDisabled(), true, 'nothing to zoom out of yet');
        await dialog.getByRole('button', { name: t(locale, 'gallery.zoomIn') }).click();
        await page().waitForFunction(
          (label) => !document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)?.disabled,
          t(locale, 'gallery.zoomOut'),
        );
        await page().keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // The modal gives the focus back as it finishes closing: wait for it rather than read it at once.
        await page().waitForFunction((el) => el === document.activeElement, await opener.elementHandle(), {
          timeout: 5_000,
        });
        // The page's photo is the one the visitor left at.
        assert.equal(
          await page().locator('.property-gallery__counter').textContent(),
          t(locale, 'gallery.counter', { current: 2, total }),
        );
      };
      if (width === 'phone') await onPhone(run);
      else await run();
    });
  }
});

/** A listing as the CMS answers it; the shortlist and comparison links know it by its listing number. */
type CmsListing = { listing_number: number; title: string; price: number; slug: string };

describe('comparing shortlisted properties', () => {
  let listings: CmsListing[] = [];
  before(async () => {
    ({ data: listings } = await cmsGet<{ data: CmsListing[] }>(
      '/api/properties?filters[pType][$eq]=sales&filters[department][$eq]=residential&sort[0]=id:asc' +
        '&fields[0]=title&fields[1]=price&fields[2]=slug&fields[3]=listing_number&pagination[pageSize]=5',
    ));
    assert.equal(listings.length, 5);
  });

  const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;

  /** Opens the shortlist page with the first `count` listings saved. */
  async function shortlist(locale: LocaleCode, count: number) {
    await openPage(page(), `${baseUrl}${localizePath('/shortlist/', getLocale(locale))}`);
    await page().evaluate(
      (ids) => localStorage.setItem('shortlist', JSON.stringify(ids.map((id) => ({ id, root: 'sale' })))),
      listings.slice(0, count).map((l) => l.listing_number),
    );
    await openPage(page(), page().url());
  }

  it('compares two chosen in English on a computer, and the link opens the same comparison', async () => {
    await shortlist('en', 3);
    const boxes = page().getByRole('checkbox', { name: /^Compare / });
    assert.equal(await boxes.count(), 3);
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page().getByRole('link', { name: 'Compare 2 properties' }).click();
    const table = page().getByRole('table', { name: 'Compare properties' });
    await table.waitFor();
    const chosen = [listings[0]!, listings[2]!];
    assert.match(
      page().url(),
      new RegExp(`/shortlist/\\?compare=${chosen[0]!.listing_number},${chosen[1]!.listing_number}$`),
    );
    const prices = table
      .getByRole('rowheader', { name: /^Price( Differs)?$/ })
      .locator('xpath=..')
      .getByRole('cell');
    // allTextContents does not wait: wait for the row's last cell first.
    await prices.nth(chosen.length - 1).waitFor();
    assert.deepEqual(
      await prices.allTextContents(),
      chosen.map((l) => aed(l.price)),
    );
    const links = await table
      .getByRole('columnheader')
      .getByRole('link')
      .evaluateAll((a) => a.map((x) => x.getAttribute('href')));
    assert.deepEqual(
      links.map((href) => /-(\d+)\/$/.exec(href ?? '')?.[1]),
      chosen.map((l) => String(l.listing_number)),
    );

    // Someone the link is sent to has no shortlist: the comparison is in the address.
    const shared = page().url();
    const other = await page().context().browser()!.newPage();
    try {
      await openPage(other, shared);
      const theirs = other.getByRole('table', { name: 'Compare properties' });
      await theirs.waitFor();
      assert.equal(await theirs.getByRole('columnheader').count(), 2);
    } finally {
      await other.close();
    }
  });

  it('compares four in Arabic on a phone, refusing fewer than two and a fifth', async () => {
    await onPhone(async () => {
      await shortlist('ar', 5);
      await page()
        .getByRole('button', { name: t('ar', 'compare.action'), exact: true })
        .click();
      assert.equal(await page().getByRole('alert').textContent(), t('ar', 'compare.tooFew'));
      const boxes = page().getByRole('checkbox');
      assert.equal(await boxes.count(), 5);
      for (let i = 0; i < 4; i++) await boxes.nth(i).check();
      // A fifth is refused, with the reason, and the four stay chosen.
      await boxes.nth(4).click();
      await page()
        .getByRole('alert')
        .filter({ hasText: t('ar', 'compare.tooMany') })
        .waitFor();
      assert.equal(await boxes.nth(4).isChecked(), false);
      await page()
        .getByRole('link', { name: t('ar', 'compare.open', { count: 4 }) })
        .click();
      const table = page().getByRole('table', { name: t('ar', 'compare.title') });
      await table.waitFor();
      assert.equal(await table.getByRole('columnheader').count(), 4);
      assert.equal(await page().locator('html').getAttribute('dir'), 'rtl');
    });
  });
});
