import type { Core } from '@strapi/strapi';
import type { DeliveryChannel, DeliveryStatus } from '@brokerage/core/leads/cms';
// The lead domain (packages/core); `leads` below is the Form Entry table.
import { leads as domain } from '../core';
import { isAlertLead, subscriptionOfLead, type AlertLead, type SubscriptionRow } from '../alerts/subscriptions';
import type { DeliveryConfig } from './config';
import { looseDocuments } from '../documents';

export const LEAD = 'api::form-entry.form-entry';
export const DELIVERY = 'api::lead-delivery.lead-delivery';
const DAY_MS = 24 * 60 * 60_000;

/** A stored lead (a Form Entry row) as the queue and the senders read it, its CV populated when sent. */
export type LeadRow = AlertLead & {
  submission_id: string;
  to_email?: string | null;
  attachment?: { id?: number; url?: string; provider?: string } | null;
};

/** A delivery row as the queue loads it to send: its lead (with its CV) and its subscription populated. */
export type DeliveryRow = {
  id: number;
  key: string;
  channel: DeliveryChannel | 'alert';
  recipient: string;
  delivery_status: DeliveryStatus;
  attempts: number | null;
  /** An alert's e-mail, made by the alert job. */
  message?: ({ subject: string; text: string; html: string } & Record<string, unknown>) | null;
  lead: LeadRow | null;
  subscription: SubscriptionRow | null;
};

/** Sends one delivery, throwing on any failure (./transports.ts). */
export type Send = (delivery: DeliveryRow, lead: LeadRow | null) => Promise<void>;

