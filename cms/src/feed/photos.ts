import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pipeline } from 'stream/promises';
import { Readable, Transform } from 'stream';
import type { ReadableStream as WebReadableStream } from 'stream/web';
import type { Core } from '@strapi/strapi';
import { createLimiter } from './limit';

/** A photo the feed names: its address and when the CRM last changed it. */
export type FeedPhoto = { url: string; updated: string };
/** A listing's photos as file ids of the media library; `complete` false when one failed. */
export type ResolvedPhotos = { ids: number[]; complete: boolean; failed: string[] };
export type PhotoStore = ReturnType<typeof createPhotoStore>;
/** What the upload plugin's `upload` service is asked here. */
type UploadService = {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ id: number }[]>;
};

const FILE = 'plugin::upload.file';
const PREFIX = 'feed-';
const FORMATS: Record<string, [string, string]> = {
  jpeg: ['.jpg', 'image/jpeg'],
  png: ['.png', 'image/png'],
  webp: ['.webp', 'image/webp'],
};
/** Photos fetched at once, over every listing being prepared. */
const PARALLEL = 6;

/**
 * The media library's name of a feed photo: one per URL and last_updated, so a photo is
 * downloaded once and again only when the CRM says it changed.
 * @example photoKey({ url: 'https://crm.example/a.jpg', updated: '2026-11-01 10:00:00' }) // 'feed-3f2a…' (32 hex digits)
 */
export function photoKey(photo: FeedPhoto): string {
  return `${PREFIX}${crypto.createHash('sha256').update(`${photo.url}\n${photo.updated}`).digest('hex').slice(0, 32)}`;
}

/** Downloads to `file`, refusing an answer other than 200 and anything larger than `maxBytes`. */
async function download(url: string, file: string, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }) {
  const get = () => fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  // A kept-alive connection the host closed meanwhile fails before any answer: once more on a new one.
  const response = await get().catch((error: Error) => {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') throw error;
    return get();
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  if (Number(response.headers.get('content-length')) > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
  let bytes = 0;
  const limit = new Transform({
    transform(chunk, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new Error(`larger than ${maxBytes} bytes`) : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), limit, fs.createWriteStream(file));
}

/**
 * The feed's photos in the media library. `resolve` gives a listing's photos as file ids,
 * downloading (and checking with sharp that it is a JPEG, PNG or WebP photo) only those the
 * library does not hold yet; `complete` is false when one failed, and the run keeps the
 * listing's old photos and tries again next time.
 */
export function createPhotoStore(strapi: Core.Strapi, { timeoutMs = 30_000, maxBytes = 20 * 1024 * 1024 } = {}) {
  const upload = strapi.plugin('upload').service('upload') as UploadService;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-photos-'));
  const known = new Map<string, number>();
  let loading: Promise<void> | null = null;
  const counts = { downloaded: 0, failed: 0 };

  /** The feed photos the library holds, by key, read once per run. */
  const load = () =>
    (loading ??= strapi.db
      .query(FILE)
      .findMany({ where: { name: { $startsWith: PREFIX } }, select: ['id', 'name'] })
      .then((rows: { id: number; name: string }[]) => {
        for (const row of rows) known.set(row.name.replace(/\.[a-z]+$/, ''), row.id);
      }));

  async function fetchOne(photo: FeedPhoto, key: string, alt: string): Promise<number> {
    const file = path.join(dir, key);
    try {
      await download(photo.url, file, { timeoutMs, maxBytes });
      // Loaded on the first photo: most starts import nothing.
      const { default: sharp } = await import('sharp');
      const { format } = await sharp(file).metadata();
      const [ext, mimetype] = (format && FORMATS[format]) || [];
      if (!ext || !mimetype) throw new Error(`not a JPEG, PNG or WebP photo (${format || 'unreadable'})`);
      const name = `${key}${ext}`;
      const [uploaded] = await upload.upload({
        data: { fileInfo: { name, alternativeText: alt, caption: photo.url } },
        files: { filepath: file, originalFilename: name, mimetype, size: fs.statSync(file).size },
      });
      counts.downloaded += 1;
      if (!uploaded) throw new Error('the media library did not keep it');
      return uploaded.id;
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  const gate = createLimiter(PARALLEL);
  // A photo two listings share is fetched once, even when both ask at the same moment.
  const pending = new Map<string, Promise<number>>();
  const idOf = (photo: FeedPhoto, alt: string): Promise<number> => {
    const key = photoKey(photo);
    const id = known.get(key);
    if (id !== undefined) return Promise.resolve(id);
    let fetching = pending.get(key);
    if (!fetching) {
      fetching = gate(() => fetchOne(photo, key, alt))
        .then((id) => {
          known.set(key, id);
          return id;
        })
        .finally(() => pending.delete(key));
      pending.set(key, fetching);
    }
    return fetching;
  };

  return {
    counts,
    async resolve(photos: FeedPhoto[], alt: string): Promise<ResolvedPhotos> {
      await load();
      const failed: string[] = [];
      const ids = await Promise.all(
        photos.map((photo) =>
          idOf(photo, alt).catch((error: Error) => {
            counts.failed += 1;
            failed.push(`${photo.url}: ${error.message}`);
            return null;
          }),
        ),
      );
      return {
        ids: [...new Set(ids.filter((id): id is number => id !== null))],
        complete: failed.length === 0,
        failed,
      };
    },
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
