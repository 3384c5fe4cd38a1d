import type { ApiErrorCode } from '../lib/api-errors';
import { ALERTS_PATH, parseAlertRequest, type AlertAnswer, type AlertFailure, type AlertRequest } from './manage';

type Fetch = typeof fetch;

/** One request to the alerts Function, as it arrived. */
export type AlertsHttpRequest = { method: string; query: Record<string, unknown>; body: unknown };
export type AlertsHttpResponse = { status: number; body: AlertAnswer };

/** The stable code of each failure the manage page tells apart. */
const CODES: Record<AlertFailure, ApiErrorCode> = {
  token: 'invalid_token',
  expired: 'expired_token',
  input: 'invalid_request',
  unavailable: 'unavailable',
};

const failure = (status: number, reason: AlertFailure, message: string, code = CODES[reason]): AlertsHttpResponse => ({
  status,
  body: { ok: false, reason, code, message },
});

const UNAVAILABLE = failure(503, 'unavailable', 'The alerts service cannot be reached just now; please try again.');

/**
 * Where a GET of the one-click address goes: a mail client that opens the `List-Unsubscribe`
 * address in a browser, instead of posting to it, lands on the manage page, which asks
 * whether to unsubscribe (a GET changes nothing). Null without a token.
 * @example unsubscribePageOf({ token: 'v2.a.1.b' }) // '/alerts/?token=v2.a.1.b&action=unsubscribe'
 */
export function unsubscribePageOf(query: Record<string, unknown>): string | null {
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  return token ? `${ALERTS_PATH}?${new URLSearchParams({ token, action: 'unsubscribe' })}` : null;
}

/**
 * What a request asks: the manage page's JSON, or a mail client's one-click unsubscribe
 * (RFC 8058: a POST to the `List-Unsubscribe` address, its token in the query, with the
 * form body `List-Unsubscribe=One-Click`).
 */
export function readAlertsRequest(request: AlertsHttpRequest): AlertRequest | string {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  if (body['List-Unsubscribe'] === 'One-Click')
    return parseAlertRequest({ token: request.query.token, action: 'unsubscribe' });
  return parseAlertRequest(body);
}

/**
 * The alerts Function's work: checks the request, and passes it to the CMS (which alone
 * holds the key the tokens are signed with) with the form-intake token. Nothing here can
 * read a subscription without its signed token.
 */
export async function handleAlertsRequest(
  request: AlertsHttpRequest,
  { cmsUrl, token, fetchImpl = fetch }: { cmsUrl: string; token: () => string; fetchImpl?: Fetch },
): Promise<AlertsHttpResponse> {
  if (request.method !== 'POST') return failure(405, 'input', 'Use POST.', 'method_not_allowed');
  const parsed = readAlertsRequest(request);
  if (typeof parsed === 'string') return failure(400, 'input', parsed);
  if (!cmsUrl) return UNAVAILABLE;
  try {
    const response = await fetchImpl(`${cmsUrl}/api/alert-subscriptions/manage`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(parsed),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status >= 500 || response.status === 401 || response.status === 403) return UNAVAILABLE;
    const answer = (await response.json()) as AlertAnswer;
    return { status: response.status, body: answer.ok ? answer : { ...answer, code: CODES[answer.reason] } };
  } catch {
    return UNAVAILABLE;
  }
}