export type DeliveryQueue = {
  start(): void;
  kick(): void;
  run(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Where the admin e-mail goes: the address the form names (the listing's agent, the team
 * member, the contact recipient) only when it is a team member's or the company's own, so
 * a tampered hidden field cannot turn the site into a mail relay; else the admin.
 */
export async function adminRecipient(
  strapi: Core.Strapi,
  requested: unknown,
  config: Pick<DeliveryConfig, 'adminEmail'>,
): Promise<string> {
  const settings: { email?: string | null } | null = await strapi.db
    .query('api::site-setting.site-setting')
    .findOne({ select: ['email'] });
  const admin = config.adminEmail || (settings && settings.email) || 'admin@localhost';
  const wanted = String(requested || '')
    .trim()
    .toLowerCase();
  if (!wanted || !domain().isEmailAddress(wanted)) return admin;
  if (settings && settings.email && settings.email.toLowerCase() === wanted) return wanted;
  const member = await strapi.db
    .query('api::team-member.team-member')
    .findOne({ where: { email: { $eqi: wanted } }, select: ['id'] });
  return member ? wanted : admin;
}

/**
 * Why an alert's e-mail is no longer to be sent, or null: its subscription was deleted, or
 * is no longer waiting for confirmation (a confirmation), or no longer active (an alert:
 * unsubscribed or paused after the run that found it).
 */
export function skipReason(delivery: Pick<DeliveryRow, 'channel' | 'subscription'>): string | null {
  const wanted = ({ alert_confirmation: 'pending', alert: 'active' } as Record<string, string | undefined>)[
    delivery.channel
  ];
  if (!wanted) return null;
  const subscription = delivery.subscription;
  if (!subscription) return 'Not sent: the alert subscription was deleted.';
  if (subscription.alert_status !== wanted) return `Not sent: the alert subscription is ${subscription.alert_status}.`;
  return null;
}

/**
 * The durable delivery queue of leads and saved-search alerts. A stored lead is `queued`; the queue plans its
 * deliveries (one row per lead and channel, unique by key, in one transaction with the
 * lead's move to `pending`), then sends each due delivery after claiming it with a
 * conditional update (delivery_status pending → sending, with a lease), so two workers or two
 * passes never send the same one. A success is written as `sent` and never sent again; a
 * failure is tried again with backoff until `maxAttempts`, then marked `failed` (kept, and
 * shown to editors, who may tick Resend). A CMS that stopped mid-send leaves a `sending`
 * row whose lease runs out: the next pass sends it again with the same Message-ID and
 * Idempotency-Key.
 */
export function createDeliveryQueue({
  strapi,
  config,
  send,
  now = () => new Date(),
}: {
  strapi: Core.Strapi;
  config: DeliveryConfig;
  send: Send;
  now?: () => Date;
}): DeliveryQueue {
  const leads = () => strapi.db.query(LEAD);
  const deliveries = () => strapi.db.query(DELIVERY);
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Leads arriving in a burst are stored first: a pass waits for `quietMs` without a new
  // lead (at most `maxQuietWaitMs`), so sending does not slow the answers to visitors.
  let lastLeadAt = 0;
  let firstWaitAt = 0;
  let quietTimer: NodeJS.Timeout | null = null;

  async function planQueued(): Promise<number> {
    const queued: LeadRow[] = await leads().findMany({
      where: { email_status: 'queued' },
      orderBy: { id: 'asc' },
      limit: 50,
    });
    for (const lead of queued) {
      const adminTo = await adminRecipient(strapi, lead.to_email, config);
      await strapi.db.transaction(async () => {
        const visitor = String(lead.email || '').toLowerCase();
        // An alert lead becomes a subscription, confirmed from its own e-mail (cms/src/alerts).
        const subscription = isAlertLead(lead) ? await subscriptionOfLead(strapi, lead, now()) : null;
        const confirmationsToday = visitor
          ? await deliveries().count({
              where: {
                channel: { $in: domain().VISITOR_CHANNELS },
                recipient: visitor,
                delivery_status: { $ne: 'skipped' },
                createdAt: { $gt: new Date(now().getTime() - DAY_MS) },
              },
            })
          : 0;
        const plan = domain().planDeliveries({
          lead,
          adminTo,
          crm: Boolean(config.crmEndpoint),
          confirmationsToday,
          limitPerDay: config.confirmationsPerDay,
          visitorChannel: subscription ? 'alert_confirmation' : 'visitor_email',
        });
        for (const item of plan) {
          if (await deliveries().findOne({ where: { key: item.key }, select: ['id'] })) continue;
          const ofSubscription =
            item.channel === 'alert_confirmation' && subscription ? { subscription: subscription.documentId } : {};
          // The plan's `last_error: null`, which Strapi's generated input types do not take.
          await looseDocuments(strapi, DELIVERY).create({
            data: { ...item, attempts: 0, lead: lead.documentId, ...ofSubscription },
          });
        }
        await leads().update({
          where: { id: lead.id },
          data: { email_status: domain().leadStatus(plan.map((d) => d.delivery_status)) },
        });
      });
    }
    return queued.length;
  }

  const dueWhere = () => ({
    $or: [
      { delivery_status: 'pending', $or: [{ next_attempt_at: null }, { next_attempt_at: { $lte: now() } }] },
      { resend: true, delivery_status: { $ne: 'sending' } },
    ],
  });

  async function settleLead(leadId: number): Promise<void> {
    const rows: { delivery_status: string }[] = await deliveries().findMany({
      where: { lead: { id: leadId } },
      select: ['delivery_status'],
    });
    await leads().update({
      where: { id: leadId },
      data: { email_status: domain().leadStatus(rows.map((r) => r.delivery_status)) },
    });
  }

  async function deliver(row: { id: number; resend?: boolean }): Promise<boolean> {
    const claimed = await deliveries().updateMany({
      where: { id: row.id, ...dueWhere() },
      data: {
        delivery_status: 'sending',
        lease_until: new Date(now().getTime() + config.leaseMs),
        resend: false,
        ...(row.resend ? { attempts: 0 } : {}),
      },
    });
    if (!claimed || claimed.count !== 1) return false;
    const delivery: DeliveryRow = await deliveries().findOne({
      where: { id: row.id },
      populate: { lead: { populate: ['attachment'] }, subscription: true },
    });
    const attempts = (delivery.attempts || 0) + 1;
    const skip = skipReason(delivery);
    if (skip) {
      await deliveries().update({
        where: { id: row.id },
        data: { delivery_status: 'skipped', last_error: skip, lease_until: null, next_attempt_at: null },
      });
      if (delivery.lead) await settleLead(delivery.lead.id);
      return true;
    }
    try {
      if (!delivery.lead && !delivery.subscription) throw new Error('The lead of this delivery was deleted');
      await send(delivery, delivery.lead);
      await deliveries().update({
        where: { id: row.id },
        data: {
          delivery_status: 'sent',
          attempts,
          sent_at: now(),
          last_error: null,
          lease_until: null,
          next_attempt_at: null,
        },
      });
    } catch (caught) {
      const error = caught as Error;
      const next = domain().retryAt(attempts, config, now());
      strapi.log.warn(
        `[leads] ${delivery.key}: attempt ${attempts} failed: ${error.message}${next ? '' : ' (giving up)'}`,
      );
      await deliveries().update({
        where: { id: row.id },
        data: {
          delivery_status: next ? 'pending' : 'failed',
          attempts,
          last_error: String(error.message || error).slice(0, 1000),
          lease_until: null,
          next_attempt_at: next,
        },
      });
    }
    if (delivery.lead) await settleLead(delivery.lead.id);
    return true;
  }

  async function runPass(): Promise<void> {
    // Sends whose CMS stopped before they reported back: due again.
    await deliveries().updateMany({
      where: { delivery_status: 'sending', lease_until: { $lt: now() } },
      data: { delivery_status: 'pending', next_attempt_at: null },
    });
    while (!stopped && (await planQueued()) > 0);
    while (!stopped) {
      const due: { id: number; resend: boolean }[] = await deliveries().findMany({
        where: dueWhere(),
        select: ['id', 'resend'],
        orderBy: { id: 'asc' },
        limit: 20,
      });
      if (!due.length) break;
      const sent = await Promise.all(due.map((row) => deliver(row)));
      if (!sent.some(Boolean)) break;
    }
  }

  function run(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      do {
        again = false;
        try {
          await runPass();
        } catch (caught) {
          const error = caught as Error;
          strapi.log.error(`[leads] delivery pass failed: ${error.stack || error.message}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  function runWhenQuiet(): void {
    if (stopped || quietTimer) return;
    const at = Date.now();
    firstWaitAt = firstWaitAt || at;
    const wait = Math.min(lastLeadAt + config.quietMs - at, firstWaitAt + config.maxQuietWaitMs - at);
    if (wait <= 0) {
      firstWaitAt = 0;
      run();
      return;
    }
    quietTimer = setTimeout(() => {
      quietTimer = null;
      runWhenQuiet();
    }, wait);
  }

  return {
    /** Starts polling (a new lead also kicks it); the first pass resumes what a stopped CMS left. */
    start() {
      stopped = false;
      timer = setInterval(runWhenQuiet, config.pollMs);
      run();
    },
    /** A lead was stored: run a pass once the leads stop arriving. */
    kick() {
      lastLeadAt = Date.now();
      runWhenQuiet();
    },
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (quietTimer) clearTimeout(quietTimer);
      await pass;
    },
  };
}
