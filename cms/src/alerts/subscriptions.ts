import type { Core } from '@strapi/strapi';
import { site, siteOrNull, alertSigningKey } from './shared';
import { leads } from '../core';
import type { AlertAction } from '@brokerage/core/alerts/manage';
import type { AlertFrequency } from '@brokerage/core/forms/definitions';

export const SUBSCRIPTION = 'api::alert-subscription.alert-subscription';
const LEAD = 'api::form-entry.form-entry';
const DELIVERY = 'api::lead-delivery.lead-delivery';

export type AlertStatus = 'pending' | 'active' | 'paused' | 'unsubscribed';

/** An alert subscription as the database gives it (times as Date or string, by database). */
export type SubscriptionRow = {
  id: number;
  documentId: string;
  email: string;
  search_path: string;
  property_ids: number[] | null;
  language: string;
  frequency: AlertFrequency;
  alert_status: AlertStatus;
  confirmed_at: Date | string | null;
  last_run_at: Date | string | null;
  expires_at: Date | string | null;
  alerts_sent: number | null;
  lead?: { id: number } | null;
};

/** What the alerts read of a stored lead (a Form Entry row). */
export type AlertLead = {
  id: number;
  documentId: string;
  form_name?: string | null;
  email?: string | null;
  page_url?: string | null;
  data?: Record<string, unknown> | null;
};

/**
 * Whether a stored lead asks for a saved-search alert (the site's `alert` form). Without the
 * site's bundle (a deployment that skipped it; bootstrap says so) it is handled as a plain
 * lead: thanked and forwarded, never lost.
 */
export const isAlertLead = (lead: Pick<AlertLead, 'form_name'> | null | undefined): boolean => {
  const shared = siteOrNull();
  return Boolean(lead && shared && lead.form_name === shared.ALERT_FORM_NAME);
};

/**
 * The subscription an alert lead asks for, made once (inside the queue's planning
 * transaction): pending until the visitor confirms it from the e-mail, in the language of
 * the page the form was sent from. Null when the lead does not hold a search and an address
 * (the forms Function refuses those already).
 */
export async function subscriptionOfLead(
  strapi: Core.Strapi,
  lead: AlertLead,
  now: Date,
): Promise<{ documentId: string } | null> {
  const existing: SubscriptionRow | null = await strapi.db
    .query(SUBSCRIPTION)
    .findOne({ where: { lead: { id: lead.id } } });
  if (existing) return existing;
  const data = lead.data || {};
  const email = String(lead.email || '')
    .trim()
    .toLowerCase();
  const watch = site().alertWatch(String(data.search || ''), String(data.properties || ''));
  if (!leads().isEmailAddress(email) || !watch) return null;
  return strapi.documents(SUBSCRIPTION).create({
    data: {
      email,
      search_path: watch.path,
      property_ids: watch.ids,
      language: leads().leadLanguage(lead.page_url),
      frequency: site().isAlertFrequency(data.frequency) ? data.frequency : 'daily',
      alert_status: 'pending',
      // How long it waits for its confirmation (ALERT_CONFIRM_SECONDS, 7 days) before it is deleted.
      expires_at: new Date(now.getTime() + leads().alertLifetimes().confirmMs),
      alerts_sent: 0,
      lead: lead.documentId,
    },
  });
}

/** What the manage page may see of a subscription (packages/core/src/alerts/manage.ts AlertView). */
const viewOf = (subscription: SubscriptionRow) => ({
  search: subscription.search_path,
  ...(Array.isArray(subscription.property_ids) ? { properties: subscription.property_ids.length } : {}),
  email: site().maskEmail(subscription.email),
  frequency: subscription.frequency,
  status: subscription.alert_status,
  locale: subscription.language,
});

/**
 * Removes a subscription and the personal data that came with it: its deliveries (their
 * recipient and content) and, `withLead`, its lead with that lead's deliveries (an owner's
 * deletion; an unconfirmed request that expires leaves the lead to the brokerage).
 */
