import type { Core } from '@strapi/strapi';
import { siteOrigins } from '../src/cors';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // Before anything else answers: no administrator by registration (src/middlewares/admin-guard).
  'global::admin-guard',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        // The admin panel's Preview shows the preview site in a frame.
        directives: { 'frame-src': ["'self'", env('PREVIEW_SITE_URL', '')].filter(Boolean) },
      },
    },
  },
  {
    // Only the site's own origins (SITE_URL, the preview site) may read the API from a
    // browser, and never with credentials; the public reviews route allows any origin
    // (src/middlewares/any-origin). The admin panel is same-origin and needs none of it.
    name: 'strapi::cors',
    config: { origin: siteOrigins(process.env), credentials: false },
  },
  // No `strapi::poweredBy`: nothing names the software it runs.
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
