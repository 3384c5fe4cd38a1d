// @ts-check
'use strict';

/**
 * Smoke test against a running CMS:  node cms/scripts/verify.js [http://127.0.0.1:1337]
 * Reads the token from SITE_TOKEN_FILE (default cms/.tmp/site-token.json).
 */
const path = require('path');

const base = process.argv[2] || `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 1337}`;
const tokenFile = path.resolve(__dirname, '..', process.env.SITE_TOKEN_FILE || '.tmp/site-token.json');
const { token } = require(tokenFile);

/**
 * An entry (or locale, or content type) of an answer, as far as the checks read it.
 * @typedef {{ uid?: string, code?: string, locale?: string, Slug?: string, value?: string, images?: unknown[], area?: unknown, page?: { locale?: string } | null }} Item
 */
/**
 * An answer's JSON, taken on trust: a check that guesses its shape wrong throws, and fails (below).
 * @typedef {Item[] & { data: Item[] & { Sitemap?: unknown, socials?: unknown[], short_term_brand?: { logo?: unknown } } }} Body
 */

/** @type {[url: string, status: number, test?: (body: Body) => unknown][]} */
const checks = [
  ['/api/content-type-builder/content-types', 200, (d) => d.data.some((c) => c.uid === 'api::property.property')],
  ['/api/content-type-builder/components', 200, (d) => d.data.some((c) => c.uid === 'menu.link-item')],
  ['/api/i18n/locales', 200, (d) => ['en', 'ar', 'fr', 'ru', 'pl'].every((l) => d.some((x) => x.code === l))],
  [
    '/api/pages?locale=ar&pagination[pageSize]=100',
    200,
    (d) => d.data.length >= 30 && d.data.every((p) => p.locale === 'ar'),
  ],
  ['/api/pages?locale=*&pagination[pageSize]=1000', 200, (d) => new Set(d.data.map((p) => p.locale)).size === 5],
  ['/api/pages?filters[Parent3][$notNull]=true&locale=fr', 200, (d) => d.data.length >= 1],
  [
    '/api/properties?populate=*&pagination[pageSize]=5',
    200,
    (d) => d.data.length === 5 && (d.data[0].images?.length ?? 0) >= 3 && d.data[0].area,
  ],
  [
    '/api/menus?locale=fr&sort=order&populate[Menu_List_1][populate]=*&populate[menu_card][populate]=*&populate[page]=true',
    200,
    (d) => d.data.length >= 6 && d.data.some((m) => m.page && m.page.locale === 'fr'),
  ],
  ['/api/footer?locale=ru', 200, (d) => !!d.data.Sitemap],
  [
    '/api/site-setting?populate[socials]=true&populate[short_term_brand][populate]=*',
    200,
    (d) => d.data.socials?.length === 8 && d.data.short_term_brand?.logo,
  ],
  ['/api/popular-searches?locale=ar', 200, (d) => d.data.length === 6],
  ['/api/countries?locale=pl', 200, (d) => d.data.length >= 7 && d.data.some((c) => c.Slug === '' && c.value === 'gb')],
  ['/api/areas?pagination[pageSize]=200', 200, (d) => d.data.length >= 41],
  ['/api/developers?populate=logo', 200, (d) => d.data.length >= 10],
  ['/api/team-members?populate=photo', 200, (d) => d.data.length >= 12],
  ['/api/form-entries', 403],
];

(async () => {
  let failed = 0;
  for (const [url, status, test] of checks) {
    const res = await fetch(base + url, { headers: { Authorization: `Bearer ${token}` } });
    let ok = res.status === status;
    if (ok && test) {
      try {
        ok = !!test(/** @type {Body} */ (await res.json()));
      } catch {
        ok = false;
      }
    }
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${res.status} ${url}`);
  }
  const anon = await fetch(`${base}/api/pages`);
  const anonOk = anon.status === 401 || anon.status === 403;
  if (!anonOk) failed += 1;
  console.log(`${anonOk ? 'ok  ' : 'FAIL'} ${anon.status} /api/pages without token`);
  process.exit(failed ? 1 : 0);
})();
