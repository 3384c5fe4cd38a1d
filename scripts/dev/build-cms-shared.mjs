// node scripts/dev/build-cms-shared.mjs: makes cms/src/alerts/site-shared.js,
// cms/src/feed/site-feed.js, cms/src/market/market-shared.js,
// cms/src/addresses/routing-shared.js and cms/src/leads/site-leads.js, the site code the CMS
// runs for saved-search alerts, the listing feed's import, market figures, listings'
// addresses and the lead e-mails (a hosted CMS's
// deploy step, after `npm ci`; the root install and every local CMS start make them too).
import path from 'node:path';
import { buildCmsShared } from '../../packages/local-stack/cms-shared.mjs';

for (const file of await buildCmsShared()) console.log(`[cms-shared] wrote ${path.relative(process.cwd(), file)}`);
