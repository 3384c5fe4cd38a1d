// npm run preview: the local CMS with its admin panel and the site in Gatsby's develop
// mode; saving in the admin shows on the local site within seconds (docs/publishing.md: Editor preview).
import { startPreview } from '../lib/preview.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';

let preview = null;
stopOnSignals(() => [preview?.site, preview?.cms.child].filter(Boolean));
try {
  console.log('[preview] starting the CMS admin panel and gatsby develop (first start takes a few minutes)...');
  preview = await startPreview();
  console.log(
    `\n  Site (live): ${preview.siteUrl}/\n  CMS admin:   ${preview.cms.url}/admin\n\n  Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(`[preview] failed: ${error.message}`);
  process.exit(1);
}
