// @ts-check
'use strict';

/**
 * Strapi's types of the content types and components (types/generated/*.d.ts, committed),
 * made from their schemas as `strapi ts:generate-types` makes them:
 *   node cms/scripts/types.js           writes them (npm run types in cms/)
 *   node cms/scripts/types.js --check   fails when they are not what the schemas give (npm run typecheck)
 * `strapi develop` writes them too when an editor changes a schema (config/typescript.ts).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const APP_DIR = path.resolve(__dirname, '..');
const TYPES_DIR = path.join('types', 'generated');

/**
 * Each generated file's name and text, made by Strapi's generator in `pwd`/types/generated.
 * @param {string} pwd
 * @returns {Promise<[string, string][]>}
 */
async function generate(pwd) {
  const { loadCmsEnv, uploadsDir } = require('./ensure-env');
  const { compile, DIST_DIR } = require('./compile');
  loadCmsEnv();
  // Strapi's upload provider refuses to register without its folder (a fresh clone has none yet).
  fs.mkdirSync(uploadsDir(), { recursive: true });
  Object.assign(process.env, { STRAPI_TELEMETRY_DISABLED: 'true', DEMO_SEED: 'off', LEAD_DELIVERIES: 'off' });
  compile();
  const { createStrapi } = require('@strapi/strapi');
  const { generators } = require('@strapi/typescript-utils');
  // Registering reads the schemas and the plugins' types; nothing touches the database.
  const app = await createStrapi({ appDir: APP_DIR, distDir: DIST_DIR, serveAdminPanel: false }).register();
  try {
    await generators.generate({
      strapi: app,
      pwd,
      rootDir: 'types',
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
  } finally {
    await app.destroy();
  }
  const dir = path.join(pwd, TYPES_DIR);
  return fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]);
}

async function main() {
  if (!process.argv.includes('--check')) {
    const files = await generate(APP_DIR);
    process.stderr.write(`[types] wrote ${files.map(([name]) => path.join('cms', TYPES_DIR, name)).join(', ')}\n`);
    return;
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
  try {
    const stale = (await generate(scratch))
      .filter(([name, text]) => {
        const committed = path.join(APP_DIR, TYPES_DIR, name);
        return !fs.existsSync(committed) || fs.readFileSync(committed, 'utf8') !== text;
      })
      .map(([name]) => path.join('cms', TYPES_DIR, name));
    if (stale.length) {
      process.stderr.write(
        `[types] ${stale.join(', ')} differ from what the content-type schemas give: run \`npm --prefix cms run types\` and commit them\n`,
      );
      process.exitCode = 1;
    } else process.stderr.write('[types] cms/types/generated/ matches the schemas\n');
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`[types] ${error.stack || error}\n`);
  process.exit(1);
});
