'use strict';

const { isHostedStart } = require('../src/hosted');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Uploaded media live in <public>/uploads. Tests that restore backups give their own
  // CMS another folder (CMS_PUBLIC_DIR): an import replaces the whole uploads folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // The CMS's public address (https://cms.example.com) when it sits behind a proxy: the
  // signed links to applicants' files and the admin links of lead e-mails start with it.
  ...(env('PUBLIC_URL', '') ? { url: env('PUBLIC_URL') } : {}),
  logger: {
    // no npm update check (nothing but the npm registry is reachable), and no "create your
    // first administrator in the panel" banner where the panel does not register anyone
    // (headless, or a hosted start: src/middlewares/admin-guard.js)
    updates: { enabled: false },
    startup: { enabled: env.bool('SERVE_ADMIN', false) && !isHostedStart() },
  },
});
