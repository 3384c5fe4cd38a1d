'use strict';

const crypto = require('crypto');

/**
 * Signed tokens of alert subscriptions: `v1.<documentId>.<signature>`, where the signature
 * is an HMAC-SHA256 of the document id under a key only the CMS holds (ALERT_TOKEN_SECRET,
 * else derived from the app keys). Every link of an alert e-mail carries one; nobody can
 * read or change another visitor's subscription by guessing ids. A token never expires (an
 * old e-mail's unsubscribe link keeps working), and dies with its subscription.
 */
function signingKey(strapi, env = process.env) {
  const secret = (env.ALERT_TOKEN_SECRET || '').trim() || (strapi.config.get('server.app.keys') || [])[0];
  if (!secret) throw new Error('No key to sign alert links: set ALERT_TOKEN_SECRET or APP_KEYS on the CMS');
  // A key of its own, so an alert token can never stand for anything the app keys sign.
  return crypto.createHmac('sha256', String(secret)).update('oasis-alert-tokens').digest();
}

const signature = (key, documentId) =>
  crypto.createHmac('sha256', key).update(`alert:${documentId}`).digest('base64url');

/** The token of a subscription's links. */
function alertToken(key, documentId) {
  return `v1.${documentId}.${signature(key, documentId)}`;
}

/**
 * The subscription a token names, or null for anything not signed with the key (compared in
 * constant time).
 * @example readAlertToken(key, alertToken(key, 'abc')) // 'abc'
 */
function readAlertToken(key, token) {
  const match = /^v1\.([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(String(token || ''));
  if (!match) return null;
  const expected = Buffer.from(signature(key, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? match[1] : null;
}

module.exports = { signingKey, alertToken, readAlertToken };