export async function deleteSubscription(
  strapi: Core.Strapi,
  id: number,
  { withLead }: { withLead: boolean },
): Promise<void> {
  const full: SubscriptionRow | null =
    withLead && (await strapi.db.query(SUBSCRIPTION).findOne({ where: { id }, populate: ['lead'] }));
  await strapi.db.transaction(async () => {
    await strapi.db.query(DELIVERY).deleteMany({ where: { subscription: { id } } });
    if (full && full.lead) {
      await strapi.db.query(DELIVERY).deleteMany({ where: { lead: { id: full.lead.id } } });
      await strapi.db.query(LEAD).delete({ where: { id: full.lead.id } });
    }
    await strapi.db.query(SUBSCRIPTION).delete({ where: { id } });
  });
}

/** The status and fields an action sets, or null when it changes nothing in that status. */
export function changeOf(
  action: AlertAction,
  subscription: Pick<SubscriptionRow, 'alert_status' | 'confirmed_at'>,
  frequency: AlertFrequency | undefined,
  now: Date,
): Record<string, unknown> | null {
  const status = subscription.alert_status;
  switch (action) {
    case 'confirm':
      return status === 'pending'
        ? { alert_status: 'active', confirmed_at: now, last_run_at: now, expires_at: null }
        : null;
    case 'pause':
      return status === 'active' ? { alert_status: 'paused' } : null;
    case 'resume':
      // Alerts start again from now: nothing listed while they were off is sent at once.
      return status === 'paused' || status === 'unsubscribed'
        ? { alert_status: 'active', last_run_at: now, ...(subscription.confirmed_at ? {} : { confirmed_at: now }) }
        : null;
    case 'unsubscribe':
      return status === 'unsubscribed' ? null : { alert_status: 'unsubscribed', expires_at: null };
    case 'frequency':
      return { frequency };
    default:
      return null;
  }
}

/**
 * One request of the manage page (packages/core/src/alerts/manage.ts): the token names the subscription;
 * a token that is not ours, or names a deleted subscription, gets the same answer, which
 * holds nobody's data.
 */
export async function manageSubscription(
  strapi: Core.Strapi,
  body: unknown,
  now = new Date(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = site().parseAlertRequest(body);
  if (typeof request === 'string') return { status: 400, body: { ok: false, reason: 'input', message: request } };
  const token = leads().readAlertToken(alertSigningKey(strapi), request.token, now);
  // A link past its expiry does nothing and shows nothing (a confirmation e-mail's lasts as
  // long as its confirmation waits; an alert's ALERT_LINK_SECONDS).
  if (token && token.expired)
    return {
      status: 410,
      body: { ok: false, reason: 'expired', message: 'This link has expired; use the link in your latest e-mail.' },
    };
  const found: SubscriptionRow | null =
    token && (await strapi.db.query(SUBSCRIPTION).findOne({ where: { documentId: token.documentId } }));
  // A confirmation past its week is dead, as if the job had deleted it already.
  const expired = found && found.alert_status === 'pending' && found.expires_at && new Date(found.expires_at) < now;
  const subscription = expired ? null : found;
  if (!subscription)
    return {
      status: 404,
      body: { ok: false, reason: 'token', message: 'This link is not valid, or the alert was deleted.' },
    };
  if (request.action === 'delete') {
    await deleteSubscription(strapi, subscription.id, { withLead: true });
    strapi.log.info(`[alerts] subscription ${subscription.id} deleted by its owner`);
    return { status: 200, body: { ok: true, deleted: true } };
  }
  const change = changeOf(request.action, subscription, request.frequency, now);
  const current: SubscriptionRow = change
    ? await strapi.db.query(SUBSCRIPTION).update({ where: { id: subscription.id }, data: change })
    : subscription;
  return { status: 200, body: { ok: true, subscription: viewOf(current) } };
}

/** Deletes subscriptions never confirmed in time (their `expires_at`; the alert job does, each run). */
export async function expireUnconfirmed(strapi: Core.Strapi, now: Date): Promise<number> {
  const stale: { id: number }[] = await strapi.db.query(SUBSCRIPTION).findMany({
    where: { alert_status: 'pending', expires_at: { $lt: now } },
    select: ['id'],
    limit: 500,
  });
  for (const subscription of stale) await deleteSubscription(strapi, subscription.id, { withLead: false });
  return stale.length;
}
