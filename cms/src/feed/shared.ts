import path from 'path';
import { requireSiteBundle } from '../site-bundle';

let shared: unknown = null;

/**
 * The site's own code for the listing feed (src/feed/cms.ts: reading Property Finder and
 * Bayut XML, the mapping to a property, the snapshot plan), bundled into ./site-feed.js.
 * Untyped: ./site-code.ts says what it holds.
 */
export function feedCode(): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at install, and may be missing
  shared ??= requireSiteBundle(() => require('./site-feed'), path.join(__dirname, 'site-feed.js'));
  return shared;
}
