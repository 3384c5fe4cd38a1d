import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertAction, AlertAnswer, AlertRequest, AlertView } from '@brokerage/core/alerts/manage';
import type { AlertFrequency } from '@brokerage/core/forms/definitions';
import { postAlert, readAlertQuery } from './alert-request';

/**
 * What the manage page shows: nothing yet, a link that leads nowhere or is past its expiry,
 * a service that did not answer, the subscription (with the action just done, or a failed
 * one), or its deletion.
 */
export type AlertState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'unavailable' }
  | { kind: 'shown'; view: AlertView; done: AlertAction | null; failed: boolean }
  | { kind: 'deleted' };

/** The page after an answer: a failed change keeps the subscription on screen with the error. */
export function nextAlertState(previous: AlertState, request: AlertRequest, answer: AlertAnswer): AlertState {
  if (answer.ok) {
    if ('deleted' in answer) return { kind: 'deleted' };
    return {
      kind: 'shown',
      view: answer.subscription,
      done: request.action === 'view' ? null : request.action,
      failed: false,
    };
  }
  // A token the service refuses shows no data at all, even what the page had shown.
  if (answer.reason === 'token') return { kind: 'invalid' };
  if (answer.reason === 'expired') return { kind: 'expired' };
  return previous.kind === 'shown' ? { ...previous, done: null, failed: true } : { kind: 'unavailable' };
}

const TOKEN_KEY = 'alertToken';

/** The token this tab opened the page with, or null (storage off or empty). */
function readKeptToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function keepToken(value: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, value);
  } catch {
    // Without storage a reload shows "not valid": the e-mail's link opens it again.
  }
}

/** The action an e-mail's link offers, which the page asks for before anything changes. */
export type AlertOffer = 'confirm' | 'unsubscribe' | null;

/**
 * A subscription as its manage page's address names it: read from the query after
 * hydration (the built page has none), then asked of the alerts Function with `view`,
 * which changes nothing (a mail scanner that opens the link runs no action); `offer` is the
 * e-mail's action (`confirm`, `unsubscribe`), for the page to ask. `run` does an action;
 * `retry` sends the last request again.
 */
export function useAlert(search: string, post: typeof postAlert = postAlert) {
  const [state, setState] = useState<AlertState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<AlertOffer>(null);
  const token = useRef<string | null>(null);
  const last = useRef<AlertRequest | null>(null);
  // The latest `post`, so a caller's new function each render does not send the request again.
  const poster = useRef(post);
  poster.current = post;

  const send = useCallback(async (request: AlertRequest) => {
    last.current = request;
    setBusy(true);
    const answer = await poster.current(request);
    setBusy(false);
    setState((previous) => nextAlertState(previous, request, answer));
    return answer;
  }, []);

  useEffect(() => {
    const query = readAlertQuery(search);
    // The token is a key to the visitor's subscription: once read, it leaves the address (so
    // no analytics tag, shared screenshot or history entry holds it) for this tab's storage,
    // which a reload reads instead. An e-mail's action is offered, never done on opening.
    const kept = query.token ? null : readKeptToken();
    const tokenNow = query.token ?? kept;
    token.current = tokenNow;
    setOffer(query.token && query.action !== 'view' ? query.action : null);
    if (!tokenNow) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'loading' });
    void send({ token: tokenNow, action: 'view' }).then((answer) => {
      if (!query.token || typeof window === 'undefined') return;
      if (answer.ok) keepToken(tokenNow);
      if (answer.ok || (!answer.ok && (answer.reason === 'token' || answer.reason === 'expired')))
        window.history.replaceState(window.history.state, '', window.location.pathname);
    });
  }, [search, send]);

  const run = useCallback(
    (action: Exclude<AlertAction, 'view'>, frequency?: AlertFrequency) => {
      if (!token.current) return;
      void send({ token: token.current, action, ...(action === 'frequency' && frequency ? { frequency } : {}) });
    },
    [send],
  );
  const retry = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);

  return { state, busy, run, retry, offer };
}
