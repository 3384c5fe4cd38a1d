import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openPage, reloadPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { listingPath } from '@brokerage/core/routing/listing-addresses';
import { LOCALES, localizePath, stripLocale } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { similarProperties } from '@brokerage/core/search/similar';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

/** Opens the first result of a listing page and returns what its card showed. */
async function openFirstResult(listing: string, segment: string) {
  await openPage(page(), `${baseUrl}${listing}`);
  const card = page().locator('.listing-card').first();
  const price = Number(await card.locator('[data-price-aed]').getAttribute('data-price-aed'));
  const permit = (await card.locator('.listing-card__meta').textContent())?.match(/\d{6,}/)?.[0];
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  // Open the result's own link (a click before hydration would race a full page load).
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  assert.match(href, new RegExp(`^${segment}[a-z0-9-]+-\\d+/$`));
  await openPage(page(), `${baseUrl}${href}`);
  await page().getByRole('heading', { level: 1, name: title }).waitFor();
  return { price, permit, title };
}

describe('property pages', () => {
  for (const [listing, segment, forSale] of [
    ['/properties/for-sale/in-dubai/', '/property-for-sale/', true],
    ['/properties/for-rent/in-dubai/', '/property-for-rent/', false],
    ['/properties/short-term-for-rent/in-dubai/', '/short-term-property-for-rent/', false],
    ['/commercial-properties/for-sale/in-dubai/', '/commercial-property-for-sale/', false],
    ['/off-plan-properties/for-sale/in-dubai/', '/off-plan-property-for-sale/', true],
    ['/off-plan-projects/for-sale/in-dubai/', '/off-plan-project-for-sale/', true],
  ] as const) {
    it(`opens a listing of ${listing} at ${segment} with its price, permit and QR, agent and JSON-LD`, async () => {
      const { price, permit } = await openFirstResult(listing, segment);
      const main = page().locator('main');
      assert.equal(Number(await main.locator('[data-price-aed]').first().getAttribute('data-price-aed')), price);
      assert.ok(permit && (await main.textContent())?.includes(permit), `permit ${permit} shown`);
      // The QR code is drawn at build into a hashed SVG file beside the pages.
      const qr = page().getByRole('img', { name: `QR code of DLD permit ${permit}` });
      const qrSrc = (await qr.getAttribute('src')) ?? '';
      assert.match(qrSrc, /^\/qr\/[0-9a-f]+\.svg$/);
      const qrFile = await page().request.get(`${baseUrl}${qrSrc}`);
      assert.equal(qrFile.status(), 200);
      assert.match(await qrFile.text(), /^<svg[^>]*viewBox/);
      const agent = page().getByRole('region', { name: 'Your agent' });
      const tel = (await agent.locator('a[href^="tel:"]').first().getAttribute('href')) ?? '';
      assert.match(tel, /^tel:\+\d{11,12}$/);
      // The phone reads by the spec's rule: +xxx x xxx xxxx or +xxx xx xxx xxxx.
      assert.match(
        // The number as shown (the link's name also says whom it calls).
        (await agent.locator('a[href^="tel:"] [dir="ltr"]').first().textContent()) ?? '',
        /^\+\d{3} \d{1,2} \d{3} \d{4}$/,
      );
      assert.equal(
        await page().locator('a.whatsapp-button').count(),
        0,
        'the floating WhatsApp button is hidden on property pages',
      );
      assert.equal(
        await page().getByRole('region', { name: 'Mortgage calculator' }).count(),
        forSale ? 1 : 0,
        `mortgage on ${page().url()}`,
      );
      const scripts = await page().locator('script[type="application/ld+json"]').allTextContents();
      const [listingLd, crumbs] = scripts.map((s) => JSON.parse(s));
      assert.equal(listingLd['@type'], 'RealEstateListing');
      assert.equal(listingLd.offers.price, price);
      assert.equal(crumbs['@type'], 'BreadcrumbList');
      assert.equal(new URL(crumbs.itemListElement.at(-1).item).pathname, new URL(page().url()).pathname);
    });
  }

  it('leads back through the visible breadcrumb, the same trail as its JSON-LD, to its area listings', async () => {
    // The newest sale overall is also the newest of its area: first on that area's page.
    const { title } = await openFirstResult('/properties/for-sale/in-dubai/', '/property-for-sale/');
    const trail = page().getByRole('navigation', { name: 'You are here' });
    const shown = await trail.getByRole('listitem').allTextContents();
    const scripts = await page().locator('script[type="application/ld+json"]').allTextContents();
    const ld = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'BreadcrumbList');
    assert.deepEqual(
      shown.map((s) => s.trim()),
      ld.itemListElement.map((i: { name: string }) => i.name),
    );
    assert.equal(shown.length, 4, `home, sales, the area, the property: ${shown.join(' / ')}`);
    assert.equal(shown.at(-1)?.trim(), title);
    const area = trail.getByRole('link').nth(2);
    const heading = ((await area.textContent()) ?? '').trim();
    await area.click();
    await page().waitForURL(/\/properties\/for-sale\/in-[a-z0-9-]+\/$/);
    await page().getByRole('heading', { level: 1, name: heading }).waitFor();
    await page().locator('.listing-card').getByRole('heading', { name: title }).first().waitFor();
  });

  it('shows the holiday-home brand contact on a short-term listing', async () => {
    await openFirstResult('/properties/short-term-for-rent/in-dubai/', '/short-term-property-for-rent/');
    const brand = page().getByRole('region', { name: 'Book this holiday home' });
    assert.match(
      (await brand.locator('a[href^="tel:"] [dir="ltr"]').textContent()) ?? '',
      /^\+\d{3} \d{1,2} \d{3} \d{4}$/,
    );
  });

  it('opens Enquire Now with the listing and its agent in the hidden fields', async () => {
    const { title } = await openFirstResult('/properties/for-sale/in-dubai/', '/property-for-sale/');
    const agent = page().getByRole('region', { name: 'Your agent' });
    const agentName = (await agent.locator('p.fw-bold').textContent())!.trim();
    const mail = ((await agent.locator('a[href^="mailto:"]').getAttribute('href')) ?? '').replace('mailto:', '');
    const chat = (await agent.locator('a[href^="https://wa.me/"]').getAttribute('href')) ?? '';
    await agent.getByRole('button', { name: 'Enquire Now' }).click();
    const dialog = page().getByRole('dialog', { name: 'Enquire Now' });
    await dialog.waitFor();
    const hidden: Record<string, string> = Object.fromEntries(
      await dialog
        .locator('input[type="hidden"]')
        .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
    );
    const field = (name: string) => hidden[name] ?? '';
    assert.equal(field('propertytitle'), title);
    assert.match(field('propertyurl'), /^https?:\/\/[^/]+\//);
    assert.equal(new URL(field('propertyurl')).pathname, new URL(page().url()).pathname);
    assert.equal(field('agentname'), agentName);
    assert.equal(field('to_email_id'), mail);
    assert.equal(field('whatsappno'), chat.match(/wa\.me\/(\d+)/)?.[1]);
    assert.match(field('referenceid'), /\S/);
    assert.match(field('propertyarea'), /\S/);
  });

  it('offers the off-plan registration for the project, with its name and department', async () => {
    const { title } = await openFirstResult('/off-plan-projects/for-sale/in-dubai/', '/off-plan-project-for-sale/');
    const agent = page().getByRole('region', { name: 'Your agent' });
    await agent.getByRole('button', { name: 'Off Plan Project Registration' }).click();
    const dialog = page().getByRole('dialog', { name: 'Off Plan Project Registration' });
    await dialog.waitFor();
    const hidden = (name: string) => dialog.locator(`input[type="hidden"][name="${name}"]`).inputValue();
    assert.equal(await hidden('development_name'), title);
    assert.equal(await hidden('department'), 'new_development_projects');
    await dialog.getByRole('button', { name: /close/i }).click();
    await agent.getByRole('button', { name: 'Ask a Question' }).click();
    await page().getByRole('dialog', { name: 'Ask a Question' }).waitFor();
  });

  it('turns the gallery with the arrow keys', async () => {
    await openFirstResult('/properties/for-sale/in-dubai/', '/property-for-sale/');
    const gallery = page().getByRole('region', { name: /^Photos of / });
    const counter = gallery.locator('[aria-live]');
    const before = await counter.textContent();
    assert.match(before ?? '', /^Photo 1 of \d+$/);
    await gallery.focus();
    await page().keyboard.press('ArrowRight');
    assert.equal(await counter.textContent(), before!.replace('Photo 1', 'Photo 2'));
  });

  it('computes a mortgage and explains a down payment below the Central Bank cap', async () => {
    await openFirstResult('/properties/for-sale/in-dubai/', '/property-for-sale/');
    const estimate = page().getByRole('region', { name: 'Mortgage calculator' });
    const monthly = /Estimated monthly payment: (AED [\d,]+)/.exec((await estimate.textContent()) ?? '')?.[1];
    assert.ok(monthly, 'the page shows the estimated monthly payment');
    await estimate.getByRole('button', { name: 'Calculate your mortgage' }).click();
    const calculator = page().getByRole('region', { name: 'Mortgage calculator' });
    // The calculator opens at the estimate's assumptions, with the focus on its first choice.
    await calculator.getByTestId('mortgage-monthly').waitFor();
    assert.equal(await calculator.getByTestId('mortgage-monthly').textContent(), monthly);
    // The focus moves in an effect after the calculator renders: wait for it, as a user would.
    await page().waitForFunction(
      () => document.activeElement?.closest('section')?.querySelector('h2')?.textContent === 'Mortgage calculator',
      undefined,
      { timeout: 5_000 },
    );
    await calculator.getByLabel('Down payment (AED)').fill('1');
    assert.match(
      (await calculator.locator('.invalid-feedback').textContent()) ?? '',
      /UAE Central Bank rules need a down payment of at least AED [\d,]+/,
    );
    assert.equal(await calculator.getByTestId('mortgage-monthly').count(), 0);
  });

  it('keeps a shortlisted property across a reload and lists it on the shortlist page in another language', async () => {
    const { title } = await openFirstResult('/properties/for-rent/in-dubai/', '/property-for-rent/');
    await page()
      .getByRole('button', { name: `Save ${title} to your shortlist` })
      .click();
    await reloadPage(page());
    assert.equal(
      await page()
        .getByRole('button', { name: `Remove ${title} from your shortlist` })
        .getAttribute('aria-pressed'),
      'true',
    );
    await openPage(page(), `${baseUrl}/fr/shortlist/`);
    const heading = page().locator('.listing-card h2');
    await heading.first().waitFor();
    assert.equal(await page().locator('.listing-card').count(), 1);
    // Titled in French, with the same headline as the property's French page.
    const french = (await heading.first().textContent())?.trim() ?? '';
    assert.notEqual(french, title);
    assert.match(french, /à louer/);
    await heading.first().getByRole('link').click();
    await page().waitForURL(/\/fr\/property-for-rent\//);
    await page().getByRole('heading', { level: 1, name: french }).waitFor();
  });

  it('remembers square metres like the currency', async () => {
    await openFirstResult('/properties/for-sale/in-dubai/', '/property-for-sale/');
    await page().getByRole('button', { name: 'm²' }).click();
    await reloadPage(page());
    assert.match((await page().locator('main [data-sqft]').first().textContent()) ?? '', /^[\d,]+ m²$/);
    await page().evaluate(() => window.localStorage.removeItem('areaUnit'));
  });

  it("links the permit to its DLD page when the CMS has the listing's Madmoun link, and shows no link without one", async () => {
    type Row = {
      listing_number: number;
      slug: string;
      pType: string;
      department: string;
      permit_number: string;
      permit_qr_link: string | null;
    };
    const fields = ['slug', 'pType', 'department', 'listing_number', 'permit_number', 'permit_qr_link']
      .map((f, i) => `fields[${i}]=${f}`)
      .join('&');
    const first = async (filter: string) =>
      (await cmsGet<{ data: Row[] }>(`/api/properties?${fields}&filters[pType]=sales&${filter}&pagination[pageSize]=1`))
        .data[0]!;
    const linked = await first('filters[permit_qr_link][$notNull]=true');
    const unlinked = await first('filters[permit_qr_link][$null]=true');
    const verify = () =>
      page().locator('main figure.permit-qr').getByRole('link', { name: 'Check this permit on the DLD website' });
    await openPage(page(), `${baseUrl}${listingPath(linked)}`);
    assert.equal(await verify().getAttribute('href'), linked.permit_qr_link);
    assert.match(
      linked.permit_qr_link!,
      new RegExp(`^https://trakheesi\\.dubailand\\.gov\\.ae/.*${linked.permit_number}$`),
    );
    await openPage(page(), `${baseUrl}${listingPath(unlinked)}`);
    await page()
      .getByRole('img', { name: `QR code of DLD permit ${unlinked.permit_number}` })
      .waitFor();
    assert.equal(await verify().count(), 0);
  });

  it('titles a property in the page’s language from its data, and keeps the CMS title in English', async () => {
    const { data } = await cmsGet<{
      data: { slug: string; pType: string; department: string; listing_number: number; title: string }[];
    }>(
      '/api/properties?filters[pType][$eq]=sales&filters[department][$eq]=residential&pagination[pageSize]=1&sort=id:asc',
    );
    const property = data[0]!;
    const neutral = listingPath(property)!;
    const heading = async (locale: string) => {
      const path = localizePath(neutral, LOCALES.find((l) => l.code === locale)!);
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      return {
        h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
        title: /<title[^>]*>([^<|]*)/.exec(html)?.[1]?.trim() ?? '',
      };
    };
    assert.equal((await heading('en')).h1, property.title);
    const arabic = await heading('ar');
    assert.match(arabic.h1, /للبيع في /, 'an Arabic headline');
    assert.doesNotMatch(arabic.h1, /[A-Za-z]{3,} (bedroom|for sale)/, 'no English words');
    assert.equal(arabic.title, arabic.h1);
    assert.match((await heading('ru')).h1, / на продажу в /);
  });

  it('shows the Arabic description where the CMS has one, and the English one marked English elsewhere', async () => {
    const { data } = await cmsGet<{
      data: {
        slug: string;
        pType: string;
        department: string;
        listing_number: number;
        description_ar: string | null;
      }[];
    }>(
      '/api/properties?filters[description_ar][$notNull]=true&filters[pType][$eq]=sales&pagination[pageSize]=1&sort=id:asc',
    );
    const property = data[0]!;
    const neutral = listingPath(property)!;
    const description = async (locale: string) => {
      await openPage(page(), `${baseUrl}${localizePath(neutral, LOCALES.find((l) => l.code === locale)!)}`);
      const block = page().locator('h2:text-is("' + (locale === 'ar' ? 'الوصف' : 'Description') + '") + div');
      return { lang: await block.getAttribute('lang'), text: (await block.textContent()) ?? '' };
    };
    const arabic = await description('ar');
    assert.equal(arabic.lang, null, 'in the page’s own language');
    assert.ok(arabic.text.startsWith(property.description_ar!.split('\n')[0]!.slice(0, 20)));
    assert.doesNotMatch(arabic.text, /[A-Za-z]{4,}/);
    const french = await openPage(page(), `${baseUrl}${localizePath(neutral, LOCALES.find((l) => l.code === 'fr')!)}`);
    assert.ok(french?.ok());
    assert.equal(await page().locator('main div[lang="en"][dir="ltr"] > p').first().isVisible(), true);
  });

  it('suggests the three sales of its area nearest in price and bedrooms, linked in the page’s language', async () => {
    type Row = {
      listing_number: number;
      slug: string;
      pType: string;
      department: string;
      price: number;
      bedrooms: number | null;
      area: { slug: string; name: string } | null;
    };
    const rows: Row[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const { data, meta } = await cmsGet<{ data: Row[]; meta: { pagination: { pageCount: number } } }>(
        '/api/properties?filters[pType][$eq]=sales&filters[department][$eq]=residential' +
          '&fields[0]=slug&fields[1]=pType&fields[2]=department&fields[3]=price&fields[4]=bedrooms&fields[5]=listing_number' +
          `&populate[area][fields][0]=slug&populate[area][fields][1]=name&pagination[pageSize]=100&pagination[page]=${pageNo}`,
      );
      rows.push(...data);
      if (pageNo >= meta.pagination.pageCount) break;
    }
    const byArea = new Map<string, Row[]>();
    for (const row of rows.filter((r) => r.area))
      byArea.set(row.area!.slug, [...(byArea.get(row.area!.slug) ?? []), row]);
    const [, inArea] = [...byArea].sort((a, b) => b[1].length - a[1].length)[0]!;
    assert.ok(inArea.length > 4, 'an area with more sales than the page suggests');
    // The CMS's data through the rule (packages/core/src/search/similar.ts): the middle-priced sale of the busiest area.
    const target = [...inArea].sort((a, b) => a.price - b.price || a.listing_number - b.listing_number)[
      inArea.length >> 1
    ]!;
    // The site's cards carry the listing number as their id, as every property URL does.
    const candidate = (r: Row) => ({
      id: r.listing_number,
      root: 'sale',
      area: r.area!.slug,
      price: r.price,
      bedrooms: r.bedrooms,
    });
    const expected = similarProperties(candidate(target), inArea.map(candidate)).map((c) => String(c.id));
    assert.equal(expected.length, 3);

    for (const locale of ['en', 'ar'] as const) {
      const lang = LOCALES.find((l) => l.code === locale)!;
      await openPage(page(), `${baseUrl}${localizePath(listingPath(target)!, lang)}`);
      const similar = page().getByRole('region', { name: t(locale, 'property.similar'), exact: true });
      const links = similar.locator('.listing-card h2 a');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      assert.deepEqual(
        hrefs.map((href) => /-(\d+)\/$/.exec(href)?.[1]),
        expected,
        `the ${locale} page suggests the nearest sales of ${target.area!.name}`,
      );
      for (const href of hrefs) assert.ok(href.startsWith(localizePath('/property-for-sale/', lang)), href);
    }
    // A suggestion opens its own page.
    const first = page()
      .getByRole('region', { name: t('ar', 'property.similar'), exact: true })
      .locator('.listing-card h2 a')
      .first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page().waitForURL(new RegExp(`-${expected[0]}/$`));
    await page().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('answers an unknown property URL with the not-found page', async () => {
    const response = await page().goto(`${baseUrl}/property-for-sale/no-such-listing-99999999/`);
    assert.equal(response?.status(), 404);
  });
});

describe('property pages in the build output', () => {
  // A property deleted in the CMS losing its pages at the next build is checked where a CMS
  // may be changed and the site rebuilt: scripts/test/test-backup.ts, on a restored copy.
  it('exist for exactly the properties the CMS holds, in every language, and none for a number it does not hold', async () => {
    type Row = { listing_number: number; slug: string; pType: string; department: string };
    const rows: Row[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const { data, meta } = await cmsGet<{ data: Row[]; meta: { pagination: { pageCount: number } } }>(
        `/api/properties?fields[0]=slug&fields[1]=pType&fields[2]=department&fields[3]=listing_number&pagination[page]=${pageNo}&pagination[pageSize]=100`,
      );
      rows.push(...data);
      if (pageNo >= meta.pagination.pageCount) break;
    }
    const expected = new Set(rows.flatMap((r) => listingPath(r) ?? []));
    assert.ok(expected.size > 0, 'the CMS has properties');
    // The build's page list (plugins/site-sitemap) names every page, rendered at build or on request.
    const { pages } = JSON.parse(readFileSync('.cache/site-pages.json', 'utf8')) as {
      pages: { path: string; template: string; rendered: 'build' | 'request' }[];
    };
    const planned = pages.filter((p) => p.template === 'templates/property');
    for (const locale of LOCALES) {
      const own = planned.filter((p) => localizePath(stripLocale(p.path), locale) === p.path);
      const paths = new Set(own.map((p) => stripLocale(p.path)));
      assert.deepEqual(
        [...paths].filter((p) => !expected.has(p)),
        [],
        `${locale.code}: pages of properties the CMS no longer has`,
      );
      assert.deepEqual(
        [...expected].filter((p) => !paths.has(p)),
        [],
        `${locale.code}: properties without a page`,
      );
      // Pages rendered at build are files; the others answer on request, in full.
      for (const page of own.filter((p) => p.rendered === 'build')) {
        assert.ok(existsSync(path.resolve('public', page.path.slice(1), 'index.html')), `${page.path} was not built`);
      }
      for (const page of own.filter((p) => p.rendered === 'request').slice(0, 3)) {
        const response = await fetch(`${e2eEnv().baseUrl}${page.path}`);
        assert.equal(response.status, 200, `${page.path} answers on request`);
        assert.match(
          await response.text(),
          new RegExp(`<link rel="canonical" href="[^"]*${page.path}"`),
          `${page.path} is the full page`,
        );
      }
    }
    const unknown = localizePath('/property-for-sale/no-such-flat-999999/', LOCALES.find((l) => l.code === 'ru')!);
    assert.equal(
      (await fetch(`${e2eEnv().baseUrl}${unknown}`)).status,
      404,
      'a property the CMS does not hold has no page',
    );
  });
});
