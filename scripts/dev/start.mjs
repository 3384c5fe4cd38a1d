// npm start: builds the site from the local CMS (or STRAPI_API_URL) and serves it locally.
// The CMS keeps running beside the site, as its backend; Ctrl-C stops both.
import { serveSite } from '../../packages/local-stack/site.mjs';
import { buildSite } from '../lib/build-site.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';

let cms = null;
let site = null;
stopOnSignals(() => [site?.child, cms?.child].filter(Boolean));
try {
  ({ cms } = await buildSite({ keepCms: true }));
  site = await serveSite({ env: cms?.formsEnv ?? {} });
  console.log(
    `\n  Site:  ${site.url}/\n${cms ? `  CMS:   ${cms.url} (headless; npm run cms opens the admin panel)\n` : ''}\n  Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(`[start] failed: ${error.message}`);
  await Promise.all([site?.stop(), cms?.stop()]);
  process.exit(1);
}
