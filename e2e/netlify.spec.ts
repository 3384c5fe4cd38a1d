import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import type { Page } from 'playwright-core';
import { hydrated, openPage, sharedDesktopPage } from './lib/browser';
import { e2eEnv } from './lib/env';
import { until } from '../packages/local-stack/wait';
import { contentSecurityPolicy, IMMUTABLE, REVALIDATE, type PolicyOptions } from '../src/config/headers';
import { ALERTS_PATH } from '@brokerage/core/alerts/manage';
import { parseSearchPath } from '@brokerage/core/search/grammar';
import { searchHeading } from '@brokerage/core/search/heading';

// The site as the CDN serves it: a build for Netlify (gatsby-adapter-netlify through
// plugins/site-netlify) served by netlify-cli's local emulation (`npm run test:netlify`),
// with the real CMS behind its Functions. What the emulation cannot show (its dev server
// rewrites cache-control) is read from the adapter's files with Netlify's own parsers.

const { baseUrl, cmsUrl } = e2eEnv();
const page = sharedDesktopPage();
const PUBLIC = path.resolve('public');
const policy = JSON.parse(readFileSync(path.resolve('.cache', 'csp-policy.json'), 'utf8')) as PolicyOptions;
const CSP = contentSecurityPolicy(policy);
const REFERRER = 'strict-origin-when-cross-origin';

/** A request as a browser's first one would be, redirects not followed. */
const get = (pathname: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${pathname}`, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init.headers } });

/** The headers every document answer carries, one value each (a repeated header reads `a, b`). */
function assertSiteHeaders(response: Response, what: string) {
  assert.equal(response.headers.get('content-security-policy'), CSP, `${what}: one CSP, the site's`);
  assert.equal(response.headers.get('referrer-policy'), REFERRER, `${what}: one referrer-policy`);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(response.headers.get('x-xss-protection'), null, `${what}: no x-xss-protection (Gatsby's default)`);
  assert.match(response.headers.get('strict-transport-security') ?? '', /^max-age=31536000; includeSubDomains$/, what);
}

/** Whatever the page's scripts run into: a CSP violation or an uncaught error. */
async function watchErrors(p: Page, action: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type: () => string; text: () => string }) => {
    if (m.type() === 'error') errors.push(m.text());
  };
  const onError = (e: Error) => errors.push(e.message);
  p.on('console', onConsole);
  p.on('pageerror', onError);
  await p.evaluate(() => undefined).catch(() => undefined);
  await action();
  p.off('console', onConsole);
  p.off('pageerror', onError);
  return errors.filter((e) => !/Failed to load resource|tiles\.e2e\.test|googletagmanager/.test(e));
}

/** A deferred Arabic property page: built on its first request, no file in public/. */
function deferredArabicPage(): string {
  const { pages } = JSON.parse(readFileSync(path.resolve('.cache', 'site-pages.json'), 'utf8')) as {
    pages: { path: string; template: string; rendered: 'build' | 'request' }[];
  };
  const found = pages.find((p) => p.rendered === 'request' && p.path.startsWith('/uae/property-for-sale/'));
  assert.ok(found, 'the build defers the Arabic property pages');
  return found.path;
}

