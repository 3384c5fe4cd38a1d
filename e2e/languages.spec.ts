import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'node-html-parser';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { STRING_TABLES } from '@brokerage/core/i18n/string-tables';
import { LOCALES, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();

/** The Latin-script words of some texts, lower-cased, three letters or more. */
const latinWords = (texts: Iterable<string>): Set<string> =>
  new Set([...texts].flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase()));

/**
 * English words the site could have translated: the words of its English UI strings and
 * vocabulary (types, amenities, features, periods...), less those the language's own strings
 * keep in Latin script (AED, WhatsApp, DLD).
 */
function translatable(locale: LocaleCode): Set<string> {
  // Currency codes are written as codes in every language (the prices' AED, the currency menu).
  const own = latinWords([...Object.values(STRING_TABLES[locale]!), 'AED EUR GBP USD']);
  return new Set([...latinWords(Object.values(STRING_TABLES.en!))].filter((w) => !own.has(w)));
}

/**
 * What a visitor and a search engine read on the open page, outside what is marked as
 * English (`lang="en"`: a description the CMS has in English only): the title, the meta and
 * social descriptions, the visible text, and the names of images and controls; and the
 * proper names the page marks `translate="no"`.
 */
async function pageTexts(): Promise<{ texts: string[]; names: string[] }> {
  return page().evaluate(() => {
    // (No named helpers in here: the test runner's transpiler would wrap them in a helper the page lacks.)
    const texts = [document.title];
    for (const meta of document.querySelectorAll<HTMLMetaElement>(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"], meta[property="og:image:alt"]',
    ))
      texts.push(meta.content);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (parent.closest('script, style, noscript, [hidden]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (el.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (el.closest('script, style, noscript, [hidden]')) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(el.getAttribute(name) ?? '');
    }
    // The page's proper names (a project's name): no language translates them.
    const names = [...document.querySelectorAll('[translate="no"]')].map((el) => el.textContent ?? '');
    return { texts, names: names.filter((name) => name.trim()) };
  });
}

type Area = { name: string; localized_names: Partial<Record<LocaleCode, string | null>> | null };
let areas: Promise<Area[]> | undefined;

/**
 * The areas' names as the CMS gives them in a language: proper names, which French and
 * Polish keep in Latin script ("Business Bay"), longest first (so "Jumeirah Beach
 * Residence" goes before "Jumeirah").
 */
async function areaNames(locale: LocaleCode): Promise<string[]> {
  areas ??= cmsGet<{ data: Area[] }>(
    '/api/areas?fields[0]=name&fields[1]=localized_names&pagination[pageSize]=500',
  ).then((r) => r.data);
  return (await areas).map((a) => a.localized_names?.[locale] || a.name).sort((a, b) => b.length - a.length);
}

/** The words of `translatable` on the open page, each with a passage it stands in. */
async function untranslated(locale: LocaleCode): Promise<string[]> {
  const { texts: all, names } = await pageTexts();
  const proper = [...names, ...(await areaNames(locale)), 'Oasis Key Properties', 'Oasis Key'];
  const texts = all.map((text) => proper.reduce((t, n) => t.split(n).join(' '), text));
  const words = translatable(locale);
  return [...latinWords(texts)]
    .filter((w) => words.has(w))
    .map(
      (w) =>
        `${w}: "${texts
          .find((t) => t.toLowerCase().match(new RegExp(`\\b${w}\\b`)))
          ?.trim()
          .slice(0, 80)}"`,
    );
}

describe('every language complete', () => {
  // Every language but English, the one the others are checked against.
  for (const { code: locale, prefix: segment } of LOCALES.filter((l) => l.code !== 'en')) {
    const prefix = `/${segment}`;
    const listings = [
      `${prefix}/properties/for-sale/in-dubai-marina/`,
      `${prefix}/properties/for-rent/in-dubai/`,
      `${prefix}/off-plan-projects/for-sale/in-dubai/developer-emaar/`,
      `${prefix}/auction-properties/for-sale/in-dubai/`,
    ];
    for (const listing of listings) {
      it(`${listing} and its first property have no English the site could have translated`, async () => {
        await openPage(page(), `${baseUrl}${listing}`);
        assert.deepEqual(await untranslated(locale), [], `English words on ${listing}`);
        const href = await page()
          .locator('.listing-card')
          .first()
          .getByRole('heading')
          .getByRole('link')
          .getAttribute('href');
        assert.ok(href?.startsWith(`${prefix}/`), `the card links to a page in its language: ${href}`);
        await openPage(page(), `${baseUrl}${href}`);
        assert.deepEqual(await untranslated(locale), [], `English words on ${href}`);
      });
    }
  }
});

/** The page's heading as the build wrote it (what the page must show once it runs). */
async function builtHeading(path: string): Promise<string> {
  const heading = parse(await (await fetch(`${baseUrl}${path}`)).text())
    .querySelector('h1')
    ?.text.trim();
  assert.ok(heading, `${path} has a heading`);
  return heading;
}

describe('the language menu', () => {
  it('takes a listing to French on a computer: the page stays until its strings are in, never blank, then a French head', async () => {
    const source = '/properties/for-sale/in-dubai-marina/';
    const target = `/fr${source}`;
    const [before, heading] = [await builtHeading(source), await builtHeading(target)];
    // The French strings are held back until the French page is ready to show: the menu's
    // own prefetch has not landed, as on a slow phone.
    const strings = '**/strings/fr.*.json';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page().route(strings, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    try {
      await openPage(page(), `${baseUrl}${source}`);
      assert.equal(await page().getByRole('heading', { level: 1 }).textContent(), before);
      // Notes any moment the page shows no heading: a blank page.
      await page().evaluate(() => {
        const seen = window as unknown as { blankSeen?: boolean };
        seen.blankSeen = false;
        new MutationObserver(() => {
          if (!document.querySelector('h1')?.textContent) seen.blankSeen = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page()
        .getByRole('button', { name: `${t('en', 'header.language')}: EN` })
        .click();
      await page().getByRole('link', { name: 'Français', exact: true }).click();
      // The French page's data and code are in (Gatsby's loader has them) and the page has
      // done all it had to do: only the strings are missing. The visitor still reads the page.
      await page().waitForFunction(
        (path) =>
          (window as unknown as { ___loader?: { loadPageSync: (p: string) => unknown } }).___loader?.loadPageSync(
            path,
          ) != null,
        target,
      );
      await page().evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
      assert.ok(asked > 0, 'the French strings were asked for');
      assert.equal(await page().getByRole('heading', { level: 1 }).textContent(), before, 'the page in view');
      release();
      await page().waitForURL(`${baseUrl}${target}`);
      await page().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    } finally {
      release();
      await page().unroute(strings);
    }
    assert.equal(
      await page().evaluate(() => (window as unknown as { blankSeen?: boolean }).blankSeen),
      false,
      'the page went blank while the French strings loaded',
    );
    // The head is the French page's: its language, and its title.
    await page().waitForFunction(() => document.documentElement.lang === 'fr');
    assert.match(await page().title(), new RegExp(`^${heading} \\|`));
    const filters = page().getByRole('form', { name: t('fr', 'listing.filters') });
    await filters.getByLabel(t('fr', 'filter.minBeds')).waitFor();
    const href = await page().locator('.listing-card h2 a').first().getAttribute('href');
    assert.ok(href?.startsWith('/fr/'), `the cards link to French pages: ${href}`);
    // Known defect, left to its own issue: the pointer rests on the main menu after the
    // click, which opens its panel, and the panel's card image has the alt text of the CMS's
    // media library, one text per image in every language (Strapi's media is not localised).
    const card = page().locator('.mega-menu__card img');
    const menuCardAlt = (await card.count()) ? await card.first().getAttribute('alt') : null;
    assert.deepEqual(
      (await untranslated('fr')).filter((found) => !menuCardAlt || !found.endsWith(`: "${menuCardAlt}"`)),
      [],
      'English words after the switch',
    );
  });

  it('takes a property page to Arabic from the menu drawer on a phone: right to left, in Arabic', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    try {
      await openPage(page(), `${baseUrl}/properties/for-rent/in-dubai/`);
      const property = (await page().locator('.listing-card h2 a').first().getAttribute('href'))!;
      const heading = await builtHeading(`/uae${property}`);
      await openPage(page(), `${baseUrl}${property}`);
      await page()
        .getByRole('button', { name: t('en', 'header.openMenu') })
        .click();
      const drawer = page().getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: `${t('en', 'header.language')}: EN` }).click();
      await drawer.getByRole('link', { name: 'العربية', exact: true }).click();
      await page().waitForURL(`${baseUrl}/uae${property}`);
      await page().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      assert.equal(await page().locator('html').getAttribute('dir'), 'rtl');
      assert.equal(await page().locator('html').getAttribute('lang'), 'ar');
      assert.equal(await page().getByRole('dialog', { name: 'Menu' }).count(), 0, 'the drawer closed');
      assert.deepEqual(await untranslated('ar'), [], 'English words after the switch');
    } finally {
      await page().setViewportSize({ width: 1366, height: 900 });
    }
  });
});
