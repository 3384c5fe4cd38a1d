'use strict';

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  // Before anything else answers: no administrator by registration (src/middlewares/admin-guard.js).
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
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
