import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { PrivateStore } from './store';

/** The CMS route that serves a file of the folder store, to holders of a signed link only. */
export const ROUTE = '/api/private-files';
/** A stored file's name: Strapi's hash of the upload and its extension. */
const NAME = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9]{1,10}$/;

const signature = (key: Buffer, name: string, expires: unknown) =>
  crypto.createHmac('sha256', key).update(`private-file:${name}:${expires}`).digest('base64url');

/**
 * Applicants' files in a folder no route of Strapi serves (`cms/.tmp/private-uploads` by
 * default; PRIVATE_FILES_DIR elsewhere, on a disk that persists), each file and the folder
 * readable by the CMS's user alone. A file is reached only through ROUTE with a link signed
 * with `key` (HMAC-SHA256 of its name and expiry), which `verify` checks in constant time.
 */
export function folderStore({ dir, key, baseUrl }: { dir: string; key: Buffer; baseUrl: () => string }): PrivateStore {
  const fileOf = (name: string) => {
    if (!NAME.test(name)) return null;
    return path.join(dir, name);
  };

  return {
    kind: 'folder',

    /** Writes the file whole (a hidden name, then renamed) and says where the CMS keeps it. */
    async put({ hash, ext, buffer }) {
      const name = `${hash}${ext}`;
      const target = fileOf(name);
      if (!target) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.promises.chmod(dir, 0o700);
      const partial = path.join(dir, `.${name}.${process.pid}.tmp`);
      await fs.promises.writeFile(partial, buffer, { mode: 0o600, flag: 'wx' });
      await fs.promises.rename(partial, target);
      return { url: `${ROUTE}/${name}`, provider_metadata: { store: 'folder' } };
    },

    /** A link to the file that works for `seconds` from `now` (ms). */
    async signedUrl(file, seconds, now = Date.now()) {
      const name = `${file.hash}${file.ext}`;
      const expires = Math.floor(now / 1000) + Math.max(1, Math.floor(seconds));
      const query = new URLSearchParams({ expires: String(expires), signature: signature(key, name, expires) });
      return `${baseUrl().replace(/\/+$/, '')}${ROUTE}/${encodeURIComponent(name)}?${query}`;
    },

    /** Whether a request for `name` carries a valid, unexpired signature. */
    verify(name, expires, given, now = Date.now()) {
      if (!expires || !given) return 'missing';
      if (!NAME.test(String(name)) || !/^\d{1,12}$/.test(String(expires))) return 'invalid';
      const expected = Buffer.from(signature(key, name, expires));
      const offered = Buffer.from(String(given));
      if (expected.length !== offered.length || !crypto.timingSafeEqual(expected, offered)) return 'invalid';
      return Number(expires) * 1000 < now ? 'expired' : 'ok';
    },

    /** Whether an address is one of this store's files (signed or not, relative or absolute). */
    owns(url) {
      try {
        return new URL(String(url), 'http://cms.invalid').pathname.startsWith(`${ROUTE}/`);
      } catch {
        return false;
      }
    },

    /** The file on disk, or null for a name that is not a stored file's. */
    pathOf: fileOf,

    async remove(file) {
      const target = fileOf(`${file.hash}${file.ext}`);
      if (target) await fs.promises.rm(target, { force: true });
    },
  };
}
