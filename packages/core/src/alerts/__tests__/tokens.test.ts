/** @jest-environment node */
import { alertLifetimes, alertToken, readAlertToken, signingKey } from '../tokens';

// abc123's token to 3 December 2026 under app key 'app-key-1', as the CMS's JavaScript made it.
const ALREADY_SENT = 'v2.abc123.1796292000.gp-QHcyuCavJ-DtT1SHbFWHRUtGHU2ryOatmnbs9PNM';

describe('alert tokens', () => {
  const key = signingKey(['app-key-1', 'app-key-2'], {});
  const now = new Date('2026-11-26T10:00:00Z');
  const week = new Date('2026-12-03T10:00:00Z');

  it('name the subscription they were made for, until their expiry', () => {
    const token = alertToken(key, 'hd9f0g8tgrk7ig42cdbs2jci', week);
    expect(token).toMatch(/^v2\.hd9f0g8tgrk7ig42cdbs2jci\.1796292000\.[\w-]{43}$/);
    expect(readAlertToken(key, token, now)).toEqual({ documentId: 'hd9f0g8tgrk7ig42cdbs2jci', expired: false });
    expect(readAlertToken(key, token, new Date(week.getTime() - 1000))?.expired).toBe(false);
    expect(readAlertToken(key, token, week)).toEqual({ documentId: 'hd9f0g8tgrk7ig42cdbs2jci', expired: true });
  });

  it('are the tokens links already sent carry: the same key and signature as before', () => {
    expect(alertToken(key, 'abc123', week)).toBe(ALREADY_SENT);
  });

  it('refuse a token for another id, a later expiry, a changed signature, another key or junk', () => {
    const token = alertToken(key, 'abc123', week);
    const [, , expires, signature = ''] = token.split('.');
    expect(readAlertToken(key, `v2.abc124.${expires}.${signature}`, now)).toBeNull();
    expect(readAlertToken(key, `v2.abc123.${Number(expires) + 86400}.${signature}`, now)).toBeNull();
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readAlertToken(key, `v2.abc123.${expires}.${flipped}`, now)).toBeNull();
    expect(readAlertToken(signingKey(['another-app'], {}), token, now)).toBeNull();
    // The first version's tokens had no expiry: they open nothing.
    expect(readAlertToken(key, `v1.abc123.${signature}`, now)).toBeNull();
    for (const junk of ['', 'v2...', 'v2.abc123', `${token}x`, null, 42])
      expect(readAlertToken(key, junk, now)).toBeNull();
  });

  it('take ALERT_TOKEN_SECRET over the app keys, and refuse to sign without either or without an expiry', () => {
    expect(signingKey(['app-key-1'], { ALERT_TOKEN_SECRET: 'alert-secret' }).equals(key)).toBe(false);
    expect(signingKey(['other'], { ALERT_TOKEN_SECRET: ' app-key-1 ' }).equals(key)).toBe(true);
    expect(() => signingKey([], {})).toThrow(/ALERT_TOKEN_SECRET/);
    expect(() => signingKey(undefined, {})).toThrow(/ALERT_TOKEN_SECRET/);
    expect(() => alertToken(key, 'abc123', undefined)).toThrow(/expiry/);
  });

  it('last a week for a confirmation and 90 days for an alert, unless the CMS says otherwise', () => {
    expect(alertLifetimes({})).toEqual({ confirmMs: 7 * 86_400_000, linkMs: 90 * 86_400_000 });
    expect(alertLifetimes({ ALERT_CONFIRM_SECONDS: '5', ALERT_LINK_SECONDS: 'x' })).toEqual({
      confirmMs: 5000,
      linkMs: 90 * 86_400_000,
    });
  });
});
