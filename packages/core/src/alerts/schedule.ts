const HOUR_MS = 60 * 60_000;

/** How long after its last alert a subscription is due again, by its frequency. */
export const ALERT_PERIOD_MS = { instant: 0, daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
// A run a little early still counts: the job runs every 10 minutes, not on the hour.
const EARLY_MS = 30 * 60_000;

/** What the schedule reads of a subscription (times as the database gives them). */
export type ScheduledAlert = {
  frequency?: string | null;
  last_run_at?: Date | string | null;
  confirmed_at?: Date | string | null;
};

const time = (value: Date | string | null | undefined): number => (value ? new Date(value).getTime() : 0);

/**
 * Whether a subscription's period is over at `now`, counted from its last alert (or its
 * confirmation): instant ones are due at every run, daily and weekly ones half an hour
 * before their day or week is up; an unknown frequency is daily.
 * @example isAlertDue({ frequency: 'daily', last_run_at: '2026-11-25T10:00:00Z' }, new Date('2026-11-26T09:45:00Z')) // true
 */
export function isAlertDue(subscription: ScheduledAlert, now: Date): boolean {
  const frequency = subscription.frequency as keyof typeof ALERT_PERIOD_MS;
  const period = ALERT_PERIOD_MS[frequency] ?? ALERT_PERIOD_MS.daily;
  return now.getTime() - time(subscription.last_run_at || subscription.confirmed_at) >= Math.max(0, period - EARLY_MS);
}
