'use strict';

/** Entries with a page of their own on the site; the admin panel shows Preview on these. */
const PREVIEWABLE = new Set(['api::page.page', 'api::property.property']);

/**
 * The preview site's address of an entry, for Strapi's Preview button (config/admin.js):
 * the site's /preview/ page (plugins/site-pages, gatsby develop) knows every entry's page
 * per language, drafts included, and opens it. Null for entries without a page.
 */
function previewUrl(siteUrl, uid, { documentId, locale }) {
  if (!siteUrl || !documentId || !PREVIEWABLE.has(uid)) return null;
  const params = new URLSearchParams({ documentId, locale: locale || 'en' });
  return `${siteUrl.replace(/\/+$/, '')}/preview/?${params}`;
}

module.exports = { previewUrl, PREVIEWABLE };
