/** @jest-environment node */
import { leadStatus, planDeliveries, retryAt } from '../plan';

// A lead as planning reads it; its e-mails are ../../emails.
const lead = { documentId: 'doc1', submission_id: 'sub-1', email: 'Ann@Example.com' };

describe('planDeliveries', () => {
  const base = { lead, adminTo: 'agent@oasiskey.ae', crm: true, confirmationsToday: 0, limitPerDay: 3 };

  it('owes a confirmation, an admin e-mail and a CRM forward, each with its own key', () => {
    expect(planDeliveries(base)).toEqual([
      {
        channel: 'visitor_email',
        recipient: 'ann@example.com',
        delivery_status: 'pending',
        last_error: null,
        key: 'sub-1:visitor_email',
      },
      {
        channel: 'admin_email',
        recipient: 'agent@oasiskey.ae',
        delivery_status: 'pending',
        last_error: null,
        key: 'sub-1:admin_email',
      },
      { channel: 'crm', recipient: 'CRM', delivery_status: 'pending', last_error: null, key: 'sub-1:crm' },
    ]);
  });

  it('skips the confirmation once the address has had its confirmations for the day, and says why', () => {
    const [visitor, admin] = planDeliveries({ ...base, confirmationsToday: 3 });
    expect(visitor).toMatchObject({
      delivery_status: 'skipped',
      last_error: expect.stringContaining('3 confirmations in the last 24 hours'),
    });
    expect(admin?.delivery_status).toBe('pending');
    expect(planDeliveries({ ...base, confirmationsToday: 2 })[0]?.delivery_status).toBe('pending');
    expect(planDeliveries({ ...base, confirmationsToday: 50, limitPerDay: 0 })[0]?.delivery_status).toBe('pending');
  });

  it('sends no confirmation to an invalid address, and no forward without a CRM', () => {
    expect(
      planDeliveries({ ...base, lead: { ...lead, email: 'not-an-address' }, crm: false }).map((d) => d.channel),
    ).toEqual(['admin_email']);
    // The forms' rule (lib/email-address.ts), the one the form checks with.
    for (const email of ['ann@example', 'ann@example..com', 'ann@exa_mple.com']) {
      expect(planDeliveries({ ...base, lead: { ...lead, email } }).map((d) => d.channel)).not.toContain(
        'visitor_email',
      );
    }
    expect(planDeliveries({ ...base, lead: { ...lead, email: ' Ann.Lee+x@Sub.Example.AE ' } })[0]?.recipient).toBe(
      'ann.lee+x@sub.example.ae',
    );
  });

  it('sends an alert lead the double opt-in instead of a thank-you, within the daily limit', () => {
    const lead = { submission_id: 's1', email: 'anna@example.com' };
    const plan = planDeliveries({
      lead,
      adminTo: 'admin@x.ae',
      crm: false,
      confirmationsToday: 0,
      limitPerDay: 3,
      visitorChannel: 'alert_confirmation',
    });
    expect(plan.map((d) => [d.channel, d.key, d.delivery_status])).toEqual([
      ['alert_confirmation', 's1:alert_confirmation', 'pending'],
      ['admin_email', 's1:admin_email', 'pending'],
    ]);
    const limited = planDeliveries({
      lead,
      adminTo: 'admin@x.ae',
      crm: false,
      confirmationsToday: 3,
      limitPerDay: 3,
      visitorChannel: 'alert_confirmation',
    });
    expect(limited[0]?.delivery_status).toBe('skipped');
  });
});

describe('retries', () => {
  const config = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };
  const at = (attempts: number) => retryAt(attempts, config, new Date(0))?.getTime() ?? null;

  it('backs off exponentially up to an hour apart, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(at)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryAt(7, { ...config, maxMs: 600_000 }, new Date(0))?.getTime()).toBe(600_000);
    expect(at(8)).toBeNull();
  });

  it('sums a lead up as pending while anything is owed, failed if any failed, else sent', () => {
    expect(leadStatus(['sent', 'sending'])).toBe('pending');
    expect(leadStatus(['sent', 'failed'])).toBe('failed');
    expect(leadStatus(['sent', 'skipped'])).toBe('sent');
  });
});
