'use strict';

const path = require('path');
const { requireSiteBundle } = require('../site-bundle');

let shared = null;

/**
 * The site's own rules for listings' addresses and editors' redirects
 * (src/routing/cms.ts), bundled into ./routing-shared.js.
 */
function routingCode() {
  shared ??= requireSiteBundle(() => require('./routing-shared'), path.join(__dirname, 'routing-shared.js'));
  return shared;
}

module.exports = { routingCode };
