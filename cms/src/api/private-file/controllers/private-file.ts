import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PRIVATE_PROVIDER, privateStore } from '../../../private-files';

const MESSAGES: Record<string, string> = {
  missing: 'This file needs a signed link: open it from its lead in the CMS.',
  invalid: 'This link is not valid.',
  expired: 'This link has expired: open the file again from its lead in the CMS.',
};

function refuse(ctx: Context, status: 401 | 404, message: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name: status === 404 ? 'NotFoundError' : 'UnauthorizedError', message } };
}

/** An RFC 6266 attachment header: an ASCII fallback and the UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async download(ctx: Context) {
    const store = privateStore(strapi);
    const name = String(ctx.params.name || '');
    // The same answer for every unsigned request, whether or not such a file exists.
    const verdict = store.verify(name, ctx.query.expires, ctx.query.signature);
    if (verdict !== 'ok') return refuse(ctx, 401, MESSAGES[verdict] || MESSAGES.invalid);
    const ext = path.extname(name);
    const row: { name?: string; mime?: string } | null = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { hash: path.basename(name, ext), ext, provider: PRIVATE_PROVIDER } });
    const file = row && store.pathOf(name);
    if (!file || !fs.existsSync(file)) return refuse(ctx, 404, 'Not Found');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', attachment(row.name || name));
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = row.mime || 'application/octet-stream';
    ctx.length = fs.statSync(file).size;
    ctx.body = fs.createReadStream(file);
  },
});
