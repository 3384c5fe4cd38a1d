'use strict';

const path = require('path');
const { requireSiteBundle } = require('../site-bundle');

let shared = null;

/**
 * The site's own code for leads (src/leads/cms.ts: the admin e-mail and the visitor's
 * confirmation, a lead's language, the e-mail rule), bundled into ./site-leads.js by the root
 * install and every local CMS start (packages/local-stack/cms-shared.mjs). Loaded on first
 * use, with a clear message when missing: without it no lead e-mail can be written.
 */
function leads() {
  shared ??= requireSiteBundle(() => require('./site-leads'), path.join(__dirname, 'site-leads.js'));
  return shared;
}

module.exports = { leads };
