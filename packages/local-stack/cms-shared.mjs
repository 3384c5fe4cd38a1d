// The site's code the CMS runs: one esbuild bundle per CMS feature, from src/ (saved-search
// alerts: src/alerts/cms.ts; the listing feed's import: src/feed/cms.ts; market figures:
// src/market/cms.ts; listing numbers, former paths and editors' redirects: src/routing/cms.ts;
// the lead e-mails, a lead's language and the e-mail rule: src/leads/cms.ts).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the CMS requires them (git-ignored: made from src/ at install and at every CMS start). */
export const CMS_SHARED_FILE = path.join(root, 'cms', 'src', 'alerts', 'site-shared.js');
export const CMS_FEED_FILE = path.join(root, 'cms', 'src', 'feed', 'site-feed.js');
export const CMS_MARKET_FILE = path.join(root, 'cms', 'src', 'market', 'market-shared.js');
export const CMS_ROUTING_FILE = path.join(root, 'cms', 'src', 'addresses', 'routing-shared.js');
export const CMS_LEADS_FILE = path.join(root, 'cms', 'src', 'leads', 'site-leads.js');
const BUNDLES = [
  ['src/alerts/cms.ts', CMS_SHARED_FILE],
  ['src/feed/cms.ts', CMS_FEED_FILE],
  ['src/market/cms.ts', CMS_MARKET_FILE],
  ['src/routing/cms.ts', CMS_ROUTING_FILE],
  ['src/leads/cms.ts', CMS_LEADS_FILE],
];

/** Bundles each entry as CommonJS for the CMS's Node; about 100 ms each. Returns the files written. */
export async function buildCmsShared() {
  for (const [entry, outfile] of BUNDLES) {
    await build({
      entryPoints: [path.join(root, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
      banner: {
        js: `// Generated from ${entry} by packages/local-stack/cms-shared.mjs: edit the site code, not this file.`,
      },
    });
  }
  return BUNDLES.map(([, outfile]) => outfile);
}
