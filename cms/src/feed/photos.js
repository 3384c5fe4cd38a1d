'use strict';

const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pipeline } = require('stream/promises');
const { Readable, Transform } = require('stream');

const FILE = 'plugin::upload.file';
const PREFIX = 'feed-';
const FORMATS = { jpeg: ['.jpg', 'image/jpeg'], png: ['.png', 'image/png'], webp: ['.webp', 'image/webp'] };
const PARALLEL = 4;

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
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
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

/** Runs `task` over `items`, `parallel` at a time, in order of results. */
async function mapLimited(items, parallel, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
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
  const counts = { downloaded: 0, failed: 0 };

  async function load() {
    if (known) return known;
    const rows = await strapi.db
      .query(FILE)
      .findMany({ where: { name: { $startsWith: PREFIX } }, select: ['id', 'name'] });
    known = new Map(rows.map((row) => [row.name.replace(/\.[a-z]+$/, ''), row.id]));
    return known;
  }

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

  return {
    counts,
    async resolve(photos, alt) {
      const library = await load();
      const failed = [];
      const ids = await mapLimited(photos, PARALLEL, async (photo) => {
        const key = photoKey(photo);
        if (library.has(key)) return library.get(key);
        try {
          const id = await fetchOne(photo, key, alt);
          library.set(key, id);
          return id;
        } catch (error) {
          counts.failed += 1;
          failed.push(`${photo.url}: ${error.message}`);
          return null;
        }
      });
      return { ids: [...new Set(ids.filter((id) => id !== null))], complete: failed.length === 0, failed };
    },
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { createPhotoStore, photoKey };
