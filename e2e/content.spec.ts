import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { hydrated, openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { pagePath } from '@brokerage/core/cms/page-path';
import { MAIN_ROUTES, ROUTE_ALIASES, withProduct } from '@brokerage/core/cms/routes';
import { getLocale, localizePath, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { formatRating } from '@brokerage/core/lib/format';
import { summarize } from '../src/reviews/aggregate';
import { REVIEW_SCOPES, REVIEWS_PATH, reviewsFile } from '../src/reviews/client';

type CmsSection = { kind: string; heading: string | null; items?: { title: string | null }[] };
type CmsPage = {
  Slug: string;
  Parent: string | null;
  Parent2: string | null;
  Parent3: string | null;
  Title: string;
  Banner_Title: string | null;
  Hidden: boolean;
  Sections: CmsSection[];
};

const { baseUrl, cmsUrl } = e2eEnv();
const page = sharedDesktopPage();
const LANGUAGES: LocaleCode[] = ['en', 'fr'];
/** The site's review files (spec call 2, served by the CDN: a page view never calls the CMS). */
const REVIEWS_ROUTE = '**/reviews/*.json';

async function cmsPages(locale: LocaleCode): Promise<Map<string, CmsPage>> {
  const query = 'populate[Sections][populate][items]=true&pagination[pageSize]=1000';
  const { data } = await cmsGet<{ data: CmsPage[] }>(`/api/pages?locale=${locale}&${query}`);
  return new Map(data.map((p) => [pagePath(p), p]));
}

async function publicReviews(query = '') {
  const response = await fetch(`${cmsUrl}${REVIEWS_PATH}${query}`);
  assert.equal(response.status, 200, 'the review endpoint answers without a token');
  return (await response.json()) as { starRating: string }[];
}

async function visibleText(p: Page): Promise<string> {
  return (await p.locator('main, body').first().innerText()).replace(/\s+/g, ' ');
}

describe('content pages', () => {
  for (const locale of LANGUAGES) {
    it(`every main CMS route shows its CMS heading and sections in ${locale}`, async () => {
      const { data: settings } = await cmsGet<{ data: { product_slug: string } }>('/api/site-setting');
      const pages = await cmsPages(locale);
      const p = page();
      const failures: string[] = [];
      let checked = 0;
      for (const route of MAIN_ROUTES.map((r) => withProduct(r, settings.product_slug))) {
        const alias = Object.entries(ROUTE_ALIASES).find(
          ([from]) => withProduct(from, settings.product_slug) === route,
        )?.[1];
        const cms = pages.get(alias ? withProduct(alias, settings.product_slug) : route);
        if (!cms) continue; // a listing root, covered by the search specs
        checked += 1;
        const path = localizePath(route, getLocale(locale));
        const response = await p.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
        const text = await visibleText(p);
        const expected = [cms.Sections[0]?.kind === 'hero' ? cms.Sections[0].heading : cms.Banner_Title || cms.Title];
        for (const section of cms.Sections) {
          if (section.heading) expected.push(section.heading);
          const first = section.items?.[0]?.title;
          if (first) expected.push(first);
        }
        const missing = expected
          .filter((s): s is string => Boolean(s))
          .filter((s) => !text.includes(s.replace(/\s+/g, ' ')));
        if (response?.status() !== 200 || missing.length)
          failures.push(`${path}: HTTP ${response?.status()}, missing ${JSON.stringify(missing)}`);
      }
      assert.ok(checked > 25, `only ${checked} CMS routes checked`);
      assert.deepEqual(failures, []);
    });
  }

  it('the team page shows every member with a Contact control, the blog lists its posts, an area guide links to its listings', async () => {
    const p = page();
    await p.goto(`${baseUrl}/fr/meet-the-team/`, { waitUntil: 'domcontentloaded' });
    const { data: team } = await cmsGet<{ data: { firstname: string; lastname: string }[] }>(
      '/api/team-members?pagination[pageSize]=100',
    );
    for (const member of team) {
      const name = `${member.firstname} ${member.lastname}`;
      await p.getByRole('heading', { name, exact: true }).waitFor();
      assert.equal(await p.getByRole('button', { name: `Contacter ${name}` }).count(), 1, name);
    }
    // Every post the CMS holds (its pages under the blog's, not hidden) is listed and linked.
    const blog = '/media/uae-property-blog/';
    const posts = [...(await cmsPages('en'))].filter(
      ([path, cms]) => path.startsWith(blog) && path !== blog && !cms.Hidden,
    );
    assert.ok(posts.length > 1, 'the seed has blog posts');
    await p.goto(`${baseUrl}/uae-property-blog/`, { waitUntil: 'domcontentloaded' });
    const listed = await p.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.deepEqual(
      posts.map(([path]) => path).filter((path) => !listed.includes(path)),
      [],
      'posts the blog does not list',
    );
    await p.getByRole('link', { name: 'The Golden Visa Through Property' }).click();
    await p.waitForURL(`${baseUrl}/media/uae-property-blog/golden-visa-through-property/`);
    await p.goto(`${baseUrl}/uae/buy-property-in-uae/uae-area-guides/dubai-marina/`, { waitUntil: 'domcontentloaded' });
    assert.equal(
      await p.getByRole('link', { name: 'عقارات للبيع في دبي مارينا' }).getAttribute('href'),
      '/uae/properties/for-sale/in-dubai-marina/',
    );
  });

  it('videos load from youtube-nocookie only after a click', async () => {
    const p = page();
    const youtube: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
    };
    p.on('request', listener);
    await p.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await p.goto(`${baseUrl}/uae-property-videos/`, { waitUntil: 'load' });
    assert.equal(await p.locator('iframe').count(), 0);
    assert.deepEqual(youtube, []);
    // The button is in the pre-rendered HTML; once React has hydrated, a press swaps in the player.
    await hydrated(p);
    assert.deepEqual(youtube, [], 'nothing from YouTube before the click');
    await p
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await p.locator('iframe').first().waitFor();
    const src = await p.locator('iframe').first().getAttribute('src');
    assert.match(src ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await p.unroute('https://www.youtube-nocookie.com/**');
    p.off('request', listener);
  });

  it('the HTML sitemap lists the pages of its language and leaves hidden pages out', async () => {
    const p = page();
    await p.goto(`${baseUrl}/pl/sitemap/`, { waitUntil: 'domcontentloaded' });
    const links = await p.locator('.sitemap-list a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(links.includes('/pl/our-partners/'), 'lists a page in Polish');
    assert.ok(links.includes('/pl/media/uae-property-blog/golden-visa-through-property/'), 'lists a blog post');
    assert.ok(links.includes('/pl/properties/for-rent/in-dubai/'), 'lists the listing roots');
    assert.ok(!links.some((href) => href?.includes('editor-preview')), 'leaves the hidden page out');
  });
});

describe('reviews strip', () => {
  it('shows the count and average of the seeded reviews', async () => {
    const all = summarize(await publicReviews());
    const vacation = summarize(await publicReviews('?vacation_homes=true'));
    assert.ok(
      all.count > 0 && vacation.count > 0 && vacation.count < all.count,
      'seeded reviews, some of them holiday-home guests',
    );
    // The build's review files hold what the CMS's public route answers, field for field of
    // what the strip reads. (On the merged branches the route's rows also carry documentId,
    // which the controller does not select: to be found; the files leave it out.)
    const publicFields = (rows: unknown[]) =>
      (rows as Record<string, unknown>[]).map(({ reviewer, starRating, comment, create_time, vacation_homes }) => ({
        reviewer,
        starRating,
        comment,
        create_time,
        vacation_homes,
      }));
    for (const scope of REVIEW_SCOPES) {
      const file = await fetch(`${baseUrl}${reviewsFile(scope)}`);
      const route = await publicReviews(scope === 'all' ? '' : '?vacation_homes=true');
      assert.deepEqual(await file.json(), publicFields(route), scope);
    }
    const p = page();
    const cmsCalls: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (request.url().startsWith(cmsUrl)) cmsCalls.push(request.url());
    };
    p.on('request', listener);
    for (const [path, summary] of [
      ['/', all],
      ['/fr/vacation-homes-in-dubai/', vacation],
    ] as const) {
      const locale = path.startsWith('/fr/') ? 'fr' : 'en';
      await openPage(p, `${baseUrl}${path}`);
      const strip = p.getByTestId('reviews-strip').first();
      await strip
        .getByRole('img', { name: t(locale, 'reviews.outOf', { value: formatRating(summary.average, locale) }) })
        .waitFor();
      assert.match(await strip.innerText(), new RegExp(t(locale, 'reviews.count', { count: summary.count })));
    }
    p.off('request', listener);
    assert.deepEqual(cmsCalls, [], 'the page called the CMS');
  });

  it('shows 0 reviews and 0 stars when the review file cannot be read', async () => {
    const p = page();
    let asked = 0;
    await p.route(REVIEWS_ROUTE, (route) => {
      asked += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' });
    });
    await openPage(p, `${baseUrl}/customer-reviews/`);
    const strip = p.getByTestId('reviews-strip').first();
    await strip.getByRole('img', { name: '0 out of 5' }).waitFor();
    assert.match(await strip.innerText(), /0 reviews/);
    assert.ok(asked > 0, 'the page asked for the review file');
    assert.equal(await p.locator('.reviews-list li').count(), 0);
    await p.unroute(REVIEWS_ROUTE);
  });
});

describe('CMS rich text', () => {
  it('renders the seeded XSS payload inert', async () => {
    const p = page();
    const dialogs: string[] = [];
    p.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await p.goto(`${baseUrl}/editor-preview/`, { waitUntil: 'load' });
    await p.getByText('Editor text that survives.').first().waitFor();
    for (const name of ['Click me', 'Open']) {
      const links = p.getByRole('link', { name, exact: true });
      for (let i = 0; i < (await links.count()); i += 1)
        await links
          .nth(i)
          .click({ noWaitAfter: true })
          .catch(() => undefined);
    }
    await p.getByText('Editor text that survives.').first().click();
    const state = await p.evaluate(() => ({
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      scripts: document.querySelectorAll('article script').length,
      handlers: [...document.querySelectorAll('article *')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      jsLinks: [...document.querySelectorAll('article a')].filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
      ).length,
    }));
    assert.deepEqual(state, { xss: null, scripts: 0, handlers: 0, jsLinks: 0 });
    assert.deepEqual(dialogs, []);
    const robots = await p.locator('meta[name="robots"]').getAttribute('content');
    assert.match(robots ?? '', /noindex/, 'a hidden page is kept out of search engines');
  });
});
