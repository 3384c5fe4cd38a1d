import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { STRING_TABLES } from '../src/i18n/string-tables';
import { LOCALES, type LocaleCode } from '../src/i18n/locales';

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
