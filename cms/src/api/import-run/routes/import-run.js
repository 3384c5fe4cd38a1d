'use strict';

const { factories } = require('@strapi/strapi');

// Editors read the runs in the admin panel; no build or public token reads them (src/token.js).
module.exports = factories.createCoreRouter('api::import-run.import-run');
