/** Entries with a page of their own on the site; the admin panel shows Preview on these. */
export const PREVIEWABLE: ReadonlySet<string> = new Set(['api::page.page', 'api::property.property']);

/** What Strapi's Preview handler is given of the entry it shows. */
export type PreviewEntry = { documentId?: string; locale?: string | null };

/**
 * The preview site's address of an entry, for Strapi's Preview button (config/admin.ts):
 * the site's /preview/ page (plugins/site-pages, gatsby develop) knows every entry's page
 * per language, drafts included, and opens it. Null for entries without a page.
 */
export function previewUrl(siteUrl: string, uid: string, { documentId, locale }: PreviewEntry): string | null {
  if (!siteUrl || !documentId || !PREVIEWABLE.has(uid)) return null;
  const params = new URLSearchParams({ documentId, locale: locale || 'en' });
  return `${siteUrl.replace(/\/+$/, '')}/preview/?${params}`;
}
