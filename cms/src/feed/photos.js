'use strict';

const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pipeline } = require('stream/promises');
const { Readable, Transform } = require('stream');
const { createLimiter } = require('./limit');

const FILE = 'plugin::upload.file';
const PREFIX = 'feed-';
const FORMATS = { jpeg: ['.jpg', 'image/jpeg'], png: ['.png', 'image/png'], webp: ['.webp', 'image/webp'] };
/** Photos fetched at once, over every listing being prepared. */
const PARALLEL = 6;

/**
 * The media library's name of a feed photo: one per URL and last_updated, so a photo is
 * downloaded once and again only when the CRM says it changed.
 * @example photoKey({ url: 'https://crm.example/a.jpg', updated: '2026-11-01 10:00:00' }) // 'feed-3f2a…' (32 hex digits)
 */
function photoKey(photo) {
  return `${PREFIX}${crypto.createHash('sha256').update(`${photo.url}\n${photo.updated}`).digest('hex').slice(0, 32)}`;
}

/** Downloads to `file`, refusing an answer other than 200 and anything larger than `maxBytes`. */
async function download(url, file, { timeoutMs, maxBytes }) {
  const get = () => fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  // A kept-alive connection the host closed meanwhile fails before any answer: once more on a new one.
  const response = await get().catch((error) => {
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
  await pipeline(Readable.fromWeb(response.body), limit, fs.createWriteStream(file));
}

/**
 * The feed's photos in the media library. `resolve` gives a listing's photos as file ids,
 * downloading (and checking with sharp that it is a JPEG, PNG or WebP photo) only those the
 * library does not hold yet; `complete` is false when one failed, and the run keeps the
 * listing's old photos and tries again next time.
 */
function createPhotoStore(strapi, { timeoutMs = 30_000, maxBytes = 20 * 1024 * 1024 } = {}) {
  const sharp = require('sharp');
  const upload = strapi.plugin('upload').service('upload');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-photos-'));
  let known = null;
  let loading = null;
  const counts = { downloaded: 0, failed: 0 };

  /** The feed photos the library holds, by key, read once per run. */
  const load = () =>
    (loading ??= strapi.db
      .query(FILE)
      .findMany({ where: { name: { $startsWith: PREFIX } }, select: ['id', 'name'] })
      .then((rows) => {
        known = new Map(rows.map((row) => [row.name.replace(/\.[a-z]+$/, ''), row.id]));
      }));

  async function fetchOne(photo, key, alt) {
    const file = path.join(dir, key);
    try {
      await download(photo.url, file, { timeoutMs, maxBytes });
      const { format } = await sharp(file).metadata();
      const [ext, mimetype] = FORMATS[format] || [];
      if (!ext) throw new Error(`not a JPEG, PNG or WebP photo (${format || 'unreadable'})`);
      const name = `${key}${ext}`;
      const [uploaded] = await upload.upload({
        data: { fileInfo: { name, alternativeText: alt, caption: photo.url } },
        files: { filepath: file, originalFilename: name, mimetype, size: fs.statSync(file).size },
      });
      counts.downloaded += 1;
      return uploaded.id;
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  const gate = createLimiter(PARALLEL);
  // A photo two listings share is fetched once, even when both ask at the same moment.
  const pending = new Map();
  const idOf = (photo, alt) => {
    const key = photoKey(photo);
    if (known.has(key)) return Promise.resolve(known.get(key));
    if (!pending.has(key)) {
      const fetching = gate(() => fetchOne(photo, key, alt))
        .then((id) => {
          known.set(key, id);
          return id;
        })
        .finally(() => pending.delete(key));
      pending.set(key, fetching);
    }
    return pending.get(key);
  };

  return {
    counts,
    async resolve(photos, alt) {
      await load();
      const failed = [];
      const ids = await Promise.all(
        photos.map((photo) =>
          idOf(photo, alt).catch((error) => {
            counts.failed += 1;
            failed.push(`${photo.url}: ${error.message}`);
            return null;
          }),
        ),
      );
      return { ids: [...new Set(ids.filter((id) => id !== null))], complete: failed.length === 0, failed };
    },
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { createPhotoStore, photoKey };
