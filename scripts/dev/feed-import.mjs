// npm run feed:import -- <file or URL> [--force]: imports a Property Finder or Bayut/dubizzle
// XML feed into the CMS, through the same import the CMS runs on FEED_URL (cms/src/feed).
// With STRAPI_API_URL and FEED_IMPORT_TOKEN set it sends the feed to that CMS; otherwise it
// starts the local CMS for the run. --force unpublishes even more than
// FEED_MAX_UNPUBLISH_SHARE of the feed's listings (a CRM that really withdrew them).
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { describeRun, importFeed } from '../lib/feed-client.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';

const args = process.argv.slice(2);
const source = args.find((a) => !a.startsWith('--'));
const force = args.includes('--force');
if (!source) {
  console.error('usage: npm run feed:import -- <feed.xml or https://…> [--force]');
  process.exit(2);
}

let cms = null;
stopOnSignals(() => [cms?.child].filter(Boolean));
let exitCode = 1;
try {
  let cmsUrl = process.env.STRAPI_API_URL;
  let token = process.env.FEED_IMPORT_TOKEN;
  if (!cmsUrl || !token) {
    if (cmsUrl)
      throw new Error('STRAPI_API_URL is set without FEED_IMPORT_TOKEN (an API token allowed Import-run: import)');
    cms = await startCms({ automation: true });
    ({ url: cmsUrl, writeToken: token } = cms);
  }
  const label = /^https?:\/\//i.test(source) ? source : path.basename(source);
  const { run } = await importFeed({ cmsUrl, token, source, force, label });
  for (const line of describeRun(run)) console.log(line);
  exitCode = run.run_status === 'completed' ? 0 : 1;
} catch (error) {
  console.error(`[feed] ${error.message}`);
} finally {
  await cms?.stop();
}
process.exit(exitCode);
