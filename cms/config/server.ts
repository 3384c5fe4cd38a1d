import type { Core } from '@strapi/strapi';
import { isHostedStart } from '../src/hosted';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
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
  // Idle keep-alive connections live 65 s (Node's default is 5): a client that reuses one
  // just as the server closes it gets ECONNRESET, which stopped builds on a busy machine
  // (gatsby-source-strapi's parallel requests took 10 s each there); a proxy in front keeps
  // its own idle timeout under this one (AWS's load balancers: 60 s).
  http: { serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
  logger: {
    // no npm update check (nothing but the npm registry is reachable), and no "create your
    // first administrator in the panel" banner where the panel does not register anyone
    // (headless, or a hosted start: src/middlewares/admin-guard.js)
    updates: { enabled: false },
    startup: { enabled: env.bool('SERVE_ADMIN', false) && !isHostedStart() },
  },
});
