import { alertToken } from '@brokerage/core/leads/cms';
import { alertSigningKey } from '../shared';
import { priceDropChange } from '../price-drops';
import { changeOf, manageSubscription, type AlertStatus, type SubscriptionRow } from '../subscriptions';
import { photoUrl } from '../job';
import { skipReason } from '../../deliveries/queue';
import { asStrapi } from '../../testing/fake-strapi';
import type { Core } from '@strapi/strapi';

/** A subscription row with only the fields a test sets (the code reads no others). */
const subscription = (fields: Partial<SubscriptionRow>) => fields as SubscriptionRow;

describe('price drops', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('record the price just before a cut, and when it was made', () => {
    expect(priceDropChange(1_000_000, 900_000, null, now)).toEqual({
      previous_price: 1_000_000,
      price_reduced_at: now,
    });
    expect(priceDropChange(900_000, 850_000, 1_000_000, now)).toEqual({
      previous_price: 900_000,
      price_reduced_at: now,
    });
  });

  it('clear the record when the price is back at or above the price before the cut', () => {
    expect(priceDropChange(900_000, 1_000_000, 1_000_000, now)).toEqual({
      previous_price: null,
      price_reduced_at: null,
    });
    expect(priceDropChange(900_000, 950_000, 1_000_000, now)).toBeNull();
  });

  it('leave an unchanged or missing price alone', () => {
    expect(priceDropChange(900_000, 900_000, null, now)).toBeNull();
    expect(priceDropChange(NaN, 900_000, null, now)).toBeNull();
  });
});

describe('what the manage page can change', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const sub = (alert_status: AlertStatus, extra: Partial<SubscriptionRow> = {}) => ({
    alert_status,
    confirmed_at: null,
    ...extra,
  });

  it('confirms only a pending subscription, starting its alerts from now', () => {
    expect(changeOf('confirm', sub('pending'), undefined, now)).toEqual({
      alert_status: 'active',
      confirmed_at: now,
      last_run_at: now,
      expires_at: null,
    });
    expect(changeOf('confirm', sub('unsubscribed'), undefined, now)).toBeNull();
  });

  it('pauses an active one and resumes it from now, without sending what it missed', () => {
    expect(changeOf('pause', sub('active'), undefined, now)).toEqual({ alert_status: 'paused' });
    expect(changeOf('pause', sub('pending'), undefined, now)).toBeNull();
    expect(changeOf('resume', sub('paused', { confirmed_at: now }), undefined, now)).toEqual({
      alert_status: 'active',
      last_run_at: now,
    });
    expect(changeOf('resume', sub('active'), undefined, now)).toBeNull();
  });

  it('unsubscribes from any state, and sets a frequency', () => {
    expect(changeOf('unsubscribe', sub('pending'), undefined, now)).toEqual({
      alert_status: 'unsubscribed',
      expires_at: null,
    });
    expect(changeOf('unsubscribe', sub('unsubscribed'), undefined, now)).toBeNull();
    expect(changeOf('frequency', sub('active'), 'weekly', now)).toEqual({ frequency: 'weekly' });
  });
});

describe('the alert job', () => {
  it('links a photo from the CMS, in its small size when there is one', () => {
    const small = { images: [{ url: '/uploads/a.jpg', formats: { small: { url: '/uploads/small_a.jpg' } } }] };
    expect(photoUrl(small, 'https://cms.example')).toBe('https://cms.example/uploads/small_a.jpg');
    expect(photoUrl({ images: [{ url: 'https://cdn.example/b.jpg' }] }, 'https://cms.example')).toBe(
      'https://cdn.example/b.jpg',
    );
    expect(photoUrl({ images: [] }, 'https://cms.example')).toBeNull();
  });
});

describe('the delivery queue and alerts', () => {
  it('skips an alert whose subscription was deleted, paused or unsubscribed after the run', () => {
    expect(skipReason({ channel: 'alert', subscription: subscription({ alert_status: 'active' }) })).toBeNull();
    expect(skipReason({ channel: 'alert', subscription: subscription({ alert_status: 'unsubscribed' }) })).toMatch(
      /unsubscribed/,
    );
    expect(skipReason({ channel: 'alert', subscription: null })).toMatch(/deleted/);
    expect(
      skipReason({ channel: 'alert_confirmation', subscription: subscription({ alert_status: 'active' }) }),
    ).toMatch(/active/);
    expect(skipReason({ channel: 'admin_email', subscription: null })).toBeNull();
  });
});

describe('the manage route', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const strapiWith = (row: Partial<SubscriptionRow>) => {
    const updates: unknown[] = [];
    return asStrapi({
      updates,
      config: { get: (name: string) => (name === 'server.app.keys' ? ['app-key'] : undefined) },
      log: { info() {} },
      db: {
        query: () => ({
          findOne: async ({ where }: { where: { documentId?: string } }) =>
            where.documentId === row.documentId ? { ...row } : null,
          update: async ({ data }: { data: object }) => (updates.push(data), { ...row, ...data }),
        }),
      },
    });
  };
  const row: Partial<SubscriptionRow> = {
    id: 7,
    documentId: 'sub7',
    email: 'anna@example.com',
    search_path: '/properties/for-sale/',
    frequency: 'daily',
    language: 'en',
    alert_status: 'pending',
  };
  const token = (strapi: Core.Strapi, expiresAt = new Date(now.getTime() + 3_600_000)) =>
    alertToken(alertSigningKey(strapi, {}), 'sub7', expiresAt);

  it('confirms with the right token, and shows the address half hidden', async () => {
    const strapi = strapiWith({ ...row, expires_at: new Date(now.getTime() + 1000) });
    const answer = await manageSubscription(strapi, { token: token(strapi), action: 'confirm' }, now);
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        subscription: {
          search: '/properties/for-sale/',
          email: 'a•••@example.com',
          frequency: 'daily',
          status: 'active',
          locale: 'en',
        },
      },
    });
  });

  it('answers a link past its week, a forged token and junk alike, with nobody’s data', async () => {
    const strapi = strapiWith({ ...row, expires_at: new Date(now.getTime() - 1000) });
    for (const body of [
      { token: token(strapi), action: 'confirm' },
      { token: 'v1.sub7.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', action: 'view' },
    ]) {
      const answer = await manageSubscription(strapi, body, now);
      expect(answer).toEqual({
        status: 404,
        body: { ok: false, reason: 'token', message: 'This link is not valid, or the alert was deleted.' },
      });
    }
    expect(strapi.updates).toEqual([]);
    expect((await manageSubscription(strapi, { token: 'x', action: 'explode' }, now)).status).toBe(400);
  });

  it('refuses a link past its own expiry, even for a subscription that lives on', async () => {
    const strapi = strapiWith({ ...row, alert_status: 'active', expires_at: null });
    for (const action of ['view', 'unsubscribe', 'delete']) {
      const answer = await manageSubscription(strapi, { token: token(strapi, now), action }, now);
      expect(answer).toEqual({
        status: 410,
        body: { ok: false, reason: 'expired', message: 'This link has expired; use the link in your latest e-mail.' },
      });
    }
    expect(strapi.updates).toEqual([]);
  });
});
