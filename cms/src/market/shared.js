'use strict';

const path = require('path');

let shared = null;

/**
 * The site's own code for market figures (src/market/cms.ts: the payload's check, the demo
 * mapping and files, the import itself), bundled into ./market-shared.js by the root install
 * and every local CMS start (packages/local-stack/cms-shared.mjs). Loaded on first use, with a clear
 * message when missing.
 */
function market() {
  if (shared) return shared;
  try {
    shared = require('./market-shared');
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND' || !String(error.message).includes('market-shared')) throw error;
    throw new Error(
      `${path.join(__dirname, 'market-shared.js')} is missing: run \`npm ci\` (or \`node scripts/dev/build-cms-shared.mjs\`) ` +
        'at the repository root, which makes it from the site code',
    );
  }
  return shared;
}

module.exports = { market };
