// The main flows in WebKit, Safari's engine (many of the agency's visitors are on iPhones):
// WebKitGTK's MiniBrowser, driven over WebDriver by webdriverio, against the built site with
// a CMS on a copy of the local database behind it. Run by `npm run test:webkit`
// (scripts/test/test-webkit.mjs), which starts all three.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { remote } from 'webdriverio';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { until } from '../../packages/local-stack/wait';

const { BASE_URL, WEBDRIVER_URL, CMS_URL, CMS_WRITE_TOKEN } = process.env;
if (!BASE_URL || !WEBDRIVER_URL || !CMS_URL || !CMS_WRITE_TOKEN)
  throw new Error('BASE_URL, WEBDRIVER_URL, CMS_URL and CMS_WRITE_TOKEN must be set: run `npm run test:webkit`.');

let browser: WebdriverIO.Browser;

before(async () => {
  const driver = new URL(WEBDRIVER_URL);
  browser = await remote({
    hostname: driver.hostname,
    port: Number(driver.port),
    path: '/',
    logLevel: 'warn',
    // Waits that name no timeout (waitUntil, waitForDisplayed): 15 s, for a busy machine.
    waitforTimeout: 15_000,
    // WebKitGTK's driver speaks WebDriver classic, not BiDi.
    capabilities: { 'wdio:enforceWebDriverClassic': true },
  });
  await browser.setWindowSize(1366, 900);
});

after(async () => {
  await browser?.deleteSession();
});

/** Opens a page and waits until React has hydrated it (Gatsby marks `onInitialClientRender`). */
async function open(path: string): Promise<void> {
  await browser.url(`${BASE_URL}${path}`);
  await browser.waitUntil(
    () => browser.execute(() => performance.getEntriesByName('onInitialClientRender').length > 0),
    { timeout: 20_000, timeoutMsg: `${path} did not hydrate` },
  );
}

/** The first element of `selector` whose visible text is `text`, once there is one. */
async function withText(selector: string, text: string | RegExp): Promise<WebdriverIO.Element> {
  let found: WebdriverIO.Element | undefined;
  await browser.waitUntil(
    async () => {
      for (const element of await browser.$$(selector)) {
        const shown = (await element.getText()).trim();
        if (typeof text === 'string' ? shown === text : text.test(shown)) {
          found = element;
          return true;
        }
      }
      return false;
    },
    { timeout: 10_000, timeoutMsg: `no ${selector} reading ${text}` },
  );
  return found!;
}

/** The element a visitor finds by its accessible name (label, aria-label, text). */
async function named(name: string): Promise<WebdriverIO.Element> {
  const element = await browser.$(`aria/${name}`).getElement();
  await element.waitForDisplayed({ timeout: 10_000, timeoutMsg: `nothing named "${name}" is shown` });
  return element;
}

/**
 * Clicks an element the way a visitor taps it: once it is still in the middle of the window.
 * WebDriver's own click scrolls the element to the window's edge, and Bootstrap's
 * `scroll-behavior: smooth` makes that scroll take a moment: WebKitGTK's driver then finds the
 * element still out of view ("not interactable"), or taps what passes under the pointer.
 */
async function press(element: WebdriverIO.Element): Promise<void> {
  await browser.execute(
    (el: HTMLElement) => el.scrollIntoView({ block: 'center', behavior: 'instant' }),
    element as unknown as HTMLElement,
  );
  await element.click();
}

const heading = async () => (await browser.$('h1').getText()).trim();
const path = async () => new URL(await browser.getUrl()).pathname;
const waitForPath = (want: string | RegExp) =>
  browser.waitUntil(async () => (typeof want === 'string' ? (await path()) === want : want.test(await path())), {
    timeout: 15_000,
    timeoutMsg: `the address did not become ${want}`,
  });

/** The CMS ids and titles of the result cards shown. */
const cards = () =>
  browser.execute(() =>
    [...document.querySelectorAll('.listing-card h2 a')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      title: (a.textContent ?? '').trim(),
    })),
  );

