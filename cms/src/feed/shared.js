'use strict';

const path = require('path');
const { requireSiteBundle } = require('../site-bundle');

let shared = null;

/**
 * The site's own code for the listing feed (src/feed/cms.ts: reading Property Finder and
 * Bayut XML, the mapping to a property, the snapshot plan), bundled into ./site-feed.js.
 */
function feedCode() {
  shared ??= requireSiteBundle(() => require('./site-feed'), path.join(__dirname, 'site-feed.js'));
  return shared;
}

module.exports = { feedCode };
