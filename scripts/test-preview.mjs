// npm run test:preview: starts the preview (headless CMS + gatsby develop with /__refresh)
// and runs e2e/preview.spec.ts against it.
import { startPreview } from './lib/preview.mjs';
import { ROOT } from './lib/paths.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

let preview = null;
stopOnSignals(() => [preview?.site, preview?.cms.child].filter(Boolean));
let failed = false;
const started = Date.now();
try {
  preview = await startPreview({ admin: false, automation: true });
  console.log(`[test:preview] preview ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${preview.siteUrl}`);
  await run(process.execPath, ['--import', 'tsx', '--test', 'e2e/preview.spec.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASE_URL: preview.siteUrl,
      CMS_URL: preview.cms.url,
      CMS_TOKEN: preview.cms.token,
      CMS_WRITE_TOKEN: preview.cms.writeToken,
    },
  });
} catch (error) {
  console.error(`[test:preview] ${error.message}`);
  failed = true;
} finally {
  await preview?.stop();
}
console.log(`[test:preview] ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
