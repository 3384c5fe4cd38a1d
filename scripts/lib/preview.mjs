import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { CMS_DIR, GATSBY_BIN, QUIET_ENV, ROOT } from '../../packages/local-stack/paths.mjs';
import { freePort, waitForHttp } from '../../packages/local-stack/ports.mjs';
import { stop } from '../../packages/local-stack/processes.mjs';

/**
 * The editors' local preview: the CMS (with its admin panel unless `admin: false`) and
 * `gatsby develop` with its refresh endpoint; the CMS's rebuild webhook posts to
 * `/__refresh` a moment after each save (cms/src/rebuild), and Gatsby re-sources the
 * CMS and updates the open pages. `cmsEnv` reaches the CMS (a test gives it a copy of the
 * database to edit: DATABASE_FILENAME).
 */
export async function startPreview({ admin = true, automation = false, quietMs = 300, cmsEnv = {} } = {}) {
  const sitePort = await freePort(8000);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  // The admin panel's Preview button opens entries on this site (cms/src/preview.ts).
  const hookEnv = {
    REBUILD_WEBHOOK_URL: `${siteUrl}/__refresh`,
    REBUILD_QUIET_MS: String(quietMs),
    REBUILD_MAX_WAIT_MS: '5000',
    PREVIEW_SITE_URL: siteUrl,
  };
  const cms = admin
    ? await startAdminCms({ ...cmsEnv, ...hookEnv })
    : await startCms({ env: { ...cmsEnv, ...hookEnv }, automation });
  const log = createWriteStream(path.join(ROOT, 'preview.log'), { flags: 'a' });
  const site = spawn(process.execPath, [GATSBY_BIN, 'develop', '--host', '127.0.0.1', '--port', String(sitePort)], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...QUIET_ENV,
      STRAPI_API_URL: cms.url,
      STRAPI_TOKEN: cms.token,
      ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
      // Saved but unpublished changes show on the preview site (never in a build).
      STRAPI_DRAFTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout.pipe(log);
  site.stderr.pipe(log);
  const stopAll = async () => {
    await stop(site);
    await cms.stop();
  };
  const exited = new Promise((_, reject) =>
    site.once('exit', (code) => reject(new Error(`gatsby develop exited with ${code}; see preview.log`))),
  );
  try {
    await Promise.race([waitForHttp(`${siteUrl}/`, 600_000), exited]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { siteUrl, cms, site, stop: stopAll };
}

/** `strapi develop` (admin panel) on a free port, ready once it answers and has minted the build token. */
async function startAdminCms(env) {
  const port = await freePort(1337);
  const url = `http://127.0.0.1:${port}`;
  const tokenFile = path.join(CMS_DIR, '.tmp', `site-token-${port}.json`);
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  rmSync(tokenFile, { force: true });
  const log = createWriteStream(path.join(CMS_DIR, '.tmp', 'cms.log'), { flags: 'a' });
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'develop.js')], {
    cwd: CMS_DIR,
    env: { ...process.env, ...QUIET_ENV, ...env, HOST: '127.0.0.1', PORT: String(port), SITE_TOKEN_FILE: tokenFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`strapi develop exited with ${code}; see cms/.tmp/cms.log`))),
  );
  const ready = (async () => {
    await waitForHttp(`${url}/_health`, 600_000);
    while (!existsSync(tokenFile)) await new Promise((r) => setTimeout(r, 300));
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop(child);
    throw error;
  }
  const { token } = JSON.parse(readFileSync(tokenFile, 'utf8'));
  return { url, token, child, stop: () => stop(child) };
}
