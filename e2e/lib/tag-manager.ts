import assert from 'node:assert/strict';
import type { BrowserContext, Response } from 'playwright-core';

/**
 * Google's container script, answered in the browser by a stand-in (nothing in tests reaches
 * the internet): it records the data layer it finds and every push after it loaded, gtag's
 * commands (\`arguments\` objects) as arrays.
 */
const STAND_IN_TAG_MANAGER = `(function () {
  var plain = function (e) {
    return Object.prototype.toString.call(e) === '[object Arguments]' ? Array.prototype.slice.call(e) : e;
  };
  var seen = window.dataLayer.map(plain);
  var push = window.dataLayer.push;
  window.__standInTagManager = { id: new URL(document.currentScript.src).searchParams.get('id'), seen: seen };
  window.dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) seen.push(plain(arguments[i]));
    return push.apply(window.dataLayer, arguments);
  };
})();`;

export type StandIn = { id: string; seen: (Record<string, unknown> | unknown[])[] };

/**
 * The container the runner says the site was built with (npm test builds with one:
 * TEST_BUILD_ENV in packages/local-stack/paths.mjs), checked against the CSP the site is served
 * with, which allows Google's tag origin only then; '' for a build without one.
 */
export async function tagManagerOfBuild(response: Response | null): Promise<string> {
  const expected = process.env.GATSBY_GTM_ID?.trim() ?? '';
  const csp = (await response!.headerValue('content-security-policy')) ?? '';
  assert.equal(
    csp.includes('https://www.googletagmanager.com'),
    Boolean(expected),
    `the site must be built with the GATSBY_GTM_ID the e2e runner has (${expected || 'none'})`,
  );
  return expected;
}

/** Answers a context's requests to Google's tag origin with the stand-in; returns the list of them. */
export async function standInTagManager(context: BrowserContext): Promise<string[]> {
  const google: string[] = [];
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
    google.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_TAG_MANAGER });
  });
  return google;
}
