// npm run test:netlify: the site as the CDN serves it. Builds for Netlify (NETLIFY=true:
// gatsby-adapter-netlify through plugins/site-netlify) from the seeded local CMS, serves
// public/ with netlify-cli's local emulation offline (`netlify dev --offline -d public`,
// its edge function on the npm package deno), and runs e2e/netlify.spec.ts in Chromium
// against it with the same CMS behind its Functions. Run by .ci/run after npm test.
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { startNetlifyDev, NETLIFY_BUILD_ENV } from '../lib/netlify-dev.mjs';
import { GATSBY_BIN, QUIET_ENV, ROOT, TEST_BUILD_ENV } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { finishCdnBuild } from '../lib/build-site.mjs';

const noBuild = process.argv.includes('--no-build');
let cms = null;
let site = null;
stopOnSignals(() => [cms?.child].filter(Boolean));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void site?.stop());
let failed = false;
try {
  cms = await startCms({ automation: true });
  const cmsEnv = { STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token, GATSBY_CMS_PUBLIC_URL: cms.url };
  if (!noBuild) {
    const started = Date.now();
    const build = () =>
      run(process.execPath, [GATSBY_BIN, 'build'], {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV, ...TEST_BUILD_ENV, ...NETLIFY_BUILD_ENV, ...cmsEnv },
      });
    // On a loaded machine gatsby-source-strapi now and then loses a kept-alive connection
    // to the CMS (ECONNRESET while sourcing); a second build starts from Gatsby's cache.
    await build().catch((error) => {
      console.warn(`[test:netlify] the build failed (${error.message}); building once more`);
      return build();
    });
    await finishCdnBuild();
    console.log(`[test:netlify] Netlify build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const started = Date.now();
  site = await startNetlifyDev({ env: cms.formsEnv });
  console.log(`[test:netlify] netlify dev on ${site.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await run(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', path.join('e2e', 'netlify.spec.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        BASE_URL: site.url,
        CMS_URL: cms.url,
        CMS_TOKEN: cms.token,
        CMS_WRITE_TOKEN: cms.writeToken,
      },
    },
  );
} catch (error) {
  console.error(`[test:netlify] ${error.message}`);
  failed = true;
} finally {
  await site?.stop();
  await cms?.stop();
}
process.exit(failed ? 1 : 0);
