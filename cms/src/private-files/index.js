'use strict';

const crypto = require('crypto');
const { fromAppDir } = require('../app-dir');
const { folderStore } = require('./folder-store');
const { s3Store } = require('./s3-store');

/** The `provider` of an upload row whose file is kept privately: Strapi never serves or signs it itself. */
const PRIVATE_PROVIDER = 'oasis-private';

/** How long the links last: an editor's from the admin, and the CRM forward's. */
function linkSeconds(env = process.env) {
  const seconds = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
  };
  // S3 refuses pre-signed links that last more than seven days.
  return { editor: seconds('CV_LINK_SECONDS', 15 * 60), forward: seconds('CV_FORWARD_SECONDS', 7 * 24 * 3600) };
}

/** The key the folder store signs its links with: PRIVATE_FILES_SECRET, else one derived from the app keys. */
function signingKey(strapi, env = process.env) {
  const secret = (env.PRIVATE_FILES_SECRET || '').trim() || (strapi.config.get('server.app.keys') || [])[0];
  if (!secret) throw new Error('No key to sign private file links: set PRIVATE_FILES_SECRET or APP_KEYS on the CMS');
  return crypto.createHmac('sha256', String(secret)).update('oasis-private-files').digest();
}

/**
 * Where applicants' files go: a private S3 bucket when CV_S3_BUCKET is set (a hosted CMS),
 * else a private folder (PRIVATE_FILES_DIR, default cms/.tmp/private-uploads).
 */
function createPrivateStore(strapi, env = process.env) {
  if ((env.CV_S3_BUCKET || '').trim()) return s3Store(env);
  const dir = fromAppDir(env.PRIVATE_FILES_DIR || '.tmp/private-uploads');
  return folderStore({ dir, key: signingKey(strapi, env), baseUrl: () => strapi.config.get('server.absoluteUrl') });
}

let store = null;
/** This CMS's store of private files (made once). */
function privateStore(strapi) {
  if (!store) store = createPrivateStore(strapi);
  return store;
}

const isPrivateFile = (file) => Boolean(file && typeof file === 'object' && file.provider === PRIVATE_PROVIDER);

/** A link to a private file that works for `seconds`; null for anything else. */
async function signedLink(strapi, file, seconds) {
  return isPrivateFile(file) ? privateStore(strapi).signedUrl(file, seconds) : null;
}

module.exports = {
  PRIVATE_PROVIDER,
  createPrivateStore,
  privateStore,
  isPrivateFile,
  signedLink,
  linkSeconds,
  signingKey,
};
