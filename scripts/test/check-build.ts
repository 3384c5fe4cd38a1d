import { run } from '../../packages/local-stack/processes.mjs';
import { cleanBuild } from '../lib/build-site.mjs';
import { GATSBY_BIN, QUIET_ENV, ROOT } from '../../packages/local-stack/paths.mjs';

/**
 * A clean build of the site from the given CMS, compared with the committed page snapshots
 * (scripts/dev/snapshots.mjs) as they are: property URLs end in listing numbers, which a restore
 * keeps. Clean, because Gatsby's cache holds another CMS's nodes.
 */
export async function buildMatchesSnapshots(cms: { url: string; token: string }): Promise<void> {
  await buildFrom(cms, { clean: true });
  await run(process.execPath, ['scripts/dev/snapshots.mjs', '--no-build'], { cwd: ROOT });
}

/** `gatsby build` from the given CMS; with Gatsby's cache kept, as a CDN's build after an edit, unless `clean`. */
export async function buildFrom(cms: { url: string; token: string }, { clean = false } = {}): Promise<void> {
  const env = {
    ...process.env,
    ...QUIET_ENV,
    STRAPI_API_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    GATSBY_CMS_PUBLIC_URL: cms.url,
  };
  if (clean) await cleanBuild();
  await run(process.execPath, [GATSBY_BIN, 'build'], { cwd: ROOT, env });
}

/** Runs `npm run cms:export` / `cms:import` (cms/scripts/transfer.js) against the database `env` names. */
export function transfer(args: string[], env: Record<string, string>): Promise<void> {
  return run(process.execPath, ['cms/scripts/transfer.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV, ...env },
    stdio: 'ignore',
  });
}
