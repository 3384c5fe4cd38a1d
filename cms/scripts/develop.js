// @ts-check
'use strict';

/** `npm run develop`: runs `strapi develop` (admin panel for editors) from cms/ (see strapi-cli.js). */
const path = require('path');

const appDir = path.resolve(__dirname, '..');
process.chdir(appDir);
require('./ensure-env').ensureEnv();
process.env.SERVE_ADMIN = 'true';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

require('./strapi-cli').runStrapiCli(appDir, ['develop', ...process.argv.slice(2)]);
