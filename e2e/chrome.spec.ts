import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, reloadPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { standInTagManager, tagManagerOfBuild, type StandIn } from './lib/tag-manager';
import { groupColumn, type RawMenu } from '@brokerage/core/cms/menu';
import { getLocale } from '@brokerage/core/i18n/locales';

const { baseUrl } = e2eEnv();
let browser: Browser;
let menu: (RawMenu & { Label: string })[];

const populate = [1, 2, 3, 4].map((n) => `populate[Menu_List_${n}][populate][sub_menus]=true`).join('&');

before(async () => {
  const { data } = await cmsGet<{ data: (RawMenu & { Label: string })[] }>(
    `/api/menus?locale=en&sort=order&${populate}`,
  );
  menu = data;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    hasTouch: viewport.width < 768,
    isMobile: viewport.width < 768,
  });
  return { context, page: await context.newPage() };
}

/** The first menu item with a column entry that has links nested under it, and that entry. */
function itemWithNestedLinks() {
  for (const item of menu) {
    const columns = [item.Menu_List_1, item.Menu_List_2, item.Menu_List_3, item.Menu_List_4].map((c) =>
      groupColumn(c ?? [], getLocale('en')),
    );
    const entry = columns.flat().find((e) => e.children.length > 0);
    if (entry) return { item, entry };
  }
  throw new Error('the seeded header menu has no nested links');
}

describe('header', () => {
  it('shows the logo of the CMS site settings, linking home in the page’s language', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await openPage(page, `${baseUrl}/uae/media/`);
    const home = page.locator('header').getByRole('link', { name: 'Oasis Key Properties' });
    assert.equal(await home.getAttribute('href'), '/uae/');
    const logo = home.getByRole('img');
    // The seed's logo, as the build sized it (not the fallback in static/).
    assert.match((await logo.getAttribute('src')) ?? '', /^\/static\/.+brand_logo.+\.png$/);
    assert.ok(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await context.close();
  });

  it('opens the mega menu of a top-level item on hover', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 });
    await openPage(page, `${baseUrl}/`);
    const { item, entry } = itemWithNestedLinks();
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const link = nav.getByRole('link', { name: entry.label, exact: true }).first();
    assert.equal(await link.isVisible(), false);
    await nav.getByRole('link', { name: item.Label, exact: true }).hover();
    await link.waitFor({ state: 'visible' });
    await context.close();
  });

  it('unfolds a third-level item in the drawer on a phone', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await openPage(page, `${baseUrl}/`);
    const { item, entry } = itemWithNestedLinks();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: `Show ${item.Label} links` }).click();
    await drawer.getByRole('button', { name: `Show ${entry.label} links` }).click();
    const third = drawer.getByRole('link', { name: entry.children[0]!.label, exact: true }).first();
    await third.waitFor({ state: 'visible' });
    assert.equal(await third.getAttribute('href'), entry.children[0]!.href);
    await context.close();
  });

  it('darkens once the page scrolls', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 });
    await openPage(page, `${baseUrl}/properties/for-sale/in-dubai/`);
    const header = page.getByRole('banner');
    assert.equal(await header.getAttribute('data-scrolled'), 'false');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    await context.close();
  });
});

describe('header layout', () => {
  it('keeps every header control on screen in every language and width', async () => {
    const failures: string[] = [];
    for (const width of [390, 1024, 1200, 1366]) {
      const { context, page } = await newPage({ width, height: 800 });
      for (const prefix of ['', '/uae', '/fr', '/ru', '/pl']) {
        await page.goto(`${baseUrl}${prefix}/`);
        const boxes = await page
          .locator('header.site-header button:visible, header.site-header a:visible')
          .evaluateAll((els) =>
            els.map((el) => ({
              label: el.getAttribute('aria-label') ?? el.textContent ?? '',
              ...el.getBoundingClientRect().toJSON(),
            })),
          );
        for (const box of boxes) {
          if (box.width > 0 && (box.left < 0 || box.right > width + 1))
            failures.push(`${prefix || '/'} at ${width}px: "${box.label.trim()}" is off screen`);
        }
      }
      await context.close();
    }
    assert.deepEqual(failures, []);
  });
});

