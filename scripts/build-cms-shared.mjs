// node scripts/build-cms-shared.mjs: makes cms/src/alerts/site-shared.js, the site code the
// CMS runs for saved-search alerts (a hosted CMS's deploy step, after `npm ci`; the root
// install and every local CMS start make it too).
import path from 'node:path';
import { buildCmsShared } from './lib/cms-shared.mjs';

console.log(`[cms-shared] wrote ${path.relative(process.cwd(), await buildCmsShared())}`);
