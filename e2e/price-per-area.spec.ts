import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { PAGE_SIZE } from '@brokerage/core/search/query';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

type Listing = { price: number; floor_area: number | null; area: { slug: string; name: string } | null };

/** The CMS's residential sales with a size, by area (the test's oracle). */
async function salesByArea(): Promise<Map<string, Listing[]>> {
  const data: Listing[] = [];
  // The CMS answers 100 at most a page.
  for (let page = 1; ; page++) {
    const { data: batch, meta } = await cmsGet<{ data: Listing[]; meta: { pagination: { pageCount: number } } }>(
      '/api/properties?filters[department][$eq]=residential&filters[pType][$eq]=sales&populate[area][fields][0]=slug' +
        `&populate[area][fields][1]=name&pagination[pageSize]=100&pagination[page]=${page}`,
    );
    data.push(...batch);
    if (page >= meta.pagination.pageCount) break;
  }
  const byArea = new Map<string, Listing[]>();
  for (const listing of data.filter((l) => l.area && l.price && l.floor_area))
    byArea.set(listing.area!.slug, [...(byArea.get(listing.area!.slug) ?? []), listing]);
  return byArea;
}

const median = (listings: readonly Listing[]) => {
  const values = listings.map((l) => Math.round(l.price / l.floor_area!)).sort((a, b) => a - b);
  const middle = values.length >> 1;
  return values.length % 2 ? values[middle]! : Math.round((values[middle - 1]! + values[middle]!) / 2);
};

const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;

describe('price per square foot', () => {
  it('shows each sale card’s price per sq ft, and the area’s median to buy from three listings up', async () => {
    const byArea = await salesByArea();
    const [busiest, listings] = [...byArea].sort((a, b) => b[1].length - a[1].length)[0]!;
    assert.ok(listings.length >= 3, `${busiest} has ${listings.length} sales`);
    await openPage(page(), `${baseUrl}/properties/for-sale/in-${busiest}/`);
    await page().locator('.listing-card').first().waitFor();
    const cards = await page()
      .locator('.listing-card')
      .evaluateAll((els) =>
        els.map((el) => ({
          price: Number(el.querySelector('[data-price-aed]')?.getAttribute('data-price-aed')),
          sqft: Number(el.querySelector('[data-sqft]')?.getAttribute('data-sqft')),
          perArea: el.querySelector('[data-price-per-area]')?.textContent?.trim() ?? null,
        })),
      );
    assert.ok(cards.length >= Math.min(listings.length, PAGE_SIZE), 'a card per sale of the area');
    // Every card with a size says its price per sq ft; one without a size says none.
    for (const card of cards)
      assert.equal(card.perArea, card.sqft ? `${aed(Math.round(card.price / card.sqft))} / sq ft` : null);
    const summary = page().getByRole('region', { name: `Median price per sq ft in ${listings[0]!.area!.name}` });
    assert.match((await summary.textContent()) ?? '', new RegExp(`To buy: ${aed(median(listings))}`));

    // An area with fewer sales shows no median of them.
    const [thin] = [...byArea].find(([, l]) => l.length < 3) ?? [];
    assert.ok(thin, 'the seed has an area with one or two sales');
    await openPage(page(), `${baseUrl}/properties/for-sale/in-${thin}/`);
    await page().locator('.listing-card').first().waitFor();
    assert.doesNotMatch((await page().locator('main').textContent()) ?? '', /To buy:/);
  });

  it('follows the visitor’s unit (m²) and language', async () => {
    await page().evaluate(() => localStorage.setItem('areaUnit', 'sqm'));
    const [busiest] = [...(await salesByArea())].sort((a, b) => b[1].length - a[1].length)[0]!;
    await openPage(page(), `${baseUrl}/uae/properties/for-sale/in-${busiest}/`);
    await page().locator('.listing-card [data-price-per-area]').first().waitFor();
    assert.match(
      (await page().locator('.listing-card [data-price-per-area]').first().textContent()) ?? '',
      /للمتر المربع$/,
    );
    // The unit is read from the visitor's storage once the page runs.
    await page()
      .getByRole('region', { name: /^السعر الوسيط لكل متر مربع في/ })
      .waitFor();
    await page().evaluate(() => localStorage.removeItem('areaUnit'));
  });

  it('sorts by price per sq ft, cheapest for its size first', async () => {
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai/`);
    await page().getByLabel('Sort by').selectOption({ label: 'Price per sq ft: low to high' });
    await page().waitForURL(`${baseUrl}/properties/for-sale/in-dubai/sort-price-per-sqft-asc/`);
    // The URL changes first, the results once the price and size columns are in.
    await page().waitForFunction(() => {
      const cards = [...document.querySelectorAll('.listing-card')].map((card) => {
        const price = Number(card.querySelector('[data-price-aed]')?.getAttribute('data-price-aed'));
        const sqft = Number(card.querySelector('[data-sqft]')?.getAttribute('data-sqft'));
        return sqft ? price / sqft : Infinity;
      });
      return cards.length > 1 && cards.every((v, i) => i === 0 || cards[i - 1]! <= v);
    });
  });
});
