'use strict';

const path = require('path');
const { requireSiteBundle } = require('../site-bundle');

let shared = null;

/**
 * The site's own code for market figures (src/market/cms.ts: the payload's check, the demo
 * mapping and files, the import itself), bundled into ./market-shared.js by the root install
 * (packages/local-stack/cms-shared.mjs). Loaded on first use, with a clear message when missing.
 */
function market() {
  shared ??= requireSiteBundle(() => require('./market-shared'), path.join(__dirname, 'market-shared.js'));
  return shared;
}

module.exports = { market };
