// node scripts/dev/build-cms-shared.mjs: makes cms/src/alerts/site-shared.js,
// cms/src/feed/site-feed.js, cms/src/market/market-shared.js and
// cms/src/addresses/routing-shared.js, the site code the CMS runs for saved-search alerts, the
// listing feed's import, market figures and listings' addresses (the root install makes them;
// run this after editing that code: a local CMS start refuses bundles older than their sources).
import path from 'node:path';
import { buildCmsShared } from '../../packages/local-stack/cms-shared.mjs';

for (const file of await buildCmsShared()) console.log(`[cms-shared] wrote ${path.relative(process.cwd(), file)}`);
