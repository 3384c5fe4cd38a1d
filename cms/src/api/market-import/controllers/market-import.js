'use strict';

const fs = require('fs');
const { factories } = require('@strapi/strapi');
const { market } = require('../../../market/shared');
const { replaceMarketFigures, ReplaceRefused } = require('../../../market/replace');

/** The uploaded payload file's JSON, or null. Multipart: a whole import is a few megabytes, past the JSON body limit. */
async function readPayloadFile(ctx) {
  const files = ctx.request.files || {};
  const file = files.payload || files['files.payload'];
  const one = Array.isArray(file) ? file[0] : file;
  if (!one) return { error: 'send the figures as the multipart file "payload" (npm run market:import does)' };
  try {
    return { body: JSON.parse(await fs.promises.readFile(one.filepath, 'utf8')) };
  } catch {
    return { error: 'the payload file is not JSON' };
  }
}

module.exports = factories.createCoreController('api::market-import.market-import', ({ strapi }) => ({
  /** POST /api/market-import/replace: every area's figures, replacing all the CMS holds (src/market/payload.ts). */
  async replace(ctx) {
    const read = await readPayloadFile(ctx);
    if (read.error) return ctx.badRequest(read.error);
    const checked = market().parsePayload(read.body);
    if (checked.error) return ctx.badRequest(checked.error);
    try {
      ctx.body = await replaceMarketFigures(strapi, checked.payload);
    } catch (error) {
      if (!(error instanceof ReplaceRefused)) throw error;
      return ctx.badRequest(error.message);
    }
  },
}));
