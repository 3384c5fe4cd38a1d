import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { fromAppDir } from '../app-dir';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';
import type { FileRef, PrivateStore } from './store';

/** The `provider` of an upload row whose file is kept privately: Strapi never serves or signs it itself. */
export const PRIVATE_PROVIDER = 'oasis-private';

/** How long the links last: an editor's from the admin, and the CRM forward's. */
export function linkSeconds(env: NodeJS.ProcessEnv = process.env) {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
  };
  // S3 refuses pre-signed links that last more than seven days.
  return { editor: seconds('CV_LINK_SECONDS', 15 * 60), forward: seconds('CV_FORWARD_SECONDS', 7 * 24 * 3600) };
}

/** The key the folder store signs its links with: PRIVATE_FILES_SECRET, else one derived from the app keys. */
export function signingKey(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Buffer {
  const secret = (env.PRIVATE_FILES_SECRET || '').trim() || (strapi.config.get<string[]>('server.app.keys') || [])[0];
  if (!secret) throw new Error('No key to sign private file links: set PRIVATE_FILES_SECRET or APP_KEYS on the CMS');
  return crypto.createHmac('sha256', String(secret)).update('oasis-private-files').digest();
}

/**
 * Where applicants' files go: a private S3 bucket when CV_S3_BUCKET is set (a hosted CMS),
 * else a private folder (PRIVATE_FILES_DIR, default cms/.tmp/private-uploads).
 */
export function createPrivateStore(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): PrivateStore {
  if ((env.CV_S3_BUCKET || '').trim()) return s3Store(env);
  const dir = fromAppDir(env.PRIVATE_FILES_DIR || '.tmp/private-uploads');
  return folderStore({
    dir,
    key: signingKey(strapi, env),
    baseUrl: () => strapi.config.get<string>('server.absoluteUrl'),
  });
}

let store: PrivateStore | null = null;
/** This CMS's store of private files (made once). */
export function privateStore(strapi: Core.Strapi): PrivateStore {
  if (!store) store = createPrivateStore(strapi);
  return store;
}

/** An upload row of an applicant's file. */
export type PrivateFile = FileRef & { id?: number; url?: string; provider: typeof PRIVATE_PROVIDER };
export const isPrivateFile = (file: unknown): file is PrivateFile =>
  Boolean(file && typeof file === 'object' && (file as { provider?: unknown }).provider === PRIVATE_PROVIDER);

/** A link to a private file that works for `seconds`; null for anything else. */
export async function signedLink(strapi: Core.Strapi, file: unknown, seconds: number): Promise<string | null> {
  return isPrivateFile(file) ? privateStore(strapi).signedUrl(file, seconds) : null;
}
