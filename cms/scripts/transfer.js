// @ts-check
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
const [command, ...args] = process.argv.slice(2);
if (!['export', 'import'].includes(command)) {
  process.stderr.write('usage: node cms/scripts/transfer.js export|import [strapi options]\n');
  process.exit(2);
}
const defaults = command === 'export' && !args.includes('--key') ? ['--no-encrypt'] : [];
require('./strapi-cli').runStrapiTool([command, ...defaults, ...args]);
