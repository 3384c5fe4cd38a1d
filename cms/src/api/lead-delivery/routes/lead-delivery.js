'use strict';

const { factories } = require('@strapi/strapi');

// Read and edited by editors in the admin panel (and full-access automation tokens); no
// public or build-token permission is ever granted (src/token.js leaves it out).
module.exports = factories.createCoreRouter('api::lead-delivery.lead-delivery');
