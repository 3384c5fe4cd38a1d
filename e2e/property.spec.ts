import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedDesktopPage } from './lib/browser';
import { e2eEnv } from './lib/env';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

describe('property pages', () => {
  for (const [listing, segment] of [
    ['/properties/for-sale/in-dubai/', '/property-for-sale/'],
    ['/properties/for-rent/in-dubai/', '/property-for-rent/'],
    ['/properties/short-term-for-rent/in-dubai/', '/short-term-property-for-rent/'],
    ['/commercial-properties/for-sale/in-dubai/', '/commercial-property-for-sale/'],
    ['/off-plan-properties/for-sale/in-dubai/', '/off-plan-property-for-sale/'],
    ['/off-plan-projects/for-sale/in-dubai/', '/off-plan-project-for-sale/'],
  ]) {
    it(`opens a listing of ${listing} at ${segment} with its price, permit and agent`, async () => {
      await page().goto(`${baseUrl}${listing}`, { waitUntil: 'networkidle' });
      const card = page().locator('.listing-card').first();
      const price = Number(await card.locator('[data-price-aed]').getAttribute('data-price-aed'));
      const permit = (await card.locator('p.small').textContent())?.match(/\d{6,}/)?.[0];
      await card.getByRole('link').first().click();
      await page().waitForURL(new RegExp(`${segment}[a-z0-9-]+-\\d+/$`));
      assert.equal(Number(await page().locator('main [data-price-aed]').first().getAttribute('data-price-aed')), price);
      assert.ok(permit && (await page().locator('main').textContent())?.includes(permit), `permit ${permit} shown`);
      const agent = page().getByRole('complementary', { name: 'Your agent' });
      assert.match((await agent.locator('a[href^="tel:"]').getAttribute('href')) ?? '', /^tel:\+\d{11,12}$/);
      assert.equal(
        await page().locator('a.whatsapp-button').count(),
        0,
        'the floating WhatsApp button is hidden on property pages',
      );
      const jsonLd = JSON.parse(
        (await page().locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      assert.equal(jsonLd['@type'], 'RealEstateListing');
      assert.equal(jsonLd.offers.price, price);
    });
  }
});
