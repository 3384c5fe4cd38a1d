/** @jest-environment node */
import { isAlertDue } from '../schedule';

describe('isAlertDue', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it('sends instant alerts at every run, daily ones a day after the last, weekly ones a week after', () => {
    expect(isAlertDue({ frequency: 'instant', last_run_at: ago(0.1) }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'daily', last_run_at: ago(12) }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'daily', last_run_at: ago(23.75) }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'weekly', last_run_at: ago(24 * 6) }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'weekly', last_run_at: null, confirmed_at: ago(24 * 7) }, now)).toBe(true);
  });

  it('counts from the confirmation before the first alert, and takes an unknown frequency for daily', () => {
    expect(isAlertDue({ frequency: 'daily', confirmed_at: ago(1) }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'hourly', last_run_at: ago(2) }, now)).toBe(false);
    expect(isAlertDue({ frequency: 'hourly', last_run_at: ago(24) }, now)).toBe(true);
    expect(isAlertDue({ frequency: 'weekly', last_run_at: new Date(now.getTime() - 7 * 86_400_000) }, now)).toBe(true);
  });
});
