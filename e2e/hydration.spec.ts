import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, sharedDesktopPage } from './lib/browser';
import { e2eEnv } from './lib/env';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

/** React's minified hydration errors: text or markup that differs from the page built (#418, #423, #425). */
const HYDRATION = /Minified React error #(418|423|425)|Hydration failed|did not match/;

/**
 * Opens a page as a first visit and gives React's hydration errors: the HTML the build
 * wrote must be what the browser renders (ICU, dates, stored choices read too early...).
 */
async function hydrationErrors(path: string): Promise<string[]> {
  const errors: string[] = [];
  const listen = (error: Error) => HYDRATION.test(error.message) && errors.push(error.message.slice(0, 60));
  page().on('pageerror', listen);
  try {
    await page().context().clearCookies();
    await openPage(page(), `${baseUrl}${path}`);
    // React reports a hydration error as it commits; once the page's main thread is idle,
    // whatever was still hydrating has committed (or reported).
    await page().evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  } finally {
    page().off('pageerror', listen);
  }
  return errors;
}

describe('hydration', () => {
  it('renders in the browser what the build wrote, in English and Arabic', async () => {
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/`);
    const property = await page().locator('.listing-card h2 a').first().getAttribute('href');
    for (const path of [
      '/',
      '/uae/',
      '/properties/for-sale/in-dubai/',
      '/uae/properties/for-sale/in-dubai/',
      '/ru/properties/for-rent/in-dubai/',
      '/properties/for-sale/in-dubai/from-2-bedrooms/sort-price-per-sqft-asc/',
      property!,
      `/uae${property!}`,
      '/uae/shortlist/',
    ])
      assert.deepEqual(await hydrationErrors(path), [], path);
  });
});
