import fs from 'fs';
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { market } from '../../../core';
import { replaceMarketFigures, ReplaceRefused } from '../../../market/replace';

/** A file of a multipart request, as Strapi's body parser (formidable) gives it. */
type UploadedFile = { filepath: string };
type MultipartRequest = Context['request'] & { files?: Record<string, UploadedFile | UploadedFile[] | undefined> };

/** The uploaded payload file's JSON, or null. Multipart: a whole import is a few megabytes, past the JSON body limit. */
async function readPayloadFile(ctx: Context): Promise<{ body?: unknown; error?: string }> {
  const files = (ctx.request as MultipartRequest).files || {};
  const file = files.payload || files['files.payload'];
  const one = Array.isArray(file) ? file[0] : file;
  if (!one) return { error: 'send the figures as the multipart file "payload" (npm run market:import does)' };
  try {
    return { body: JSON.parse(await fs.promises.readFile(one.filepath, 'utf8')) };
  } catch {
    return { error: 'the payload file is not JSON' };
  }
}

export default factories.createCoreController('api::market-import.market-import', ({ strapi }) => ({
  /** POST /api/market-import/replace: every area's figures, replacing all the CMS holds (packages/core/src/market/payload.ts). */
  async replace(ctx) {
    const read = await readPayloadFile(ctx);
    if (read.error) return ctx.badRequest(read.error);
    const checked = market().parsePayload(read.body);
    if ('error' in checked) return ctx.badRequest(checked.error);
    try {
      ctx.body = await replaceMarketFigures(strapi, checked.payload);
    } catch (error) {
      if (!(error instanceof ReplaceRefused)) throw error;
      return ctx.badRequest(error.message);
    }
  },
}));
