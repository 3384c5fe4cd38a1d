import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { listingPath } from '@brokerage/core/routing/listing-addresses';

// The Dubai Land Department's figures on area and property pages, against what the CMS
// holds (the seed imports the demo DLD files: cms/src/seed/market.ts).
const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

type Quarter = { quarter: string; n: number; p50: number };
type Figures = {
  salesTo: string;
  sales: { type: string; rooms: string; quarters: Quarter[] }[];
  recent: { price: number }[];
};

/** An area's figures as the CMS holds them (the test's oracle). */
async function figuresOf(slug: string): Promise<Figures> {
  const { data } = await cmsGet<{ data: { figures: Figures }[] }>(
    `/api/market-areas?filters[area][slug][$eq]=${slug}&fields[0]=figures`,
  );
  assert.equal(data.length, 1, `the CMS has figures of ${slug}`);
  return data[0]!.figures;
}

const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;
const lastFlatQuarter = (f: Figures) => f.sales.find((s) => s.type === 'unit' && s.rooms === 'all')!.quarters.at(-1)!;

describe('sold prices and rents on area pages', () => {
  it('shows the price history as a chart with its table, the latest sales and the rents, in the built HTML', async () => {
    const figures = await figuresOf('dubai-marina');
    // In the HTML the server sends, before any script runs.
    const html = await (await fetch(`${baseUrl}/properties/for-sale/in-dubai-marina/`)).text();
    assert.match(html, /<svg class="market-chart"[^>]*role="img"/);
    assert.match(html, /"@type":"Dataset"/);
    assert.ok(html.includes(aed(figures.recent[0]!.price)), 'the newest sale’s price is in the HTML');

    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai-marina/`);
    const market = page().getByRole('region', { name: 'Sold prices and rents in Dubai Marina' });
    const chart = market.getByRole('img', { name: 'Median price per sq ft of homes sold in Dubai Marina, by quarter' });
    await chart.waitFor();
    assert.match(
      (await market.locator('figure figcaption').textContent()) ?? '',
      /^Source: Dubai Land Department, sales registered to 30 Oct 2026\.$/,
    );
    // The table holds every quarter of the chart, newest first, with the CMS's median.
    await market.getByText('The figures as a table').click();
    const history = market.getByRole('table', { name: /^Median price per sq ft of homes sold in Dubai Marina/ });
    assert.equal(await history.locator('tbody tr').count(), 20);
    const newest = lastFlatQuarter(figures);
    const firstRow = history.locator('tbody tr').first();
    assert.equal(await firstRow.locator('th').textContent(), 'Q4 2026');
    assert.equal(await firstRow.locator('td').first().textContent(), newest.n >= 5 ? aed(newest.p50) : '—');

    const sales = market.getByRole('table', { name: /^Source: Dubai Land Department/ });
    assert.equal(await sales.locator('tbody tr').count(), 10);
    assert.equal(
      await sales.locator('tbody tr td[data-price-aed]').first().textContent(),
      aed(figures.recent[0]!.price),
    );
    const rents = market.getByRole('table', { name: /^Median yearly rent of the Ejari contracts/ });
    assert.match((await rents.locator('tbody').textContent()) ?? '', /\d\.\d%/);
  });

  it('draws the chart in the visitor’s currency and unit', async () => {
    // The choice is the site's, kept in its storage: set on one of its pages, then the page opened again.
    await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai-marina/`);
    await page().evaluate(() => {
      localStorage.setItem('currency', JSON.stringify({ value: 'EUR', label: 'Euros - EUR' }));
      localStorage.setItem('areaUnit', 'sqm');
    });
    try {
      await openPage(page(), `${baseUrl}/properties/for-sale/in-dubai-marina/`);
      await page()
        .getByRole('img', { name: /^Median price per m² of homes sold in Dubai Marina/ })
        .waitFor();
      assert.ok((await page().locator('svg.market-chart').textContent())?.includes('EUR per m²'));
    } finally {
      await page().evaluate(() => {
        localStorage.removeItem('currency');
        localStorage.removeItem('areaUnit');
      });
    }
  });

  it('reads from right to left in Arabic', async () => {
    await openPage(page(), `${baseUrl}/uae/properties/for-sale/in-dubai-marina/`);
    const market = page().getByRole('region', { name: 'أسعار البيع والإيجار في دبي مارينا' });
    await market.getByRole('img', { name: /^متوسط سعر القدم المربع للمنازل المبيعة في دبي مارينا/ }).waitFor();
    const xs = await market
      .locator('svg.market-chart circle')
      .evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cx'))));
    assert.ok(xs.length >= 10 && xs[0]! > xs.at(-1)!, `the oldest quarter is on the right: ${xs.join(', ')}`);
    assert.match((await market.locator('figcaption').textContent()) ?? '', /^المصدر: دائرة الأراضي والأملاك في دبي/);
    // The same figures as in English: the table of every quarter, newest first, and the latest sales.
    const figures = await figuresOf('dubai-marina');
    await market.getByText('الأرقام في جدول').click();
    const history = market.getByRole('table', { name: /^متوسط سعر القدم المربع للمنازل المبيعة في دبي مارينا/ });
    assert.equal(await history.locator('tbody tr').count(), 20);
    const newest = lastFlatQuarter(figures);
    const firstRow = history.locator('tbody tr').first();
    assert.equal(await firstRow.locator('th').textContent(), 'الربع 4 2026');
    assert.equal(
      (await firstRow.locator('td').first().textContent())?.replace('\u200f', ''),
      newest.n >= 5 ? `${newest.p50.toLocaleString('en-US')} AED` : '—',
    );
    const sales = market.getByRole('table', { name: /^المصدر: دائرة الأراضي والأملاك في دبي/ });
    assert.equal(await sales.locator('tbody tr').count(), 10);
    assert.equal(
      (await sales.locator('tbody tr td[data-price-aed]').first().textContent())?.replace('\u200f', ''),
      `${figures.recent[0]!.price.toLocaleString('en-US')} AED`,
    );
  });

  it('shows the rents on the rent page and links to the sold prices', async () => {
    await openPage(page(), `${baseUrl}/properties/for-rent/in-dubai-marina/`);
    const market = page().getByRole('region', { name: 'Sold prices and rents in Dubai Marina' });
    await market.getByRole('table', { name: /^Median yearly rent/ }).waitFor();
    assert.equal(await market.getByRole('img').count(), 0);
    assert.equal(
      await market
        .getByRole('link', { name: 'Sold prices and the price history in Dubai Marina' })
        .getAttribute('href'),
      '/properties/for-sale/in-dubai-marina/#market',
    );
  });
});

describe('recent sales nearby on property pages', () => {
  it('places a Dubai Marina flat for sale against the area’s median and lists the sales nearby', async () => {
    const { data } = await cmsGet<{
      data: { slug: string; listing_number: number; pType: string; department: string }[];
    }>(
      '/api/properties?filters[department][$eq]=residential&filters[pType][$eq]=sales&filters[area][slug][$eq]=dubai-marina' +
        '&filters[property_type][$eq]=apartment&filters[floor_area][$gt]=0&fields[0]=slug&fields[1]=pType&fields[2]=department&fields[3]=listing_number' +
        '&pagination[pageSize]=1',
    );
    assert.ok(data[0], 'the demo has a Dubai Marina flat for sale');
    await openPage(page(), `${baseUrl}${listingPath(data[0]!)}`);
    const nearby = page().getByRole('region', { name: 'Recent sales nearby' });
    await nearby.waitFor();
    assert.match(
      (await nearby.locator('.market-compare').textContent()) ?? '',
      /^(At AED [\d,]+ \/ sq ft, this listing is (\d+% (above|below)|in line with) the median|Too little data to compare)/,
    );
    assert.ok((await nearby.locator('tbody tr').count()) >= 1);
  });
});
