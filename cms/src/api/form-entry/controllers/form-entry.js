'use strict';

const { factories } = require('@strapi/strapi');
const { RateLimited } = require('../../../deliveries/rate-limit');
const { leads } = require('../../../leads/shared');

module.exports = factories.createCoreController('api::form-entry.form-entry', ({ strapi }) => ({
  /** POST /api/form-entries/submit: stores a lead once per submission id; its deliveries follow from the queue. */
  async submit(ctx) {
    // The lead's one definition (packages/leads), the one the forms Function sends by.
    const { parseLeadRecord, LEAD_RECORD_ERROR } = leads();
    const data = parseLeadRecord(ctx.request.body && ctx.request.body.data);
    if (!data) return ctx.badRequest(LEAD_RECORD_ERROR);
    const files = ctx.request.files || {};
    const file = files.attachment || files['files.attachment'] || null;
    try {
      ctx.body = await strapi
        .service('api::form-entry.form-entry')
        .submit({ data, file: Array.isArray(file) ? file[0] : file });
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      ctx.status = 429;
      ctx.body = { ok: false, error: 'Too many submissions from this address' };
    }
  },
}));
