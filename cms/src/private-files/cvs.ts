import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PRIVATE_PROVIDER, privateStore, isPrivateFile, signedLink, linkSeconds } from './index';

/** An entry with a file attached (a lead), as a reader gets it. */
type WithAttachment = { attachment?: unknown } & Record<string, unknown>;
/** A file upload as koa-body gives it. */
export type IncomingFile = { originalFilename?: string; name?: string; filepath: string; size: number };
/** The upload plugin's file info of a new upload: its name and Strapi's hash. */
type FileInfo = { name: string; hash: string; size: number };
type Handler = (ctx: Context, ...rest: unknown[]) => Promise<unknown>;

const FILE = 'plugin::upload.file';
const LEAD = 'api::form-entry.form-entry';
/** The media types a CV may be (the forms Function has checked the file's own signature). */
const MIME: Record<string, string> = { '.pdf': 'application/pdf', '.doc': 'application/msword' };

/**
 * Stores an applicant's file privately and records it as an upload row of its own kind
 * (PRIVATE_PROVIDER), so it shows on its lead in the admin and nothing serves it publicly.
 * Strapi's upload service names it, as it names every upload.
 */
export async function storePrivateFile(strapi: Core.Strapi, file: IncomingFile) {
  const filename = path.basename(String(file.originalFilename || file.name || 'file'));
  const ext = path.extname(filename).toLowerCase();
  const buffer = await fs.promises.readFile(file.filepath);
  const upload = strapi.plugin('upload').service('upload') as { formatFileInfo(input: object): Promise<FileInfo> };
  const info = await upload.formatFileInfo({
    filename,
    type: MIME[ext] || 'application/octet-stream',
    size: buffer.length,
  });
  const stored = await privateStore(strapi).put({ ...info, ext, buffer });
  return strapi.db.query(FILE).create({
    data: {
      name: info.name,
      hash: info.hash,
      ext,
      mime: MIME[ext] || 'application/octet-stream',
      size: info.size,
      sizeInBytes: buffer.length,
      folderPath: '/',
      url: stored.url,
      provider: PRIVATE_PROVIDER,
      provider_metadata: stored.provider_metadata,
    },
  });
}

/** A lead as a reader holding it sees it: its private attachment with a link that works for a while. */
export async function withSignedAttachment<T extends WithAttachment | null | undefined>(
  strapi: Core.Strapi,
  entry: T,
  seconds: number,
): Promise<T> {
  if (!entry || !isPrivateFile(entry.attachment)) return entry;
  return { ...entry, attachment: { ...entry.attachment, url: await signedLink(strapi, entry.attachment, seconds) } };
}

/**
 * Leads read through the Document Service (the admin's Content Manager, a full-access
 * token) carry a short-lived signed link to their CV, so an editor opens it from the lead.
 */
export function signLeadAttachments(strapi: Core.Strapi): void {
  const { editor } = linkSeconds();
  const sign = (entry: WithAttachment) => withSignedAttachment(strapi, entry, editor);
  /** One lead, a list of them, or a page of them (`entries`), each signed. */
  const signAll = async (result: unknown): Promise<unknown> => {
    if (Array.isArray(result)) return Promise.all(result.map(sign));
    const page = result as { entries?: unknown };
    if (Array.isArray(page.entries)) return { ...page, entries: await Promise.all(page.entries.map(sign)) };
    return sign(result as WithAttachment);
  };
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid !== LEAD || !result) return result;
    // The same shape, with links: the Document Service's types cannot say that of a lead.
    return (await signAll(result)) as typeof result;
  });
}

/**
 * The content API's upload routes (the site build's token may list media, which
 * gatsby-source-strapi reads for images in rich text) never list or show a private file.
 */
export function hidePrivateFilesFromContentApi(strapi: Core.Strapi): void {
  const controller = strapi.plugin('upload').controller('content-api') as { find: Handler; findOne: Handler };
  const { find, findOne } = controller;
  controller.find = async (ctx, ...rest) => {
    await find.call(controller, ctx, ...rest);
    if (Array.isArray(ctx.body)) ctx.body = ctx.body.filter((file) => !isPrivateFile(file));
  };
  controller.findOne = async (ctx, ...rest) => {
    await findOne.call(controller, ctx, ...rest);
    if (isPrivateFile(ctx.body)) ctx.notFound('File not found');
  };
}