describe('the site on netlify-cli’s emulation of the CDN', () => {
  it('serves a static page with the site’s headers, one value each, and it runs under its CSP', async () => {
    const response = await get('/contact-oasis-key/');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('server'), 'Netlify');
    assertSiteHeaders(response, 'a static page');
    const errors = await watchErrors(page(), async () => {
      await openPage(page(), `${baseUrl}/contact-oasis-key/`);
    });
    assert.deepEqual(errors, []);
  });

  it('renders a deferred Arabic property page on its first request, with the site’s headers', async () => {
    const pathname = deferredArabicPage();
    assert.ok(!existsSync(path.join(PUBLIC, pathname, 'index.html')), `${pathname} was not built`);
    const response = await get(pathname);
    assert.equal(response.status, 200);
    assertSiteHeaders(response, 'a deferred page');
    assert.equal(response.headers.get('cache-control'), REVALIDATE);
    const html = await response.text();
    assert.match(html, /<html[^>]* lang="ar"[^>]* dir="rtl"|<html[^>]* dir="rtl"[^>]* lang="ar"/);
    const data = await get(`/page-data${pathname}page-data.json`, { headers: { accept: 'application/json' } });
    assert.equal(data.status, 200);
    assertSiteHeaders(data, 'a deferred page’s page-data');
    const errors = await watchErrors(page(), async () => {
      await openPage(page(), `${baseUrl}${pathname}`);
    });
    assert.deepEqual(errors, []);
    assert.equal(await page().locator('html').getAttribute('dir'), 'rtl');
    assert.ok((await page().getByRole('heading', { level: 1 }).textContent())?.trim());
  });

  it('answers a deep search with its root’s page, which searches the address it was opened at', async () => {
    const pathname = '/properties/for-sale/in-dubai/from-2-bedrooms/';
    assert.ok(!existsSync(path.join(PUBLIC, pathname, 'index.html')));
    const response = await get(pathname);
    assert.equal(response.status, 200);
    assertSiteHeaders(response, 'a deep search');
    const data = await get(`/page-data${pathname}page-data.json`, { headers: { accept: 'application/json' } });
    assert.equal(((await data.json()) as { path: string }).path, '/properties/for-sale/');
    const parsed = parseSearchPath(pathname);
    assert.ok(parsed.ok);
    const { heading } = searchHeading(parsed.filter, { locale: 'en', areaNames: {} });
    const errors = await watchErrors(page(), async () => {
      await openPage(page(), `${baseUrl}${pathname}`);
      await page().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await page().locator('.listing-card').first().waitFor();
    });
    assert.equal(new URL(page().url()).pathname, pathname, 'the address stays the deep search');
    assert.deepEqual(errors, []);
  });

  it('answers 404 for a search path the URL grammar refuses, with the site’s headers', async () => {
    const response = await get('/fr/properties/for-sale/in-dubai/garbage-segment/');
    assert.equal(response.status, 404);
    assertSiteHeaders(response, 'a refused search path');
    await page().goto(`${baseUrl}/properties/for-sale/in-dubai/garbage-segment/`, { waitUntil: 'networkidle' });
    await hydrated(page());
    assert.equal(await page().getByRole('heading', { level: 1 }).textContent(), 'Page not found');
  });

  it('moves the spec’s `-and-more` spelling to its canonical search for good, keeping the query', async () => {
    const response = await get('/uae/properties/for-rent/3-and-more-bedrooms/?utm_source=mail');
    assert.equal(response.status, 301);
    assert.equal(
      response.headers.get('location'),
      '/uae/properties/for-rent/in-dubai/from-3-bedrooms/?utm_source=mail',
    );
  });

  it('stores a lead sent through the forms Function in the CMS', async () => {
    // 29 characters: the spec caps the form's fields at 30, and the input keeps no more.
    const email = `cdn-${Date.now()}@example.com`;
    await openPage(page(), `${baseUrl}/contact-oasis-key/`);
    const form = page().locator('form[data-form-id]');
    await form.getByLabel('First Name *').fill('Ann');
    await form.getByLabel('Last Name *').fill('Lee');
    await form.getByLabel('Telephone *').pressSequentially('+971 50 123 4567');
    await form.getByLabel('Email Address *').fill(email);
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByRole('status').filter({ hasText: 'Thank you for contacting' }).waitFor();
    const { CMS_WRITE_TOKEN } = process.env;
    const entries = await until(
      `the lead of ${email} in the CMS`,
      async () => {
        const answer = await fetch(`${cmsUrl}/api/form-entries?filters[email][$eq]=${encodeURIComponent(email)}`, {
          headers: { Authorization: `Bearer ${CMS_WRITE_TOKEN}` },
        });
        return ((await answer.json()) as { data: { form_name: string; data: { page_url: string } }[] }).data;
      },
      (found) => found.length > 0,
    );
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.form_name, 'Contact');
    assert.equal(entries[0]!.data.page_url, '/contact-oasis-key/');
  });

  it('answers the alerts Function through the CMS: a token it never signed is refused', async () => {
    const response = await fetch(`${baseUrl}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'v1.no-such-subscription.AAAA', action: 'status' }),
    });
    assert.ok([400, 404].includes(response.status), `HTTP ${response.status}`);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    // The page asks the Function to `view` the subscription, which answers 404 (no such
    // subscription). netlify dev then looks for a static file instead and answers 405 (a
    // quirk of the emulator, netlify/cli#1442); either way the page says the link failed.
    const opened = await openPage(page(), `${baseUrl}/uae${ALERTS_PATH}?token=v1.no-such-subscription.AAAA`);
    assert.equal(opened?.status(), 200);
    await page().getByRole('alert').waitFor();
  });

  it('serves hashed files and the review list from the CDN, never calling the CMS from a page', async () => {
    const cmsRequests: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (request.url().startsWith(cmsUrl)) cmsRequests.push(request.url());
    };
    page().on('request', listener);
    await openPage(page(), `${baseUrl}/customer-reviews/`);
    page().off('request', listener);
    assert.deepEqual(cmsRequests, []);
    const reviews = await get('/reviews/all.json', { headers: { accept: 'application/json' } });
    assert.equal(reviews.status, 200);
    assert.ok(((await reviews.json()) as unknown[]).length > 0);
    const script = await page().locator('script[src^="/app-"]').first().getAttribute('src');
    const bundle = await get(script!, { headers: { accept: '*/*' } });
    assert.equal(bundle.status, 200);
    assert.equal(bundle.headers.get('referrer-policy'), REFERRER);
  });
});

/** What the CDN sends for a path by the adapter's `_headers`, parsed as Netlify parses it. */
describe('the adapter’s files, read by Netlify’s own parsers', () => {
  const headersFile = path.join(PUBLIC, '_headers');
  const redirectsFile = path.join(PUBLIC, '_redirects');

  const rules = async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [headersFile],
      configHeaders: [],
      minimal: false,
    });
    assert.deepEqual(errors, []);
    return headers as Header[];
  };

  /** Every value each header gets for a path: one list per header, one entry per matching rule. */
  async function valuesFor(pathname: string): Promise<Map<string, string[]>> {
    const values = new Map<string, string[]>();
    for (const rule of (await rules()).filter((r) => r.forRegExp.test(pathname)))
      for (const [key, value] of Object.entries(rule.values))
        values.set(key.toLowerCase(), [...(values.get(key.toLowerCase()) ?? []), value]);
    return values;
  }

  const assets = () => {
    const bundle = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8').match(/src="(\/app-[0-9a-f]+\.js)"/)?.[1];
    assert.ok(bundle, 'the home page loads the app bundle');
    return bundle;
  };

  it('are small and the same size whatever the inventory', () => {
    const bytes = statSync(headersFile).size + statSync(redirectsFile).size;
    assert.ok(bytes < 100 * 1024, `_headers and _redirects hold ${bytes} bytes`);
    // Nothing in them names a property page or a listing area: the patterns cover them.
    const text = readFileSync(headersFile, 'utf8') + readFileSync(redirectsFile, 'utf8');
    assert.doesNotMatch(text, /property-for-sale\/[a-z0-9-]+-\d+\//);
    assert.doesNotMatch(text, /in-dubai-marina/);
  });

  it('give each kind of answer exactly one value of each header', async () => {
    const kinds: Record<string, { path: string; cache: string | null }> = {
      'an HTML page': { path: '/contact-oasis-key/', cache: null },
      'a deferred page': { path: deferredArabicPage(), cache: null },
      'a page-data file': { path: '/page-data/contact-oasis-key/page-data.json', cache: REVALIDATE },
      'app-data': { path: '/page-data/app-data.json', cache: REVALIDATE },
      'a webpack bundle': { path: assets(), cache: IMMUTABLE },
      'a file in static/': { path: '/static/0123456789abcdef0123456789abcdef/photo.webp', cache: IMMUTABLE },
      'the stylesheet': { path: '/css/site.0123456789ab.css', cache: IMMUTABLE },
      'a search core': { path: '/search/shards/0123456789abcdef.json', cache: IMMUTABLE },
      'a search manifest': { path: '/search/manifest/sale.json', cache: null },
      'the review list': { path: '/reviews/all.json', cache: null },
    };
    for (const [kind, { path: pathname, cache }] of Object.entries(kinds)) {
      const values = await valuesFor(pathname);
      for (const [key, list] of values) assert.equal(list.length, 1, `${kind}: ${key} set by ${list.length} rules`);
      assert.deepEqual(values.get('content-security-policy'), [CSP], kind);
      assert.deepEqual(values.get('referrer-policy'), [REFERRER], kind);
      assert.equal(values.get('x-xss-protection'), undefined, kind);
      // Without a rule, the CDN's own default applies: public, max-age=0, must-revalidate.
      assert.deepEqual(values.get('cache-control'), cache ? [cache] : undefined, `${kind}: cache-control`);
    }
  });

  it('rewrite deep searches to one page per root and deferred pages to the engine, by pattern', async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [redirectsFile],
      configRedirects: [],
      minimal: false,
    });
    assert.deepEqual(errors, []);
    const list = redirects as { from: string; to: string; status: number; force: boolean }[];
    const to = (from: string) => list.find((r) => r.from === from);
    // The adapter moves each shell's files to a name of the pattern ([...]) and rewrites to it.
    assert.deepEqual(
      { ...to('/properties/for-sale/*') },
      { ...to('/properties/for-sale/*'), to: '/properties/for-sale/[...].html', status: 200, force: false },
    );
    assert.equal(to('/page-data/uae/properties/for-rent/*')?.to, '/page-data/uae/properties/for-rent/[...]');
    assert.match(to('/uae/property-for-sale/*')?.to ?? '', /^\/\.netlify\/(builders|functions)\/ssr-engine/);
    assert.equal(to('/uae/property-for-sale/*')?.force, false, 'a built file would still win');
    assert.ok(list.length < 300, `${list.length} rules`);
  });
});
