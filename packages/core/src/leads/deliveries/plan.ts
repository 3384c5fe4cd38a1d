import { isEmailAddress } from '../../lib/email-address';

/** Where one delivery of a lead goes: an e-mail to the visitor or the brokerage, or the CRM forward. */
export type DeliveryChannel = 'visitor_email' | 'alert_confirmation' | 'admin_email' | 'crm';
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** What planning reads of a stored lead. */
export type PlannedLead = { submission_id: string; email?: string | null };

/** One delivery a lead owes, as the queue stores it; `key` is unique per lead and channel. */
export type PlannedDelivery = {
  channel: DeliveryChannel;
  recipient: string;
  delivery_status: DeliveryStatus;
  last_error: string | null;
  key: string;
};

export type PlanInput = {
  lead: PlannedLead;
  adminTo: string;
  crm: boolean;
  confirmationsToday: number;
  limitPerDay: number;
  visitorChannel?: 'visitor_email' | 'alert_confirmation';
};

/** What one lead owes: its deliveries, each sent once (the key is unique per lead and channel). */
export const keyOf = (lead: PlannedLead, channel: DeliveryChannel): string => `${lead.submission_id}:${channel}`;

/**
 * The deliveries of a stored lead: the visitor's confirmation (when the address is valid,
 * and `skipped` once that address has had `limitPerDay` confirmations in 24 hours, so the
 * form cannot be used to flood a stranger's inbox), the admin notification, and the CRM
 * forward when a CRM is configured. An alert lead's visitor e-mail is the double opt-in's
 * `alert_confirmation` instead of a thank-you.
 */
export function planDeliveries({
  lead,
  adminTo,
  crm,
  confirmationsToday,
  limitPerDay,
  visitorChannel = 'visitor_email',
}: PlanInput): PlannedDelivery[] {
  const plan: Omit<PlannedDelivery, 'key'>[] = [];
  const visitor = String(lead.email || '')
    .trim()
    .toLowerCase();
  if (visitor && isEmailAddress(visitor)) {
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
export function retryAt(
  attempts: number,
  { baseMs, maxMs, maxAttempts }: { baseMs: number; maxMs: number; maxAttempts: number },
  now: Date,
): Date | null {
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay);
}

/** A lead's delivery summary, shown in the admin panel's list of leads. */
export function leadStatus(statuses: readonly string[]): 'pending' | 'failed' | 'sent' {
  if (statuses.some((s) => s === 'pending' || s === 'sending')) return 'pending';
  if (statuses.some((s) => s === 'failed')) return 'failed';
  return 'sent';
}

/** The channels that write to a visitor: each counts against the daily limit of an address. */
export const VISITOR_CHANNELS: readonly DeliveryChannel[] = ['visitor_email', 'alert_confirmation'];
