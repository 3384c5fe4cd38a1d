import { ALERT_FREQUENCIES, type AlertFrequency } from '../forms/definitions';
import { getLocale, localizePath, type LocaleCode } from '../i18n/locales';
import type { ApiErrorCode } from '../lib/api-errors';

/**
 * The manage page of a saved-search alert and the one API behind it. E-mails link to the
 * page with the subscription's signed token; the page asks the forms host's `/api/alerts`
 * Function, which passes the request to the CMS (the only place the signing secret lives).
 */

/** Language-neutral path of the manage page. */
export const ALERTS_PATH = '/alerts/';
/** The site Function that confirms, shows, changes and deletes a subscription. */
export const ALERTS_API = '/api/alerts';

export type AlertStatus = 'pending' | 'active' | 'paused' | 'unsubscribed';

/** What the page may ask; `view` changes nothing. */
export const ALERT_ACTIONS = ['view', 'confirm', 'pause', 'resume', 'unsubscribe', 'frequency', 'delete'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

/** One POST to ALERTS_API (JSON). `frequency` goes with the `frequency` action. */
export type AlertRequest = { token: string; action: AlertAction; frequency?: AlertFrequency };

/** What a token shows of its subscription: never more than its owner needs to recognise it. */
export type AlertView = {
  /** The saved search: its canonical, language-neutral listing path (the shortlist's, for a watch of it). */
  search: string;
  /** A shortlist watch: how many properties it follows. */
  properties?: number;
  /** The address, partly hidden: `a•••@example.com`. */
  email: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  /** The subscription's language (its e-mails' and links'). */
  locale: LocaleCode;
};

/** Why a request did nothing: a link that is not (or no longer) valid, one past its expiry, a bad request, a service down. */
export type AlertFailure = 'token' | 'expired' | 'input' | 'unavailable';

export type AlertAnswer =
  | { ok: true; subscription: AlertView }
  | { ok: true; deleted: true }
  | { ok: false; message: string; reason: AlertFailure; code?: ApiErrorCode };

export const isAlertAction = (value: unknown): value is AlertAction =>
  typeof value === 'string' && (ALERT_ACTIONS as readonly string[]).includes(value);

export const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);

/**
 * A request body as the Function received it, checked; a string says what is wrong.
 * @example parseAlertRequest({ token: 'v1.x.y', action: 'view' }) // { token: 'v1.x.y', action: 'view' }
 */
export function parseAlertRequest(body: unknown): AlertRequest | string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const token = typeof b.token === 'string' ? b.token.trim() : '';
  if (!token || token.length > 300) return 'The link has no valid alert token.';
  if (!isAlertAction(b.action)) return `Unknown action; use one of ${ALERT_ACTIONS.join(', ')}.`;
  if (b.action === 'frequency') {
    if (!isAlertFrequency(b.frequency)) return `Unknown frequency; use one of ${ALERT_FREQUENCIES.join(', ')}.`;
    return { token, action: b.action, frequency: b.frequency };
  }
  return { token, action: b.action };
}

/**
 * The manage page's address for a token, in the subscription's language; `action` is what
 * the page offers first (`confirm` from the confirmation e-mail, `unsubscribe` from an
 * alert): it shows what the button will do, and only the button does it.
 * @example alertPageUrl('https://x.ae', 'ar', 'v1.a.b', 'confirm') // 'https://x.ae/uae/alerts/?token=v1.a.b&action=confirm'
 */
export function alertPageUrl(siteUrl: string, locale: LocaleCode, token: string, action?: 'confirm' | 'unsubscribe') {
  const query = new URLSearchParams({ token, ...(action ? { action } : {}) });
  return `${siteUrl.replace(/\/+$/, '')}${localizePath(ALERTS_PATH, getLocale(locale))}?${query}`;
}

/**
 * The one-click unsubscribe address of an alert e-mail (its `List-Unsubscribe` header,
 * RFC 8058): a POST to it unsubscribes, as the manage page's Unsubscribe does.
 */
export function oneClickUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${ALERTS_API}?${new URLSearchParams({ token })}`;
}

/**
 * An address as the manage page shows it: the first letter of the name, the domain in full.
 * @example maskEmail('anna.lee@example.com') // 'a•••@example.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
