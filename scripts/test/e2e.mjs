// npm run test:e2e: real Chromium against the built site, served on 127.0.0.1, with the
// real CMS behind it (the one given in CMS_URL/CMS_TOKEN, or a local one started here).
// Arguments, when given, are the spec files to run (default: every e2e/*.spec.ts but those
// that need another site: preview.spec.ts runs against `gatsby develop` (npm run
// test:preview), netlify.spec.ts against a Netlify build on netlify-cli (npm run test:netlify)).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { ROOT } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';

/** Specs run by their own scripts, against another kind of site than this one. */
const OTHER_SITES = new Set(['preview.spec.ts', 'netlify.spec.ts']);
let cms = null;
let site = null;
stopOnSignals(() => [site?.child, cms?.child].filter(Boolean));
let failed = false;
try {
  let cmsUrl = process.env.CMS_URL;
  let cmsToken = process.env.CMS_TOKEN;
  if (!cmsUrl || !cmsToken) {
    cms = await startCms();
    ({ url: cmsUrl, token: cmsToken } = cms);
  }
  site = await serveSite({ env: cms?.formsEnv ?? {} });
  // `node scripts/test/e2e.mjs e2e/search.spec.ts ...` runs only the specs named.
  const named = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
  const specs = named.length
    ? named
    : readdirSync(path.join(ROOT, 'e2e'))
        .filter((name) => name.endsWith('.spec.ts') && !OTHER_SITES.has(name))
        .map((name) => path.join('e2e', name));
  await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
    cwd: ROOT,
    env: { ...process.env, BASE_URL: site.url, CMS_URL: cmsUrl, CMS_TOKEN: cmsToken },
  });
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  failed = true;
} finally {
  await site?.stop();
  await cms?.stop();
}
process.exit(failed ? 1 : 0);
