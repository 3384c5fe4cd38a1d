'use strict';

/**
 * `npm run cms:export -- --file backups/site` / `npm run cms:import -- --file backups/site.tar.gz`
 * (from the repository root): Strapi's own data transfer (`strapi export` / `strapi import`)
 * of the whole CMS — content in every locale, media files, leads, and the configuration
 * Strapi carries with it (the seed state among it) — on the database the environment names
 * (SQLite by default, DATABASE_CLIENT=postgres for a hosted CMS). Exports are not encrypted
 * unless `--key` is given; keep them as private as the database. An import replaces every
 * entry of the target database: Strapi asks first, unless `--force` is given.
 */
const path = require('path');

const appDir = path.resolve(__dirname, '..');
const [command, ...args] = process.argv.slice(2);
if (!['export', 'import'].includes(command)) {
  process.stderr.write('usage: node cms/scripts/transfer.js export|import [strapi options]\n');
  process.exit(2);
}
process.chdir(appDir);
const { ensureEnv, ENV_FILE } = require('./ensure-env');
ensureEnv();
process.loadEnvFile(ENV_FILE);
process.env.ENV_PATH = ENV_FILE;
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
// The CLI boots the app: no demo seed into the database being restored, and no API tokens
// minted or revoked (an import replaces the content; the next start mints as usual).
process.env.DEMO_SEED = 'off';
process.env.MINT_TOKENS = 'false';

// Strapi's import moves <public>/uploads aside and writes the backup's media there.
require('fs').mkdirSync(path.join(path.resolve(appDir, process.env.CMS_PUBLIC_DIR || 'public'), 'uploads'), {
  recursive: true,
});
const { runStrapiCli } = require('./strapi-cli');

const defaults = command === 'export' ? (args.includes('--key') ? [] : ['--no-encrypt']) : [];
runStrapiCli(appDir, [command, ...defaults, ...args]);
