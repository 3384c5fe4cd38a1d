// npm run test:preview (a step of npm run test:platform): starts the preview (headless CMS on a copy of
// the local database, so the edits the spec makes touch nothing of the local CMS, and
// gatsby develop with /__refresh) and runs e2e/preview.spec.ts against it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyCmsDatabase } from '../../packages/local-stack/cms.mjs';
import { startPreview } from '../lib/preview.mjs';
import { cleanBuild } from '../lib/build-site.mjs';
import { ROOT } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';

let preview = null;
stopOnSignals(() => [preview?.site, preview?.cms.child].filter(Boolean));
let failed = false;
const started = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'preview-e2e-'));
try {
  const database = path.join(dir, 'copy.db');
  await copyCmsDatabase(database);
  preview = await startPreview({ admin: false, automation: true, cmsEnv: { DATABASE_FILENAME: database } });
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
  rmSync(dir, { recursive: true, force: true });
  // gatsby develop's cache holds the copy's drafts: no build is left on it.
  await cleanBuild().catch(() => undefined);
}
console.log(`[test:preview] ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
