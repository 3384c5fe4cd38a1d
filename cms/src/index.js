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
    if (process.env.SKIP_SEED !== 'true') {
      await runSeed(strapi);
    }
    await mintSiteBuildToken(strapi);
    await mintAutomationToken(strapi);
    await mintFormIntakeToken(strapi);
    // After the seed, so seeding does not trigger a build (REBUILD_WEBHOOK_URL; README: Publishing).
    rebuild = registerRebuildWebhook(strapi);
  },

  async destroy() {
    // Changes still waiting for the quiet period are sent before the CMS stops.
    await rebuild?.flush();
  },
};
