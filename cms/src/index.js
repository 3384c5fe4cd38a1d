'use strict';

const { ensureLocales } = require('./seed/locales');
const { runSeed } = require('./seed');
const { mintSiteBuildToken, mintAutomationToken, mintFormIntakeToken } = require('./token');

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
  },
};
