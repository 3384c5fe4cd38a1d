import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'node-html-parser';
import { openPage, sharedDesktopPage } from './lib/browser';
import { cmsGet, e2eEnv } from './lib/env';
import { LOCALES } from '@brokerage/core/i18n/locales';
import { summarize } from '../src/reviews/aggregate';

const { baseUrl } = e2eEnv();
const page = sharedDesktopPage();
// The build's SITE_URL (the default unless the runner was given another).
const SITE_URL = (process.env.SITE_URL ?? 'https://www.oasiskey.ae').replace(/\/+$/, '');

type Head = {
  canonical: string | null;
  alternates: Record<string, string>;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: { '@type': string; [key: string]: unknown }[];
};

async function head(path: string): Promise<Head> {
  await openPage(page(), `${baseUrl}${path}`);
  return page().evaluate(() => {
    const alternates: Record<string, string> = {};
    document.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => {
      alternates[l.getAttribute('hreflang')!] = l.getAttribute('href')!;
    });
    const meta: Record<string, string> = {};
    document.querySelectorAll('meta[property], meta[name]').forEach((m) => {
      meta[m.getAttribute('property') ?? m.getAttribute('name')!] = m.getAttribute('content') ?? '';
    });
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? '{}'),
      ),
    };
  });
}

const product = async () => (await cmsGet<{ data: { product_slug: string } }>('/api/site-setting')).data.product_slug;

