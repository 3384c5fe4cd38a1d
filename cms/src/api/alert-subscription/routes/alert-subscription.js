'use strict';

const { factories } = require('@strapi/strapi');

// Editors read and edit subscriptions in the admin panel; no public or build-token
// permission is ever granted (src/token.js leaves the type out).
module.exports = factories.createCoreRouter('api::alert-subscription.alert-subscription');
