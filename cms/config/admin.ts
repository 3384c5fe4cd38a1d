import type { Core } from '@strapi/strapi';
import { previewUrl, type PreviewEntry } from '../src/preview';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // The admin panel is only served by `npm run develop` (SERVE_ADMIN=true).
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  autoOpen: false,
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // The Preview button of the Content Manager opens pages and properties on the preview
  // site (`npm run preview` sets PREVIEW_SITE_URL to its gatsby develop address).
  preview: {
    enabled: Boolean(env('PREVIEW_SITE_URL', '')),
    config: {
      allowedOrigins: [env('PREVIEW_SITE_URL', '')].filter(Boolean),
      handler: (uid: string, { documentId, locale }: PreviewEntry) =>
        previewUrl(env('PREVIEW_SITE_URL', ''), uid, { documentId, locale }),
    },
  },
});
