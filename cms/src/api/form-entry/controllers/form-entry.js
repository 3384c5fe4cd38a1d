'use strict';

const { factories } = require('@strapi/strapi');
const { RateLimited } = require('../../../deliveries/rate-limit');

function readData(body) {
  const raw = body && body.data;
  if (raw && typeof raw === 'object') return raw;
  try {
    return JSON.parse(String(raw));
  } catch {
    return null;
  }
}

module.exports = factories.createCoreController('api::form-entry.form-entry', ({ strapi }) => ({
  /** POST /api/form-entries/submit: stores a lead once per submission id; its deliveries follow from the queue. */
  async submit(ctx) {
    const data = readData(ctx.request.body);
    if (
      !data ||
      typeof data.submissionId !== 'string' ||
      !data.submissionId ||
      !data.payload ||
      typeof data.payload !== 'object'
    ) {
      return ctx.badRequest('data must be JSON with submissionId and payload');
    }
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
