import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './lib/browser';
import { e2eEnv } from './lib/env';
import type { CoreManifest } from '@brokerage/core/search/index-file';
import { until } from '../packages/local-stack/wait';

// The site served as the CDN serves it (packages/local-stack/site.mjs: the headers of
// src/config/headers.ts): Chromium must report no Content-Security-Policy violation.
const { baseUrl } = e2eEnv();
let browser: Browser;
let page: Page;
const violations: string[] = [];

before(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  // Runs before the page's own scripts, outside its policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
  });
});

after(async () => {
  await browser?.close();
});

/** Opens a page, moves and scrolls as a visitor does, and waits for its delayed parts (the footer's trending links, 1 s after mount). */
async function visit(path: string) {
  const response = await openPage(page, `${baseUrl}${path}`);
  assert.ok(response, `no response for ${path}`);
  assert.match(
    response.headers()['content-security-policy'] ?? '',
    /script-src/,
    `${path} has no Content-Security-Policy`,
  );
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 800);
  await page.locator('.footer-trending .footer-links--inline a').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

function assertNoViolations() {
  assert.deepEqual(violations.splice(0), []);
}

describe('Content-Security-Policy on the built site', () => {
  for (const path of ['/', '/uae/', '/properties/for-sale/in-dubai/', '/contact/', '/fr/contact-oasis-key/']) {
    it(`blocks nothing on ${path}`, async () => {
      await visit(path);
      assertNoViolations();
    });
  }

  it('blocks nothing on a property page and a client-side search route', async () => {
    await visit('/properties/for-sale/in-dubai/');
    const firstProperty = page.locator('a[href^="/property-"]').first();
    const href = await firstProperty.getAttribute('href');
    assert.ok(href, 'the listing links to a property');
    await visit(href);
    assert.notEqual(await page.getByRole('heading', { level: 1 }).textContent(), 'Page not found');
    // A search the build did not pre-render: the client-side route renders its results.
    await visit('/properties/for-sale/in-dubai/from-2-bedrooms/sort-price-asc/');
    await page.locator('.listing-card').first().waitFor();
    assert.notEqual(await page.getByRole('heading', { level: 1 }).textContent(), 'Page not found');
    assertNoViolations();
  });

  it('blocks nothing while the search overlay is open and used', async () => {
    await visit('/');
    await page.getByRole('button', { name: 'Search properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Property search' });
    await dialog.getByRole('combobox', { name: 'Location' }).fill('mar');
    await dialog.getByRole('listbox').getByRole('option').first().waitFor();
    await dialog.getByRole('listbox').getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/properties\/for-sale\/in-/);
    await page.waitForLoadState('networkidle');
    assertNoViolations();
  });

  it('hydrates under the policy: client-side navigation works', async () => {
    await visit('/');
    const before = await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.getByRole('button', { name: 'Search properties' }).click();
    await page
      .getByRole('dialog', { name: 'Property search' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await page.waitForURL(/\/properties\/for-sale\//);
    // The same document (no full reload): React and Gatsby's router run.
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), before);
    assertNoViolations();
  });
});

describe('the violation check itself', () => {
  it('notices a script the policy blocks', async () => {
    await visit('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    const reported = await until(
      'a reported violation',
      () => [...violations],
      (lines) => lines.length > 0,
      5_000,
    );
    violations.splice(0);
    assert.equal(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
    assert.ok(
      reported.some((line) => /script-src/.test(line)),
      `reported: ${JSON.stringify(reported)}`,
    );
  });
});

describe('response headers', () => {
  it('sends the security headers, long caching for hashed assets and revalidation for pages', async () => {
    const home = await fetch(`${baseUrl}/`);
    const html = await home.text();
    for (const [name, value] of [
      ['strict-transport-security', /max-age=\d+/],
      ['x-content-type-options', /^nosniff$/],
      ['referrer-policy', /^strict-origin-when-cross-origin$/],
      ['x-frame-options', /^DENY$/],
      ['permissions-policy', /camera=\(\)/],
      ['content-security-policy', /frame-ancestors 'none'/],
      ['cache-control', /must-revalidate/],
    ] as const) {
      assert.match(home.headers.get(name) ?? '', value, name);
    }
    const bundle = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
    assert.ok(bundle, 'the page loads the app bundle');
    assert.match((await fetch(`${baseUrl}${bundle}`)).headers.get('cache-control') ?? '', /immutable/);
    const pageData = await fetch(`${baseUrl}/page-data/index/page-data.json`);
    assert.match(pageData.headers.get('cache-control') ?? '', /must-revalidate/);
    // Search: the manifest is revalidated, the content-named cores it names are kept.
    const manifest = await fetch(`${baseUrl}/search/manifest/sale.json`);
    assert.match(manifest.headers.get('cache-control') ?? '', /must-revalidate/);
    const { all } = (await manifest.json()) as CoreManifest;
    const core = await fetch(`${baseUrl}/search/shards/${all.columns.ids}.json`);
    assert.equal(core.status, 200);
    assert.match(core.headers.get('cache-control') ?? '', /immutable/);
  });

  it('answers 404 for a search path that does not parse, 200 for one that does', async () => {
    assert.equal((await fetch(`${baseUrl}/properties/for-sale/in-dubai/garbage-segment/`)).status, 404);
    assert.equal((await fetch(`${baseUrl}/fr/properties/for-sale/in-dubai/garbage-segment/`)).status, 404);
    assert.equal((await fetch(`${baseUrl}/properties/for-sale/in-dubai/from-2-bedrooms/`)).status, 200);
  });
});
