import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { RateLimited } from '../../../deliveries/rate-limit';
import { leads } from '../../../core';
import type { UploadedFile } from '../services/form-entry';

/** A multipart request as Strapi's body parser (formidable) gives it. */
type MultipartRequest = Context['request'] & {
  body?: { data?: unknown };
  files?: Record<string, UploadedFile | UploadedFile[] | undefined>;
};

export default factories.createCoreController('api::form-entry.form-entry', ({ strapi }) => ({
  /** POST /api/form-entries/submit: stores a lead once per submission id; its deliveries follow from the queue. */
  async submit(ctx: Context) {
    const request = ctx.request as MultipartRequest;
    // The lead's one definition (packages/core), the one the forms Function sends by.
    const { parseLeadRecord, LEAD_RECORD_ERROR } = leads();
    const data = parseLeadRecord(request.body && request.body.data);
    if (!data) return ctx.badRequest(LEAD_RECORD_ERROR);
    const files = request.files || {};
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
