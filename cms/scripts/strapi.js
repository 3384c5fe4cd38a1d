// @ts-check
'use strict';

/**
 * `npm run strapi -- <command>` in cms/: any Strapi CLI command for this app with cms/.env
 * loaded, for example `npm run strapi -- admin:create-user --email=… --password=…
 * --firstname=…` to create the first administrator (see strapi-cli.js for why `npx strapi`
 * is not used directly).
 */
require('./strapi-cli').runStrapiTool(process.argv.slice(2));
