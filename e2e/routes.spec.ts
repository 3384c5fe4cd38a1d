import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { pagePath } from '@brokerage/core/cms/page-path';
import { MAIN_ROUTES, ROUTE_ALIASES, withProduct } from '@brokerage/core/cms/routes';
import { LOCALES, localizePath, type Locale } from '@brokerage/core/i18n/locales';
import { emptyFilter } from '@brokerage/core/search/filter';
import { searchHeading } from '@brokerage/core/search/heading';
import { LISTING_ROOTS, rootEntryPath } from '@brokerage/core/search/roots';

type CmsPage = {
  locale: string;
  Title: string;
  Banner_Title: string | null;
  Slug: string;
  Parent: string | null;
  Parent2: string | null;
  Parent3: string | null;
};

const { baseUrl } = e2eEnv();
let browser: Browser;
let page: Page;
let product: string;
const headingByLocalePath = new Map<string, string>();

before(async () => {
  const settings = await cmsGet<{ data: { product_slug: string } }>('/api/site-setting');
  product = settings.data.product_slug;
  for (const locale of LOCALES) {
    const { data } = await cmsGet<{ data: CmsPage[] }>(`/api/pages?locale=${locale.code}&pagination[pageSize]=1000`);
    for (const cmsPage of data) {
      headingByLocalePath.set(`${locale.code} ${pagePath(cmsPage)}`, cmsPage.Banner_Title || cmsPage.Title);
    }
  }
  browser = await launchBrowser();
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
});

/** The heading a visitor should see on a main route: the listing's or the CMS page's title. */
function expectedHeading(route: string, locale: Locale): string | undefined {
  const root = LISTING_ROOTS.find((r) => rootEntryPath(r) === route);
  if (root) return searchHeading(emptyFilter(root.key), { locale: locale.code, areaNames: {} }).heading;
  const aliasTarget = Object.entries(ROUTE_ALIASES).find(([alias]) => withProduct(alias, product) === route)?.[1];
  const target = aliasTarget ? withProduct(aliasTarget, product) : route;
  return headingByLocalePath.get(`${locale.code} ${target}`) ?? headingByLocalePath.get(`en ${target}`);
}

async function visit(path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
  const dir = await page.evaluate(() => document.documentElement.getAttribute('dir'));
  const lang = await page.evaluate(() => document.documentElement.getAttribute('lang'));
  return { status: response?.status(), heading, dir, lang };
}

describe('main routes in every language', () => {
  for (const locale of LOCALES) {
    it(`answers 200 with the CMS title on every main route in ${locale.code}`, async () => {
      const failures: string[] = [];
      for (const route of MAIN_ROUTES.map((r) => withProduct(r, product))) {
        const path = localizePath(route, locale);
        const expected = expectedHeading(route, locale);
        const seen = await visit(path);
        if (!expected) failures.push(`${path}: no CMS page or listing is known for this route`);
        else if (seen.status !== 200 || seen.heading !== expected) {
          failures.push(`${path}: HTTP ${seen.status}, heading "${seen.heading}", expected "${expected}"`);
        }
        if (seen.lang !== locale.hreflang || seen.dir !== locale.dir) {
          failures.push(`${path}: lang=${seen.lang} dir=${seen.dir}, expected ${locale.hreflang}/${locale.dir}`);
        }
      }
      assert.deepEqual(failures, []);
    });
  }
});

describe('CMS pages', () => {
  it('serves a page nested three parents deep at its slug chain', async () => {
    const deep = [...headingByLocalePath.entries()].find(
      ([key]) => key.startsWith('en ') && key.split('/').length >= 6,
    );
    assert.ok(deep, 'the seed has a page with Parent, Parent2 and Parent3');
    const [key, heading] = deep;
    const seen = await visit(key.slice(3));
    assert.equal(seen.status, 200);
    assert.equal(seen.heading, heading);
  });

  it('renders Arabic pages right to left with the RTL stylesheet', async () => {
    const seen = await visit('/uae/');
    assert.equal(seen.dir, 'rtl');
    assert.equal(seen.lang, 'ar');
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    assert.match(stylesheet ?? '', /site\.rtl\.[0-9a-f]+\.css$/);
    const css = await fetch(`${baseUrl}${stylesheet}`);
    assert.equal(css.status, 200);
  });
});

describe('unknown paths', () => {
  it('show the not-found page with status 404', async () => {
    const seen = await visit('/this-page-does-not-exist/');
    assert.equal(seen.status, 404);
    assert.equal(seen.heading, headingByLocalePath.get('en /404/'));
  });

  it('show the not-found page in the language of the path', async () => {
    const response = await openPage(page, `${baseUrl}/uae/no-such-page/`);
    assert.equal(response?.status(), 404);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const heading = (await page.locator('h1').first().textContent())?.trim();
    assert.equal(heading, headingByLocalePath.get('ar /404/'));
  });
});
