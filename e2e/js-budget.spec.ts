// The first-load JavaScript budget (issue #15): each key page, in real Chromium, may load
// at most JS_BUDGET_BYTES (gzip) before it is interactive: its template's chunks, whatever
// they load while the page settles, and the strings file of its language, which hydration
// waits for. Bytes, not timings: the same build always gives the same figures. Over
// budget, the test names the modules that grew since the baseline
// (e2e/js-budget-baseline.json; UPDATE_JS_BUDGET=1 rewrites it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPage, sharedDesktopPage } from './lib/browser';
import { e2eEnv } from './lib/env';
import { JS_BUDGET_BYTES, countsForBudget, grownModules, gzipBytes, modulesOf } from './lib/js-budget';

const BASELINE_FILE = path.resolve('e2e', 'js-budget-baseline.json');

/** The first property page built in English, as a site path; other languages render it on request. */
function aProperty(prefix = ''): string {
  const name = readdirSync(path.join('public', 'property-for-sale')).sort()[0]!;
  return `${prefix}/property-for-sale/${name}/`;
}

const PAGES: Record<string, string> = {
  home: '/',
  'home ar': '/uae/',
  'home fr': '/fr/',
  'home ru': '/ru/',
  'home pl': '/pl/',
  listing: '/properties/for-sale/in-dubai/',
  'listing ar': '/uae/properties/for-sale/in-dubai/',
  property: aProperty(),
  'property ar': aProperty('/uae'),
  contact: '/contact/',
  'contact ar': '/uae/contact/',
};

describe('first-load JavaScript', () => {
  const page = sharedDesktopPage();
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, Record<string, number>>;
  const measured: Record<string, Record<string, number>> = {};

  for (const [name, pagePath] of Object.entries(PAGES)) {
    it(`${name} (${pagePath}) loads at most ${JS_BUDGET_BYTES / 1024} KB`, async () => {
      const { baseUrl } = e2eEnv();
      const counted = new Set<string>();
      const listener = (request: { url(): string; resourceType(): string }) => {
        const url = new URL(request.url());
        const file = url.pathname.slice(1);
        if (url.origin === new URL(baseUrl).origin && countsForBudget(file, request.resourceType())) counted.add(file);
      };
      page().on('request', listener);
      try {
        await openPage(page(), new URL(pagePath, baseUrl).href);
      } finally {
        page().off('request', listener);
      }
      const files = [...counted].sort();
      // Hydration waits for the page's strings: a page that fetched none is not measured.
      assert.equal(files.filter((f) => f.startsWith('strings/')).length, 1, `${name}: one strings file`);
      const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      const modules = modulesOf(files);
      measured[name] = modules;
      const detail = [
        `${name}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`,
        ...files.map((f) => `  ${(gzipBytes(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`),
        'grown since the baseline:',
        ...grownModules(baseline[name] ?? {}, modules).map((line) => `  ${line}`),
      ].join('\n');
      console.log(detail.split('\ngrown')[0]);
      assert.ok(total <= JS_BUDGET_BYTES, detail);
      if (process.env.UPDATE_JS_BUDGET === '1') {
        writeFileSync(BASELINE_FILE, `${JSON.stringify({ ...baseline, ...measured }, null, 1)}\n`);
      }
    });
  }
});
