'use strict';

/**
 * `npm run strapi -- <command>` in cms/: any Strapi CLI command for this app with cms/.env
 * loaded, for example `npm run strapi -- admin:create-user --email=… --password=…
 * --firstname=…` to create the first administrator (see strapi-cli.js for why `npx strapi`
 * is not used directly).
 */
const path = require('path');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);
const { ensureEnv, ENV_FILE } = require('./ensure-env');
ensureEnv();
process.loadEnvFile(ENV_FILE);
process.env.ENV_PATH = ENV_FILE;
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
// The CLI boots the app: no demo seed, no API tokens minted or revoked.
process.env.DEMO_SEED = 'off';
process.env.MINT_TOKENS = 'false';
require('./strapi-cli').runStrapiCli(appDir, process.argv.slice(2));
