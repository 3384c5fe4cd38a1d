import path from 'path';
import type { Core } from '@strapi/strapi';
import { ensureLocales } from './seed/locales';
import { runSeed } from './seed';
import {
  mintSiteBuildToken,
  mintAutomationToken,
  mintFormIntakeToken,
  revokeDefaultTokens,
  reportBroadTokens,
} from './token';
import { registerRebuildWebhook } from './rebuild';
import { startLeadDeliveries, stopLeadDeliveries } from './deliveries';
import { setLeadListLayouts, setEditHints } from './admin-layouts';
import { startAlerts, stopAlerts } from './alerts';
import { trackPriceDrops } from './alerts/price-drops';
import { keepListingAddresses, migrateListingNumbers } from './addresses/listing-numbers';
import { checkEditorsRedirects } from './addresses/redirects';
import { startFeedImports, stopFeedImports, feedConfig } from './feed';
import { isHostedStart } from './hosted';
import { CREATE_ADMIN_HINT } from './middlewares/admin-guard';
import { privateStore } from './private-files';
import * as cvs from './private-files/cvs';

let rebuild: ReturnType<typeof registerRebuildWebhook> | null = null;

/**
 * On a database without an administrator, says exactly how to create the first one: on a
 * hosted start with the CLI only (the admin API stays closed until then,
 * src/middlewares/admin-guard.ts); locally when the panel is served (npm run cms), with
 * Strapi's registration form, which it offers only then.
 */
async function tellHowToCreateTheFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const hosted = isHostedStart();
  if (!hosted && process.env.SERVE_ADMIN !== 'true') return;
  if ((await strapi.db.query('admin::user').count()) > 0) return;
  if (hosted) {
    strapi.log.warn(`[admin] ${CREATE_ADMIN_HINT} The admin API stays closed until then.`);
    return;
  }
  const host = strapi.config.get('server.host');
  const port = strapi.config.get('server.port');
  strapi.log.info(
    `[admin] No administrator yet. Open http://${host}:${port}/admin once the panel is built and fill in ` +
      '"Welcome to Strapi!" to create the first one (the form is offered only while there is none). ' +
      'Or, from cms/: npm run strapi -- admin:create-user --email=... --password=... --firstname=... (the same works on a hosted CMS).',
  );
}

/** Applicants' files: private, signed for their readers, gone with their row, never listed to the build. */
async function keepCvsPrivate(strapi: Core.Strapi): Promise<void> {
  cvs.signLeadAttachments(strapi);
  cvs.deleteWithRow(strapi);
  const store = privateStore(strapi);
  if (isHostedStart() && store.kind !== 's3')
    strapi.log.warn(
      '[cvs] CVs are kept in a private folder on this host (PRIVATE_FILES_DIR): a hosted CMS should keep them in a private S3 bucket (CV_S3_BUCKET, docs/security.md).',
    );
  // The local upload provider's folder: <public>/uploads (config/server.js: CMS_PUBLIC_DIR).
  await cvs.moveCvsOutOfPublic(strapi, path.join(strapi.dirs.static.public, 'uploads'));
}

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    cvs.hidePrivateFilesFromContentApi(strapi);
    cvs.signPrivateFilesInMediaLibrary(strapi);
    cvs.keepPrivateFilesOutOfTransfers(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // A bad FEED_* setting stops the start with its message, rather than a failed import later.
    feedConfig();
    await ensureLocales(strapi);
    // Listing numbers and former paths for every property written from here on, the seed's
    // included; editors' redirects checked as they are saved (src/addresses). Properties
    // from before listing numbers get their row id, so their URLs stay.
    keepListingAddresses(strapi);
    checkEditorsRedirects(strapi);
    await migrateListingNumbers(strapi);
    // Demo content only into an empty database, never over an editor's work (src/seed);
    // `npm run seed -- --reset` (cms/server.js --seed-only --reset) replaces the local demo.
    await runSeed(strapi, { reset: process.argv.includes('--reset') });
    // Strapi's own unlimited "Read Only" and "Full Access" tokens never live past a start.
    await revokeDefaultTokens(strapi);
    // Local and CI runs mint fresh tokens on every start. A hosted CMS sets
    // MINT_TOKENS=false and keeps tokens made in the admin panel, so a restart does not
    // revoke the token the deployed forms Function and the build machine hold.
    if (process.env.MINT_TOKENS !== 'false') {
      await mintSiteBuildToken(strapi);
      await mintAutomationToken(strapi);
      await mintFormIntakeToken(strapi);
    } else {
      strapi.log.info('[tokens] MINT_TOKENS=false: keeping the API tokens made in the admin panel');
    }
    await reportBroadTokens(strapi);
    await keepCvsPrivate(strapi);
    // After the seed, so seeding does not trigger a build (REBUILD_WEBHOOK_URL; docs/publishing.md).
    rebuild = registerRebuildWebhook(strapi);
    // Every price cut is recorded, for saved-search alerts (cms/src/alerts).
    trackPriceDrops(strapi);
    // Leads' e-mails, CRM forwards and alerts; Strapi tools and a seed-only run (npm run seed) send nothing.
    if (process.env.LEAD_DELIVERIES !== 'off') {
      startLeadDeliveries(strapi);
      startAlerts(strapi);
      // The listing feed from the CRM, every FEED_INTERVAL_MS (cms/src/feed).
      startFeedImports(strapi);
    }
    await setLeadListLayouts(strapi);
    await setEditHints(strapi);
    await tellHowToCreateTheFirstAdmin(strapi);
  },

  async destroy() {
    // A run or a send in progress finishes and is recorded; the rest waits in the database.
    await stopAlerts();
    await stopFeedImports();
    await stopLeadDeliveries();
    // Changes still waiting for the quiet period are sent before the CMS stops.
    await rebuild?.flush();
  },
};
