// Installs the Strapi app in cms/ as part of the site's own `npm ci`/`npm install`,
// so a fresh machine needs only the root install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const cmsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms');
if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
const useCi = existsSync(path.join(cmsDir, 'package-lock.json'));
const args = [useCi ? 'ci' : 'install', '--no-audit', '--no-fund'];
console.log(`[install-cms] npm ${args.join(' ')} in cms/`);
const result = spawnSync('npm', args, {
  cwd: cmsDir,
  stdio: 'inherit',
  env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
// The CMS in TypeScript, compiled into cms/dist/ (which Strapi loads). The rules it shares with
// the site are its dependency @brokerage/core (packages/core), which npm has built by now (`prepare`).
const compiled = spawnSync(process.execPath, [path.join(cmsDir, 'scripts', 'compile.js')], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