describe('currency', () => {
  it('re-prices the listing in USD and keeps the choice after a reload', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 });
    // Wait for the scripts: a click before hydration would reach no handler.
    await openPage(page, `${baseUrl}/properties/for-sale/in-dubai/`);
    const price = page.locator('[data-price-aed]').first();
    const aedText = await price.textContent();
    assert.match(aedText ?? '', /^AED /);
    await page.getByRole('button', { name: 'Currency' }).click();
    await page.getByRole('button', { name: 'US Dollars - USD' }).click();
    await page.waitForFunction(() => document.querySelector('[data-price-aed]')?.textContent?.startsWith('USD '));
    const aed = Number(await price.getAttribute('data-price-aed'));
    const usd = Number((await price.textContent())?.replace(/\D/g, ''));
    assert.ok(Math.abs(usd - aed / 3.6725) <= 1, `${usd} USD for ${aed} AED`);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-price-aed]')?.textContent?.startsWith('USD '));
    await context.close();
  });
});

describe('cookie banner', () => {
  it('appears after the first mouse move and stays away once accepted', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 });
    await openPage(page, `${baseUrl}/`);
    const accept = page.getByRole('button', { name: 'Accept Cookies' });
    assert.equal(await accept.count(), 0);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await accept.waitFor({ state: 'visible' });
    await accept.click();
    await accept.waitFor({ state: 'detached' });
    await reloadPage(page);
    await page.mouse.move(100, 100);
    await page.mouse.move(150, 150);
    // The newsletter prompt also waits for the first activity: once it shows, the banner would have.
    await page.getByRole('link', { name: 'Subscribe to our newsletter' }).waitFor({ state: 'visible' });
    assert.equal(await accept.count(), 0);
    await context.close();
  });
});

/** A computer-width page whose requests to Google's tag origin the stand-in answers (and lists). */
async function pageWithStandInTagManager() {
  const { context, page } = await newPage({ width: 1366, height: 900 });
  return { context, page, google: await standInTagManager(context) };
}