describe('WebKit: the main flows', () => {
  let property = { href: '', title: '' };

  it('home: the page hydrates with its heading, logo and the agency’s name in the title', async () => {
    await open('/');
    assert.ok((await heading()).length > 0, 'a heading');
    assert.match(await browser.getTitle(), /Oasis Key/);
    const logoShown = await browser.execute(() => {
      const logo = document.querySelector<HTMLImageElement>('header a[href="/"] img');
      return Boolean(logo?.complete && logo.naturalWidth > 0);
    });
    assert.ok(logoShown, 'the logo loaded');
  });

  it('search: the overlay suggests an area and lands on its results', async () => {
    await press(await named('Search properties'));
    const location = await named('Location');
    await location.setValue('mar');
    await press(await withText('[role="listbox"] [role="option"]', 'Dubai Marina'));
    await press(await withText('[role="dialog"] button', 'Search'));
    await waitForPath('/properties/for-sale/in-dubai-marina/');
    await browser.waitUntil(async () => (await heading()) === 'Properties for sale in Dubai Marina', {
      timeoutMsg: 'the results page did not render',
    });
    await browser.$('.listing-card').waitForDisplayed();
    const areas = await browser.execute(() =>
      [...document.querySelectorAll('.listing-card .listing-card__meta')].map((line) =>
        (line.textContent ?? '').split(' · ')[0]!.trim(),
      ),
    );
    assert.ok(areas.length > 0, 'results');
    for (const area of areas) assert.equal(area, 'Dubai Marina');
  });

  it('property: a result opens its page with the same title and price', async () => {
    const [first] = await cards();
    assert.ok(first, 'a result to open');
    const price = await browser.$('.listing-card [data-price-aed]').getAttribute('data-price-aed');
    await press(await withText('.listing-card h2 a', first.title));
    await waitForPath(first.href);
    await browser.waitUntil(async () => (await heading()) === first.title, { timeoutMsg: 'the property page' });
    assert.equal(await browser.$('main [data-price-aed]').getAttribute('data-price-aed'), price);
    assert.match(await browser.$('.property-gallery__counter').getText(), /^Photo 1 of \d+$/);
    property = first;
  });

  it('a lead: Enquire Now on the property page is stored with the listing', async () => {
    await open(property.href);
    await press(await withText('button', 'Enquire Now'));
    const dialog = await browser.$('.modal[role="dialog"]');
    await dialog.waitForDisplayed();
    const email = `wk${Date.now() % 1e9}@example.com`;
    await (await named('First Name *')).setValue('Maya');
    await (await named('Last Name *')).setValue('Haddad');
    await (await named('Email Address *')).setValue(email);
    await (await named('Telephone *')).setValue('+971 50 123 4567');
    await press(await withText('.modal[role="dialog"] button', 'Submit'));
    await withText('.modal[role="dialog"] [role="status"]', /Thank you/);
    const { api } = cmsClient(CMS_URL!, CMS_WRITE_TOKEN!);
    const [lead] = await until(
      `the lead of ${email}`,
      async () =>
        (
          await api<{ data: { form_name: string; data: Record<string, string> }[] }>(
            'GET',
            `form-entries?filters[email][$eq]=${encodeURIComponent(email)}`,
          )
        ).data,
      (found) => found.length > 0,
    );
    assert.equal(lead!.form_name, 'Enquire Now');
    assert.equal(lead!.data.propertytitle, property.title);
    assert.equal(new URL(lead!.data.propertyurl ?? '').pathname, property.href);
  });

  it('the shortlist: a saved property is listed on the shortlist page, and stays after a reload', async () => {
    await open(property.href);
    await press(await named(`Save ${property.title} to your shortlist`));
    await named(`Remove ${property.title} from your shortlist`);
    await open('/shortlist/');
    await withText('.listing-card h2', property.title);
    await browser.refresh();
    await withText('.listing-card h2', property.title);
    assert.equal((await cards()).length, 1);
  });

  it('Arabic: right to left, in Arabic, from the results to a property page', async () => {
    await open('/uae/properties/for-sale/in-dubai/');
    const page = () =>
      browser.execute(() => ({
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        // The RTL stylesheet lays the page out right to left.
        direction: getComputedStyle(document.body).direction,
      }));
    assert.deepEqual(await page(), { dir: 'rtl', lang: 'ar', direction: 'rtl' });
    assert.match(await heading(), /^عقارات للبيع في دبي$/);
    const [first] = await cards();
    assert.ok(first, 'a result to open');
    assert.ok(first.href.startsWith('/uae/property-for-sale/'), `the card links to the Arabic page: ${first.href}`);
    await press(await withText('.listing-card h2 a', first.title));
    await waitForPath(first.href);
    await browser.waitUntil(async () => (await heading()) === first.title, { timeoutMsg: 'the Arabic property page' });
    assert.match(first.title, /[\u0600-\u06FF]/);
    assert.deepEqual(await page(), { dir: 'rtl', lang: 'ar', direction: 'rtl' });
  });
});
