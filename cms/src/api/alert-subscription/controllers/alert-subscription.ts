import { factories } from '@strapi/strapi';
import { manageSubscription } from '../../../alerts/subscriptions';
import { runAlertsNow } from '../../../alerts';

export default factories.createCoreController('api::alert-subscription.alert-subscription', ({ strapi }) => ({
  /** POST /api/alert-subscriptions/manage: the site's alerts Function, for a visitor holding a signed token. */
  async manage(ctx) {
    const { status, body } = await manageSubscription(strapi, ctx.request.body || {});
    ctx.status = status;
    ctx.body = body;
  },
  /** POST /api/alert-subscriptions/run: runs the alert job now (automation and tests; it also runs on a timer). */
  async run(ctx) {
    ctx.body = await runAlertsNow(strapi);
  },
}));
