// @ts-check
'use strict';

const path = require('path');

/**
 * Runs a Strapi CLI command (`develop`, `export`, `import`) for the app in cms/. Strapi finds
 * cms/tsconfig.json and compiles the app into cms/dist/ itself before it loads it.
 * @param {string} appDir
 * @param {string[]} args
 */
function runStrapiCli(appDir, args) {
  const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
  // dist/cli is not in the package exports map: load it by path, as bin/strapi.js does.
  const { runCLI } = require(path.join(strapiDir, 'dist', 'cli.js'));
  return runCLI([process.argv[0], path.join(appDir, 'node_modules', '.bin', 'strapi'), ...args]);
}

/**
 * A Strapi CLI command as a tool on the app's data (`npm run strapi`, `cms:export`,
 * `cms:import`): cms/.env loaded, and the app it boots neither seeds demo content, mints
 * or revokes API tokens, nor sends lead e-mails (the next start of the CMS does that as usual).
 */
/** @param {string[]} args */
function runStrapiTool(args) {
  const appDir = path.resolve(__dirname, '..');
  process.chdir(appDir);
  const { loadCmsEnv, uploadsDir } = require('./ensure-env');
  loadCmsEnv();
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.NODE_ENV = process.env.NODE_ENV || 'production';
  process.env.DEMO_SEED = 'off';
  process.env.MINT_TOKENS = 'false';
  process.env.LEAD_DELIVERIES = 'off';
  // Strapi's import moves <public>/uploads aside and writes the backup's media there.
  require('fs').mkdirSync(uploadsDir(), { recursive: true });
  return runStrapiCli(appDir, args);
}

module.exports = { runStrapiCli, runStrapiTool };
