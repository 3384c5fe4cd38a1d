'use strict';

const { ensureLocales } = require('./seed/locales');
const { runSeed } = require('./seed');
const { mintSiteBuildToken, mintAutomationToken, mintFormIntakeToken } = require('./token');
const { registerRebuildWebhook } = require('./rebuild');

let rebuild = null;

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    // Demo content only into an empty database, never over an editor's work (src/seed/index.js);
    // `npm run seed -- --reset` (cms/server.js --seed-only --reset) replaces the local demo.
    await runSeed(strapi, { reset: process.argv.includes('--reset') });
    // Local and CI runs mint fresh tokens on every start. A hosted CMS sets
    // MINT_TOKENS=false and keeps tokens made in the admin panel, so a restart does not
    // revoke the token the deployed forms Function and the build machine hold.
    if (process.env.MINT_TOKENS !== 'false') {
      await mintSiteBuildToken(strapi);
      await mintAutomationToken(strapi);
      await mintFormIntakeToken(strapi);
    } else {
      strapi.log.info('[tokens] MINT_TOKENS=false: keeping the API tokens made in the admin panel');
    }
    // After the seed, so seeding does not trigger a build (REBUILD_WEBHOOK_URL; README: Publishing).
    rebuild = registerRebuildWebhook(strapi);
  },

  async destroy() {
    // Changes still waiting for the quiet period are sent before the CMS stops.
    await rebuild?.flush();
  },
};
