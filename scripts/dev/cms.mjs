// npm run cms: the local Strapi with its admin panel, for content editors.
import { run } from '../../packages/local-stack/processes.mjs';
import { CMS_DIR, QUIET_ENV } from '../../packages/local-stack/paths.mjs';

await run('npm', ['run', 'develop'], {
  cwd: CMS_DIR,
  env: { ...process.env, ...QUIET_ENV, HOST: process.env.HOST ?? '127.0.0.1', SERVE_ADMIN: 'true' },
}).catch((error) => {
  console.error(`[cms] ${error.message}`);
  process.exit(1);
});
