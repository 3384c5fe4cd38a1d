import { ALERTS_API, type AlertAction, type AlertAnswer, type AlertRequest } from '@brokerage/core/alerts/manage';

/**
 * What the manage page's address asks: its token (null without one) and the action the
 * e-mail's link offers; opening the page only shows the alert and offers it, a button does it.
 */
export type AlertQuery = { token: string | null; action: Extract<AlertAction, 'view' | 'confirm' | 'unsubscribe'> };

/**
 * Reads the manage page's query; any action but the two an e-mail links to offers nothing.
 * @example readAlertQuery('?token=v1.a.b&action=confirm') // { token: 'v1.a.b', action: 'confirm' }
 */
export function readAlertQuery(search: string): AlertQuery {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim() || null;
  const action = query.get('action');
  return { token, action: action === 'confirm' || action === 'unsubscribe' ? action : 'view' };
}

const unreachable = (message: string): AlertAnswer => ({ ok: false, reason: 'unavailable', message });

/** Sends one request to the alerts Function; never throws (no answer reads as `unavailable`). */
export async function postAlert(request: AlertRequest, fetchImpl: typeof fetch = fetch): Promise<AlertAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(ALERTS_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    return unreachable((error as Error).message);
  }
  try {
    const answer = (await response.json()) as AlertAnswer;
    if (answer && typeof answer.ok === 'boolean') return answer;
  } catch {
    // a proxy's HTML error page: reported by its status below
  }
  return unreachable(`HTTP ${response.status}`);
}
