'use strict';

const { factories } = require('@strapi/strapi');

// Editors keep the mapping in the admin panel; no build or public token reads it (src/token.js).
module.exports = factories.createCoreRouter('api::feed-community.feed-community');
