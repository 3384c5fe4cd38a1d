import { tsImport } from 'tsx/esm/api';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { ensureCoreBuilt } from '../../packages/local-stack/core-package.mjs';
import { GATSBY_BIN, QUIET_ENV, ROOT } from '../../packages/local-stack/paths.mjs';
import { run } from '../../packages/local-stack/processes.mjs';

/**
 * Builds the site with Gatsby. With STRAPI_API_URL set it uses that CMS; otherwise it
 * starts the local one for the build (and stops it unless `keepCms`).
 */
export async function buildSite({ keepCms = false, cmsEnv = {} } = {}) {
  let cms = null;
  let strapi = { STRAPI_API_URL: process.env.STRAPI_API_URL, STRAPI_TOKEN: process.env.STRAPI_TOKEN };
  if (!strapi.STRAPI_API_URL) {
    cms = await startCms({ env: cmsEnv });
    strapi = { STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token };
    // Browsers refresh the reviews from the same local CMS, unless told another public address.
    strapi.GATSBY_CMS_PUBLIC_URL = process.env.GATSBY_CMS_PUBLIC_URL ?? cms.url;
  }
  // The site takes the shared rules from their build (packages/core/dist): never one older than their sources.
  ensureCoreBuilt();
  const started = Date.now();
  try {
    await run(process.execPath, [GATSBY_BIN, 'build'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV, ...strapi } });
    if (process.env.NETLIFY === 'true') await finishCdnBuild();
  } catch (error) {
    await cms?.stop();
    throw error;
  }
  const seconds = (Date.now() - started) / 1000;
  if (!keepCms) await cms?.stop();
  return { seconds, cms: keepCms ? cms : null };
}

/**
 * After a build for the CDN (NETLIFY=true), once `gatsby build` has exited: compacts the
 * datastore the engine Functions carry and fails when a Function would not deploy
 * (plugins/site-netlify/function-size.ts). Prints what each Function weighs.
 */
export async function finishCdnBuild() {
  const { finishEngineFunctions } = await tsImport('../../plugins/site-netlify/function-size.ts', import.meta.url);
  const lines = await finishEngineFunctions(ROOT);
  for (const line of lines) console.log(`[site-netlify] ${line}`);
  return lines;
}

/** `gatsby clean`: no build left behind (a cache of another CMS's content would feed the next warm build). */
export function cleanBuild() {
  return run(process.execPath, [GATSBY_BIN, 'clean'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } });
}
