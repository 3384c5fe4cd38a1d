'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::alert-subscription.alert-subscription');
