/** @jest-environment node */
import { alertPageUrl, maskEmail, oneClickUrl, parseAlertRequest } from '../manage';
import { handleAlertsRequest, readAlertsRequest, unsubscribePageOf } from '../server';

describe('the manage contract', () => {
  it('accepts each action with a token, and a frequency only among the three', () => {
    expect(parseAlertRequest({ token: ' v1.a.b ', action: 'pause' })).toEqual({ token: 'v1.a.b', action: 'pause' });
    expect(parseAlertRequest({ token: 'v1.a.b', action: 'frequency', frequency: 'weekly' })).toEqual({
      token: 'v1.a.b',
      action: 'frequency',
      frequency: 'weekly',
    });
    expect(parseAlertRequest({ token: 'v1.a.b', action: 'frequency', frequency: 'hourly' })).toMatch(/frequency/);
    expect(parseAlertRequest({ token: 'v1.a.b', action: 'drop-table' })).toMatch(/Unknown action/);
    expect(parseAlertRequest({ action: 'view' })).toMatch(/token/);
    expect(parseAlertRequest(null)).toMatch(/token/);
  });

  it('links the page in the subscription’s language, and the one-click address to the Function', () => {
    expect(alertPageUrl('https://x.ae/', 'ar', 'v1.a.b', 'confirm')).toBe(
      'https://x.ae/uae/alerts/?token=v1.a.b&action=confirm',
    );
    expect(alertPageUrl('https://x.ae', 'en', 'v1.a.b')).toBe('https://x.ae/alerts/?token=v1.a.b');
    expect(oneClickUrl('https://x.ae', 'v1.a.b')).toBe('https://x.ae/api/alerts?token=v1.a.b');
  });

  it('shows an address with its name hidden', () => {
    expect(maskEmail('anna.lee@example.com')).toBe('a•••@example.com');
    expect(maskEmail('nobody')).toBe('•••');
  });
});

describe('the alerts Function', () => {
  const answers: { url: string; init: RequestInit }[] = [];
  const cms =
    (status: number, body: unknown): typeof fetch =>
    async (url, init) => {
      answers.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    };
  const view = {
    search: '/properties/for-sale/',
    email: 'a•••@x.ae',
    frequency: 'daily',
    status: 'active',
    locale: 'en',
  };
  beforeEach(() => answers.splice(0));

  it('passes a checked request to the CMS with the form-intake token', async () => {
    const result = await handleAlertsRequest(
      { method: 'POST', query: {}, body: { token: 'v1.a.b', action: 'pause', extra: 'dropped' } },
      { cmsUrl: 'http://cms', token: () => 'intake', fetchImpl: cms(200, { ok: true, subscription: view }) },
    );
    expect(result).toEqual({ status: 200, body: { ok: true, subscription: view } });
    expect(answers[0]!.url).toBe('http://cms/api/alert-subscriptions/manage');
    expect(answers[0]!.init.headers).toMatchObject({ Authorization: 'Bearer intake' });
    expect(JSON.parse(String(answers[0]!.init.body))).toEqual({ token: 'v1.a.b', action: 'pause' });
  });

  it('sends a mail client that opens the one-click address in a browser to the manage page', () => {
    expect(unsubscribePageOf({ token: 'v1.a.b' })).toBe('/alerts/?token=v1.a.b&action=unsubscribe');
    expect(unsubscribePageOf({})).toBeNull();
  });

  it('reads a mail client’s one-click unsubscribe (RFC 8058)', () => {
    expect(
      readAlertsRequest({ method: 'POST', query: { token: 'v1.a.b' }, body: { 'List-Unsubscribe': 'One-Click' } }),
    ).toEqual({ token: 'v1.a.b', action: 'unsubscribe' });
  });

  it('answers bad input itself, passes on the CMS’s “no such alert” and “expired”, each with its code, and reports an unreachable CMS', async () => {
    const deps = { cmsUrl: 'http://cms', token: () => 'intake' };
    const get = await handleAlertsRequest({ method: 'GET', query: {}, body: {} }, deps);
    expect(get).toMatchObject({ status: 405, body: { ok: false, code: 'method_not_allowed' } });
    const bad = await handleAlertsRequest({ method: 'POST', query: {}, body: { action: 'view' } }, deps);
    expect(bad).toMatchObject({ status: 400, body: { ok: false, reason: 'input', code: 'invalid_request' } });
    expect(answers).toHaveLength(0);
    const gone = { ok: false, reason: 'token', message: 'This link is not valid, or the alert was deleted.' };
    expect(
      await handleAlertsRequest(
        { method: 'POST', query: {}, body: { token: 'v1.x.y', action: 'view' } },
        { ...deps, fetchImpl: cms(404, gone) },
      ),
    ).toEqual({ status: 404, body: { ...gone, code: 'invalid_token' } });
    const old = { ok: false, reason: 'expired', message: 'This link has expired; use the link in your latest e-mail.' };
    expect(
      await handleAlertsRequest(
        { method: 'POST', query: {}, body: { token: 'v2.x.1.y', action: 'view' } },
        { ...deps, fetchImpl: cms(410, old) },
      ),
    ).toEqual({ status: 410, body: { ...old, code: 'expired_token' } });
    const down: typeof fetch = async () => {
      throw new Error('ECONNREFUSED');
    };
    const unreachable = await handleAlertsRequest(
      { method: 'POST', query: {}, body: { token: 'v1.x.y', action: 'view' } },
      { ...deps, fetchImpl: down },
    );
    expect(unreachable).toMatchObject({ status: 503, body: { ok: false, reason: 'unavailable' } });
    const noToken = await handleAlertsRequest(
      { method: 'POST', query: {}, body: { token: 'v1.x.y', action: 'view' } },
      {
        ...deps,
        token: () => {
          throw new Error('No CMS form token');
        },
      },
    );
    expect(noToken.status).toBe(503);
  });
});
