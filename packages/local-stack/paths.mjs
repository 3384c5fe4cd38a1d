import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');
export const PUBLIC_DIR = path.join(ROOT, 'public');
export const GATSBY_BIN = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');

/** Environment every script gives its children: no telemetry from Gatsby or Strapi. */
export const QUIET_ENV = { GATSBY_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true' };

/**
 * What npm test builds and runs the e2e specs with: a stand-in Google Tag Manager container,
 * so that e2e sees the tag manager load after consent (its script is answered in the browser:
 * e2e/chrome.spec.ts), and map tiles from a host that exists only in the tests' browser
 * (e2e/explore.spec.ts answers it with a fixture tile). `npm start` and `npm run build` build
 * with neither: no container, OpenStreetMap's tiles.
 */
export const TEST_BUILD_ENV = {
  GATSBY_GTM_ID: 'GTM-E2ETEST',
  GATSBY_MAP_TILE_URL: 'https://tiles.e2e.test/{z}/{x}/{y}.png',
  GATSBY_MAP_ATTRIBUTION: 'Test tiles',
};
