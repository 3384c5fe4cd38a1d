'use strict';

const { leads } = require('../leads/shared');

/** What one lead owes: its deliveries, each sent once (the key is unique per lead and channel). */
const keyOf = (lead, channel) => `${lead.submission_id}:${channel}`;

/**
 * The deliveries of a stored lead: the visitor's confirmation (when the address is valid,
 * and `skipped` once that address has had `limitPerDay` confirmations in 24 hours, so the
 * form cannot be used to flood a stranger's inbox), the admin notification, and the CRM
 * forward when a CRM is configured. An alert lead's visitor e-mail is the double opt-in's
 * `alert_confirmation` instead of a thank-you.
 * @param {{ lead: object, adminTo: string, crm: boolean, confirmationsToday: number, limitPerDay: number, visitorChannel?: string }} input
 */
function planDeliveries({ lead, adminTo, crm, confirmationsToday, limitPerDay, visitorChannel = 'visitor_email' }) {
  const plan = [];
  const visitor = String(lead.email || '')
    .trim()
    .toLowerCase();
  if (visitor && leads().isEmailAddress(visitor)) {
    const limited = limitPerDay > 0 && confirmationsToday >= limitPerDay;
    plan.push({
      channel: visitorChannel,
      recipient: visitor,
      delivery_status: limited ? 'skipped' : 'pending',
      last_error: limited ? `Not sent: ${visitor} had ${confirmationsToday} confirmations in the last 24 hours.` : null,
    });
  }
  plan.push({ channel: 'admin_email', recipient: adminTo, delivery_status: 'pending', last_error: null });
  if (crm) plan.push({ channel: 'crm', recipient: 'CRM', delivery_status: 'pending', last_error: null });
  return plan.map((d) => ({ ...d, key: keyOf(lead, d.channel) }));
}

/**
 * When a delivery that failed `attempts` times is tried again: exponential backoff from
 * `baseMs`, at most `maxMs` apart; null once `maxAttempts` are used up (it is then failed).
 * @example retryAt(1, { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 }, new Date(0)) // 30 s later
 */
function retryAt(attempts, { baseMs, maxMs, maxAttempts }, now) {
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay);
}

/** A lead's delivery summary, shown in the admin panel's list of leads. */
function leadStatus(statuses) {
  if (statuses.some((s) => s === 'pending' || s === 'sending')) return 'pending';
  if (statuses.some((s) => s === 'failed')) return 'failed';
  return 'sent';
}

/** The channels that write to a visitor: each counts against the daily limit of an address. */
const VISITOR_CHANNELS = ['visitor_email', 'alert_confirmation'];

module.exports = { planDeliveries, retryAt, leadStatus, keyOf, VISITOR_CHANNELS };