describe('head tags', () => {
  it('gives the home page a canonical, hreflang alternates for the five languages and x-default, Open Graph and Twitter tags', async () => {
    const tags = await head('/');
    assert.equal(tags.canonical, `${SITE_URL}/`);
    assert.deepEqual(tags.alternates, {
      en: `${SITE_URL}/`,
      ar: `${SITE_URL}/uae/`,
      fr: `${SITE_URL}/fr/`,
      ru: `${SITE_URL}/ru/`,
      pl: `${SITE_URL}/pl/`,
      'x-default': `${SITE_URL}/`,
    });
    assert.equal(tags.robots, null);
    assert.equal(tags.meta['og:url'], `${SITE_URL}/`);
    assert.equal(tags.meta['og:title'], await page().title());
    assert.ok(tags.meta['og:description'], 'og:description');
    assert.equal(tags.meta['og:locale'], 'en_GB');
    assert.match(tags.meta['twitter:card'] ?? '', /^summary/);
  });

  it('describes the agency on the home page: address, phone, the spec opening hours and the seeded reviews rating', async () => {
    const { jsonLd } = await head('/');
    const agent = jsonLd.find((d) => d['@type'] === 'RealEstateAgent');
    assert.ok(agent, 'RealEstateAgent JSON-LD');
    assert.match(String(agent.telephone), /^\+971\d+$/);
    assert.equal((agent.address as { addressCountry: string }).addressCountry, 'AE');
    const hours = (agent.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]).map(
      (h) => `${h.dayOfWeek.map((d) => d.replace('https://schema.org/', '')).join(',')} ${h.opens}-${h.closes}`,
    );
    assert.deepEqual(hours, ['Monday,Tuesday,Wednesday,Thursday 09:00-18:00', 'Friday 09:00-14:00']);
    // Spec call 2, as browsers read it: every review, with its star rating.
    const reviews = (await (await fetch(`${e2eEnv().cmsUrl}/api/stb-google-reviews/google-review-reviews`)).json()) as {
      starRating: string;
    }[];
    const expected = summarize(reviews);
    assert.ok(expected.count > 0, 'the seed has reviews');
    assert.deepEqual(agent.aggregateRating, {
      '@type': 'AggregateRating',
      ratingValue: expected.average,
      reviewCount: expected.count,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('gives an Arabic page its own canonical and a breadcrumb trail, and the alias path the canonical of the first', async () => {
    const slug = await product();
    const team = await head(`/uae/about-${slug}/meet-the-team/`);
    assert.equal(team.canonical, `${SITE_URL}/uae/about-${slug}/meet-the-team/`);
    assert.equal(team.alternates.ar, team.canonical);
    assert.equal(team.meta['og:locale'], 'ar_AE');
    const crumbs = team.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    assert.deepEqual(
      (crumbs?.itemListElement as { item: string }[]).map((c) => c.item),
      [`${SITE_URL}/uae/`, `${SITE_URL}/uae/about-${slug}/`, `${SITE_URL}/uae/about-${slug}/meet-the-team/`],
    );
    const alias = await head('/uae/meet-the-team/');
    assert.equal(alias.canonical, team.canonical);
  });

  it('marks a deep search noindex without alternates, and keeps an area page indexable', async () => {
    const deep = await head('/properties/for-sale/in-dubai-marina/2-bedroom/');
    assert.equal(deep.robots, 'noindex, follow');
    assert.deepEqual(deep.alternates, {});
    const area = await head('/fr/properties/for-sale/in-dubai-marina/');
    assert.equal(area.robots, null);
    assert.equal(area.canonical, `${SITE_URL}/fr/properties/for-sale/in-dubai-marina/`);
    assert.equal(Object.keys(area.alternates).length, LOCALES.length + 1);
  });

  it('links the site icons and web manifest from static/, and serves them and the default share image with their types', async () => {
    await openPage(page(), `${baseUrl}/ru/`);
    const icons = await page()
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    assert.deepEqual(icons, ['/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']);
    const manifest = await (await page().request.get(`${baseUrl}/site.webmanifest`)).json();
    const expected: [string, string][] = [
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/favicon.ico', 'image/'],
      ['/social-default.png', 'image/png'],
      ...(manifest.icons as { src: string; type: string }[]).map((i): [string, string] => [i.src, i.type]),
    ];
    for (const [file, type] of expected) {
      const response = await page().request.get(`${baseUrl}${file}`);
      assert.equal(response.status(), 200, file);
      assert.ok(response.headers()['content-type']?.startsWith(type), `${file}: ${response.headers()['content-type']}`);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('names the sitemap at SITE_URL in robots.txt', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${SITE_URL}/sitemap.xml$`, 'm'));
  });

  it('publishes a security.txt with the agency e-mail from the CMS and an expiry in the future', async () => {
    const { data } = await cmsGet<{ data: { email: string } }>('/api/site-setting');
    const response = await fetch(`${baseUrl}/.well-known/security.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    assert.equal(fields.Contact, `mailto:${data.email}`);
    assert.ok(Date.parse(fields.Expires ?? '') > Date.now(), `expires ${fields.Expires}`);
    assert.equal(fields.Canonical, `${SITE_URL}/.well-known/security.txt`);
  });

  it('lists indexable pages with their alternates and leaves out aliases, deep searches and 404s', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const slug = await product();
    for (const path of [
      '/',
      '/uae/',
      `/contact-${slug}/`,
      '/properties/for-sale/in-dubai/',
      '/pl/properties/for-rent/in-dubai/',
    ]) {
      assert.ok(locs.includes(`${SITE_URL}${path}`), `${path} in the sitemap`);
    }
    for (const path of ['/meet-the-team/', '/properties/for-sale/', '/404/', '/uae/404/']) {
      assert.ok(!locs.includes(`${SITE_URL}${path}`), `${path} not in the sitemap`);
    }
    assert.equal(new Set(locs).size, locs.length, 'no URL twice');
    assert.ok(
      locs.some((l) => /\/property-for-sale\/.+-\d+\/$/.test(l)),
      'property pages listed',
    );
    const home = /<url>\s*<loc>[^<]+\/uae\/<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    assert.equal(home.match(/<xhtml:link rel="alternate"/g)?.length, LOCALES.length + 1);
  });

  it('lists only pages that are served, indexable and their own canonical', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // Every 40th URL: a sample across CMS, listing and property pages in every language, read
    // as a crawler first reads it, in the HTML served (the head tests above read it in the browser).
    for (const loc of locs.filter((_, i) => i % 40 === 0)) {
      const path = loc.slice(SITE_URL.length);
      const response = await fetch(`${baseUrl}${path}`);
      assert.equal(response.status, 200, `${loc} is served`);
      const html = parse(await response.text());
      assert.equal(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), loc, `canonical of ${loc}`);
      assert.equal(html.querySelector('meta[name="robots"]'), null, `${loc} is indexable`);
    }
  });
});
