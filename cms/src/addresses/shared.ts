import path from 'path';
import { requireSiteBundle } from '../site-bundle';

let shared: unknown = null;

/**
 * The site's own rules for listings' addresses and editors' redirects
 * (src/routing/cms.ts), bundled into ./routing-shared.js. Untyped: ./site-code.ts says what it holds.
 */
export function routingCode(): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at install, and may be missing
  shared ??= requireSiteBundle(() => require('./routing-shared'), path.join(__dirname, 'routing-shared.js'));
  return shared;
}