/**
 * The Media Library's answers to an editor (and every other answer of the upload plugin)
 * carry a short-lived signed link to a private file, as the lead does: Strapi signs only the
 * files of its own upload provider, and only when that provider is private.
 */
export function signPrivateFilesInMediaLibrary(strapi: Core.Strapi): void {
  const service = strapi.plugin('upload').service('file') as { signFileUrls: (file: unknown) => Promise<unknown> };
  const signFileUrls = service.signFileUrls;
  const { editor } = linkSeconds();
  service.signFileUrls = async (file: unknown) =>
    isPrivateFile(file)
      ? { ...file, url: await signedLink(strapi, file, editor), isUrlSigned: true }
      : signFileUrls.call(service, file);
}

/**
 * Strapi never fetches a private file over HTTP. Its data transfer (`npm run cms:export`)
 * fetches every media file that is not the local provider's by its address, and its import
 * would write what it got into the public uploads folder: a private file is left out of a
 * backup (with Strapi's "no corresponding file" warning) and stays in its own store.
 */
export function keepPrivateFilesOutOfTransfers(strapi: Core.Strapi): void {
  const fetch = strapi.get('fetch') as typeof globalThis.fetch;
  const store = privateStore(strapi);
  const guarded = (url: string, init?: RequestInit) =>
    store.owns(url)
      ? Promise.reject(Object.assign(new Error('A private file is not transferred'), { code: 'ENOENT' }))
      : fetch(url, init);
  // Strapi's container has no public way to replace a service it registered itself.
  (strapi as unknown as { serviceMap: Map<string, unknown> }).serviceMap.set('fetch', guarded);
}

/** A private file's bytes go with its upload row, whoever deletes it (an editor in the Media Library). */
export function deleteWithRow(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    async afterDelete(event: { result?: unknown }) {
      const file = event.result;
      if (!isPrivateFile(file)) return;
      try {
        await privateStore(strapi).remove(file);
      } catch (error) {
        strapi.log.error(`[cvs] could not delete the stored file of upload ${file.id}: ${(error as Error).message}`);
      }
    },
  });
}

/**
 * CVs stored before they were private (in the public uploads folder of the local provider)
 * move to the private store, and their public copy goes; run at every start, it finds none
 * once done. Returns how many moved.
 */
/** A lead as stored, with its attachment's upload row. */
type LeadRow = {
  id: number;
  documentId: string;
  data?: Record<string, unknown> | null;
  attachment?: { id: number; hash: string; ext: string; mime: string; url: string; provider: string } | null;
};

export async function moveCvsOutOfPublic(strapi: Core.Strapi, uploadsDir: string): Promise<number> {
  const leads: LeadRow[] = await strapi.db.query(LEAD).findMany({
    where: { attachment: { provider: { $eq: 'local' } } },
    populate: ['attachment'],
    limit: 500,
  });
  let moved = 0;
  for (const lead of leads) {
    const file = lead.attachment;
    if (!file || file.provider !== 'local') continue;
    const publicPath = path.join(uploadsDir, `${file.hash}${file.ext}`);
    let buffer;
    try {
      buffer = await fs.promises.readFile(publicPath);
    } catch {
      strapi.log.warn(`[cvs] the CV of lead ${lead.documentId} is not in ${uploadsDir}; left as it is`);
      continue;
    }
    const stored = await privateStore(strapi).put({ hash: file.hash, ext: file.ext, mime: file.mime, buffer });
    await strapi.db.query(FILE).update({
      where: { id: file.id },
      data: { url: stored.url, provider: PRIVATE_PROVIDER, provider_metadata: stored.provider_metadata },
    });
    if (lead.data && lead.data.file === file.url) {
      const { file: _publicUrl, ...data } = lead.data;
      await strapi.db.query(LEAD).update({ where: { id: lead.id }, data: { data } });
    }
    await fs.promises.rm(publicPath, { force: true });
    moved++;
  }
  if (moved) strapi.log.info(`[cvs] ${moved} CV(s) moved out of the public uploads into the private store`);
  return moved;
}
