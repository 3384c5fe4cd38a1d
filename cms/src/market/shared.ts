import path from 'path';
import { requireSiteBundle } from '../site-bundle';

let shared: unknown = null;

/**
 * The site's own code for market figures (src/market/cms.ts: the payload's check, the demo
 * mapping and files, the import itself), bundled into ./market-shared.js by the root install
 * (packages/local-stack/cms-shared.mjs). Loaded on first use, with a clear message when missing.
 * Untyped: ./site-code.ts says what it holds.
 */
export function market(): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at install, and may be missing
  shared ??= requireSiteBundle(() => require('./market-shared'), path.join(__dirname, 'market-shared.js'));
  return shared;
}