describe('cookie consent', () => {
  it('starts with Consent Mode denied, keeps a per-purpose choice, reopens from the footer, and loads the tag manager only after consent', async () => {
    const { context, page, google } = await pageWithStandInTagManager();
    const container = await tagManagerOfBuild(await openPage(page, `${baseUrl}/`));
    const consent = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
          .filter((a) => a[0] === 'consent'),
      );
    const standIn = () =>
      page.evaluate(() => (window as unknown as { __standInTagManager?: StandIn }).__standInTagManager ?? null);
    assert.deepEqual((await consent())[0]?.slice(0, 2), ['consent', 'default']);
    assert.equal(((await consent())[0]?.[2] as Record<string, string>).analytics_storage, 'denied');
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    assert.deepEqual(google, [], 'nothing of Google’s before the visitor chooses');
    await page.getByRole('checkbox', { name: 'Analytics' }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
    const update = (await consent()).at(-1)!;
    assert.deepEqual(update.slice(0, 2), ['consent', 'update']);
    assert.deepEqual(update[2], {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    if (container) {
      // Loaded once the visitor allowed analytics, under the site's CSP, after the consent update.
      await page.waitForFunction(() => '__standInTagManager' in window);
      const loaded = (await standIn())!;
      assert.equal(google.length, 1);
      assert.equal(loaded.id, container);
      const commands = loaded.seen.map((e) => (Array.isArray(e) ? e.slice(0, 2).join(' ') : e.event));
      assert.deepEqual(commands, ['consent default', 'consent update', 'gtm.js']);
    }
    // The choice holds on the next page, and the footer reopens it.
    await reloadPage(page);
    assert.equal(((await consent()).at(-1)![2] as Record<string, string>).analytics_storage, 'granted');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    assert.equal(await page.getByRole('checkbox', { name: 'Analytics' }).isChecked(), true);
    await page.getByRole('button', { name: 'Reject all' }).click();
    assert.equal(((await consent()).at(-1)![2] as Record<string, string>).analytics_storage, 'denied');
    if (!container) assert.deepEqual(google, [], 'no GATSBY_GTM_ID in this build: nothing of Google’s loads');
    await context.close();
  });
});

describe('footer', () => {
  it('opens the agency’s forms as dialogs from its buttons, in the page’s language', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 });
    for (const [path, button, title, close] of [
      ['/', 'Send us Your CV', 'Send us Your CV', 'Close'],
      ['/uae/', 'احجز تقييمًا', 'احجز تقييمًا', 'إغلاق'],
    ] as const) {
      await openPage(page, `${baseUrl}${path}`);
      await page.locator('footer').getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog
        .getByLabel(/^Email|البريد/)
        .first()
        .fill('someone@example.com');
      // A static backdrop: a click beside the dialog keeps it, and what was typed.
      await page.mouse.click(5, 5);
      assert.ok(await dialog.isVisible());
      await dialog.getByRole('button', { name: close }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('shows three link columns on a computer and one section at a time on a phone', async () => {
    const desktop = await newPage({ width: 1366, height: 900 });
    await openPage(desktop.page, `${baseUrl}/`);
    const footer = desktop.page.locator('footer');
    const headings = footer.locator('nav h2:visible');
    assert.equal(await headings.count(), 3, 'one visible heading per column');
    assert.equal(await footer.locator('.site-footer__toggle:visible').count(), 0, 'no section toggles from 768 px');
    const columns = footer.locator('nav[aria-labelledby]');
    const [other, about] = [columns.nth(1), columns.nth(2)];
    // The company pages sit under About on a computer, and also under Other on a phone.
    assert.ok(await about.getByRole('link', { name: 'Team', exact: true }).isVisible());
    assert.equal(await other.getByRole('link', { name: 'Meet the Team' }).isVisible(), false);
    await desktop.context.close();

    const phone = await newPage({ width: 390, height: 844 });
    await openPage(phone.page, `${baseUrl}/`);
    const toggles = phone.page.locator('footer .site-footer__toggle');
    assert.equal(await toggles.count(), 3);
    const otherToggle = toggles.nth(1);
    const panel = phone.page.locator(`[id="${await otherToggle.getAttribute('aria-controls')}"]`);
    assert.equal(await panel.isVisible(), false, 'sections start closed');
    await otherToggle.click();
    assert.equal(await otherToggle.getAttribute('aria-expanded'), 'true');
    await panel.getByRole('link', { name: 'Meet the Team' }).waitFor({ state: 'visible' });
    assert.equal(
      await phone.page.locator(`[id="${await toggles.nth(2).getAttribute('aria-controls')}"]`).isVisible(),
      false,
    );
    await otherToggle.click();
    await panel.waitFor({ state: 'hidden' });
    await phone.context.close();
  });

  it('lists the popular searches of the page’s own layout: rentals on a rental listing, the home ones elsewhere', async () => {
    const { page, context } = await newPage({ width: 1366, height: 900 });
    const trending = async (path: string) => {
      await openPage(page, `${baseUrl}${path}`);
      await page.getByRole('button', { name: 'Trending Searches' }).click();
      const region = page.getByRole('region', { name: 'Trending Searches' });
      await region.locator('.footer-trending__cms a').first().waitFor();
      return region.locator('.footer-trending__cms a').allTextContents();
    };
    // The seed's lettings layout lists Al Barsha; its home layout does not.
    assert.ok((await trending('/properties/for-rent/in-dubai/')).includes('Apartments for rent in Al Barsha'));
    const home = await trending('/');
    assert.ok(home.includes('Villas for sale in Palm Jumeirah'));
    assert.ok(!home.includes('Apartments for rent in Al Barsha'));
    await context.close();
  });
});
