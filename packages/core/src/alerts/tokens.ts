import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed tokens of alert subscriptions: `v2.<documentId>.<expiry>.<signature>`, where the
 * expiry is in Unix seconds and the signature an HMAC-SHA256 of both under a key only the CMS
 * holds (ALERT_TOKEN_SECRET, else derived from the app keys). Every link of an alert e-mail
 * carries one; nobody can read or change another visitor's subscription by guessing ids,
 * and a link stops working at its expiry: a confirmation e-mail's when its confirmation
 * does (ALERT_CONFIRM_SECONDS), an alert's after ALERT_LINK_SECONDS (90 days: each alert
 * brings fresh ones). A token also dies with its subscription.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** The key alert links are signed with: ALERT_TOKEN_SECRET, else the CMS's first app key. */
export function signingKey(appKeys: readonly string[] | null | undefined, env: Env = process.env): Buffer {
  const secret = (env.ALERT_TOKEN_SECRET || '').trim() || (appKeys || [])[0];
  if (!secret) throw new Error('No key to sign alert links: set ALERT_TOKEN_SECRET or APP_KEYS on the CMS');
  // A key of its own, so an alert token can never stand for anything the app keys sign.
  return createHmac('sha256', String(secret)).update('oasis-alert-tokens').digest();
}

/** How long a confirmation waits (and its links last), and how long an alert's links last, in ms. */
export function alertLifetimes(env: Env = process.env): { confirmMs: number; linkMs: number } {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return (Number.isFinite(value) && value > 0 ? value : fallback) * 1000;
  };
  return {
    confirmMs: seconds('ALERT_CONFIRM_SECONDS', 7 * 24 * 3600),
    linkMs: seconds('ALERT_LINK_SECONDS', 90 * 24 * 3600),
  };
}

const signature = (key: Buffer, documentId: string, expires: number | string) =>
  createHmac('sha256', key).update(`alert:v2:${documentId}:${expires}`).digest('base64url');

/** The token of a subscription's links, valid until `expiresAt`. */
export function alertToken(key: Buffer, documentId: string, expiresAt: Date | string | number | undefined): string {
  const expires = Math.floor(new Date(expiresAt as Date).getTime() / 1000);
  if (!Number.isFinite(expires)) throw new Error('An alert token needs an expiry');
  return `v2.${documentId}.${expires}.${signature(key, documentId, expires)}`;
}

/**
 * What a token says, checked against the key (in constant time) and the clock: the
 * subscription it names, `expired` for a genuine one past its expiry, or null for anything
 * not signed with the key.
 * @example readAlertToken(key, alertToken(key, 'abc', tomorrow)) // { documentId: 'abc', expired: false }
 */
export function readAlertToken(
  key: Buffer,
  token: unknown,
  now = new Date(),
): { documentId: string; expired: boolean } | null {
  const match = /^v2\.([A-Za-z0-9]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(String(token || ''));
  if (!match) return null;
  const [, documentId = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(key, documentId, expires));
  const offered = Buffer.from(given);
  if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return null;
  return { documentId, expired: Number(expires) * 1000 <= now.getTime() };
}
