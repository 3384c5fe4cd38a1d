import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { PAGE_SIZE } from '@brokerage/core/search/query';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

type Lot = {
  listing_number: number;
  title: string;
  slug: string;
  department: string;
  price: number;
  auction_starts_at: string;
  auction_status: string;
  auction_deposit: number | null;
};

/** The CMS's auction lots of a department, as the build read them. */
async function lots(department: string): Promise<Lot[]> {
  const { data } = await cmsGet<{ data: Lot[] }>(
    `/api/properties?filters[department][$eq]=${department}&pagination[pageSize]=100`,
  );
  assert.ok(data.length > 0, `the seed has ${department} lots`);
  return data;
}

const DAY = 24 * 60 * 60 * 1000;
const lotPath = (lot: Lot, segment: string) => `/${segment}/${lot.slug}-${lot.listing_number}/`;

/** The CMS ids of the result cards shown (each card links to its lot's page, `…-{id}/`). */
async function cardIds(): Promise<number[]> {
  await page().locator('.listing-card').first().waitFor();
  const hrefs = await page()
    .locator('.listing-card h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/-(\d+)\/$/.exec(href)?.[1]));
}

describe('auctions', () => {
  it('lists the lots a bidder can still take part in, with their starting bid and date, and none that are over', async () => {
    const all = await lots('auction_residential');
    const now = Date.now();
    const open = all.filter(
      (l) => ['upcoming', 'live'].includes(l.auction_status) && Date.parse(l.auction_starts_at) + DAY > now,
    );
    const over = all.filter((l) => !open.includes(l));
    assert.ok(open.length > 0 && over.length > 0, 'the demo has lots open and over');

    await openPage(page(), `${baseUrl}/auction-properties/for-sale/in-dubai/`);
    await page().getByRole('heading', { level: 1, name: 'Properties at auction in Dubai', exact: true }).waitFor();
    // Exactly the open lots: counted, and the cards of the first page are open lots, each once.
    assert.equal(
      await page().locator('main p[aria-live]').first().textContent(),
      open.length === 1 ? '1 property' : `${open.length} properties`,
    );
    const shown = await cardIds();
    assert.equal(shown.length, Math.min(open.length, PAGE_SIZE), `a page of ${shown.length} cards`);
    assert.equal(new Set(shown).size, shown.length, 'no lot twice');
    const openIds = new Set(open.map((l) => l.listing_number));
    for (const id of shown) assert.ok(openIds.has(id), `lot ${id} on the page is open`);
    if (open.length <= PAGE_SIZE) assert.deepEqual([...shown].sort(), [...openIds].sort(), 'every open lot is listed');
    for (const lot of over)
      assert.ok(!shown.includes(lot.listing_number), `${lot.title} (${lot.auction_status}) is not listed`);
    // Each card with its starting bid and the auction's date.
    const cards = await page()
      .locator('.listing-card')
      .evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent ?? '',
          date: el.querySelector('.listing-card__auction')?.textContent ?? '',
        })),
      );
    for (const card of cards) {
      assert.match(card.text, /Starting bid/);
      assert.match(card.date, /^Auction \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    }
  });

  it('shows a lot’s auction on its page: state, Dubai date and time, starting bid and deposit', async () => {
    await openPage(page(), `${baseUrl}/auction-properties/for-sale/in-dubai/`);
    await page().locator('.listing-card h2 a').first().click();
    const panel = page().getByRole('region', { name: 'Auction', exact: true });
    await panel.waitFor();
    const text = (await panel.textContent()) ?? '';
    assert.match(text, /Upcoming|Live now/);
    assert.match(text, /Date and time \(Dubai\)\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    assert.match(text, /Starting bidAED [\d,]+/);
    assert.match(text, /Bidder’s depositAED [\d,]+/);
    // An auction listing carries its agent's WhatsApp link, not the floating button.
    assert.equal(await page().locator('.whatsapp-button').count(), 0);
  });

  it('keeps a sold lot’s page, saying the auction is over', async () => {
    const sold = (await lots('auction_residential')).find((l) => l.auction_status === 'sold')!;
    const response = await openPage(page(), `${baseUrl}${lotPath(sold, 'auction-property-for-sale')}`);
    assert.equal(response?.status(), 200);
    const panel = page().getByRole('region', { name: 'Auction', exact: true });
    assert.match((await panel.textContent()) ?? '', /Sold at auction.*This auction is over/);
  });

  it('reads in Arabic, from the overlay’s Auctions tab to a commercial lot', async () => {
    await openPage(page(), `${baseUrl}/uae/`);
    await page().getByRole('button', { name: 'ابحث عن عقار' }).click();
    const dialog = page().getByRole('dialog', { name: 'البحث عن عقار' });
    await dialog.getByRole('tab', { name: 'المزادات' }).click();
    await dialog.getByLabel('نوع العرض').selectOption('commercial');
    await dialog.getByRole('button', { name: 'ابحث', exact: true }).click();
    await page().waitForURL(`${baseUrl}/uae/commercial-auction-properties/for-sale/in-dubai/`);
    await page().getByRole('heading', { level: 1, name: 'عقارات تجارية في المزاد في دبي', exact: true }).waitFor();
    await page().locator('.listing-card h2 a').first().click();
    const panel = page().getByRole('region', { name: 'المزاد', exact: true });
    await panel.waitFor();
    assert.match((await panel.textContent()) ?? '', /سعر الافتتاح/);
    assert.match(await page().title(), /في المزاد في/);
  });
});
