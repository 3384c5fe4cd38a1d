'use strict';

const { factories } = require('@strapi/strapi');

// Read-only for API tokens (the site build); reviews arrive through the seed or the admin panel.
module.exports = factories.createCoreRouter('api::google-review.google-review', { only: ['find', 'findOne'] });
