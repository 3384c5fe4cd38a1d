import { encodeSubmission } from '@brokerage/core/forms/submission';
import { DeliveryError, RateLimitedError, type StoreRequest } from '../clients';
import { handleFormSubmission, type FormsDeps } from '../handler';

const NOW = new Date('2026-11-23T10:00:00Z');
const PERSON = {
  first_name: 'Ann',
  last_name: 'Lee',
  telephone: '+971 50 123 4567',
  email: 'Ann@Example.com',
  message: 'Hello',
};
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);

function setup(overrides: Partial<FormsDeps> = {}) {
  const stored: StoreRequest[] = [];
  const logs: string[] = [];
  const deps: FormsDeps = {
    missing: [],
    store: async (request) => {
      stored.push(request);
      return { id: `doc${stored.length}`, duplicate: false };
    },
    verifyCaptcha: async () => true,
    blocklist: async () => ['blocked@example.com'],
    now: () => NOW,
    log: (line) => logs.push(line),
    ...overrides,
  };
  return { deps, stored, logs };
}

const post = (
  formId: string,
  values: Record<string, string | boolean>,
  extra: { submissionId?: string; file?: { name: string; bytes: Uint8Array } } = {},
) => ({
  method: 'POST',
  ip: '10.0.0.1',
  data: encodeSubmission({
    formId,
    values,
    submissionId: extra.submissionId ?? 'sub-12345678',
    captchaToken: 'tok',
    pageUrl: '/contact/',
  }),
  ...(extra.file ? { file: { ...extra.file, size: extra.file.bytes.length } } : {}),
});

describe('handleFormSubmission', () => {
  it('stores an alert with its search and frequency, and refuses a search the URL grammar does not read', async () => {
    const { deps, stored } = setup();
    const alert = { email: 'ann@example.com', frequency: 'weekly', search: '/properties/for-sale/in-dubai-marina/' };
    expect((await handleFormSubmission(post('alert', alert), deps)).status).toBe(200);
    expect(stored[0]!.payload).toMatchObject({ ...alert, form_name: 'Search Alert' });
    const notASearch = await handleFormSubmission(post('alert', { ...alert, search: '/about-us/' }), deps);
    expect(notASearch).toMatchObject({ status: 422, body: { ok: false, errors: { search: 'format' } } });
    const badFrequency = await handleFormSubmission(post('alert', { ...alert, frequency: 'hourly' }), deps);
    expect(badFrequency).toMatchObject({ status: 422, body: { errors: { frequency: 'format' } } });
    expect(stored).toHaveLength(1);
  });

  it('stores a valid lead with the normalised payload and the address it is counted against', async () => {
    const { deps, stored } = setup();
    const res = await handleFormSubmission(post('contact', { ...PERSON, to_admin: 'info@x.com' }), deps);
    expect(res).toEqual({ status: 200, body: { ok: true, id: 'doc1' } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      submissionId: 'sub-12345678',
      email: 'ann@example.com',
      phone: '+971 50 123 4567',
      toEmail: 'info@x.com',
      pageUrl: '/contact/',
      clientIp: '10.0.0.1',
    });
    expect(stored[0]?.payload).toMatchObject({
      form_name: 'Contact',
      email: 'ann@example.com',
      email_temp_user: 'contact_user',
      message: 'Hello',
    });
  });

  it('answers success and stores nothing for a filled honeypot or a blocklisted value', async () => {
    for (const values of [
      { ...PERSON, 'bot-field': 'http://spam' },
      { ...PERSON, email: 'test@test.com' },
      { ...PERSON, telephone: '1234567890' },
      { ...PERSON, email: 'Blocked@example.com' },
    ]) {
      const { deps, stored, logs } = setup();
      expect(await handleFormSubmission(post('contact', values), deps)).toEqual({ status: 200, body: { ok: true } });
      expect(stored).toHaveLength(0);
      expect(logs.join()).toMatch(/spam dropped/);
    }
  });

  it('refuses what the browser would refuse, with the same field errors', async () => {
    const { deps, stored } = setup();
    const res = await handleFormSubmission(post('contact', { ...PERSON, email: 'ann@example', first_name: '' }), deps);
    expect(res).toEqual({
      status: 422,
      body: {
        ok: false,
        code: 'invalid_fields',
        message: 'Highlighted fields are required',
        errors: { email: 'format', first_name: 'required' },
      },
    });
    expect(stored).toHaveLength(0);
  });

  it.each([
    [{ method: 'GET', ip: 'x', data: '' }, 405, 'method_not_allowed'],
    [{ method: 'POST', ip: 'x', data: 'not json' }, 400, 'invalid_submission'],
    [
      { method: 'POST', ip: 'x', data: JSON.stringify({ formId: 'nope', submissionId: 'abcdefgh' }) },
      400,
      'invalid_submission',
    ],
  ])('answers malformed request %# with HTTP %s and its code', async (request, status, code) => {
    const { deps } = setup();
    const res = await handleFormSubmission(request, deps);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ok: false, code });
  });

  it('refuses a failed captcha', async () => {
    const { deps, stored } = setup({ verifyCaptcha: async () => false });
    const res = await handleFormSubmission(post('newsletter', { email: 'a@b.co', topic: 'x' }), deps);
    expect(res).toMatchObject({ status: 403, body: { code: 'captcha_failed' } });
    expect(stored).toHaveLength(0);
  });

  it('refuses every submission, and says why in the log, where production settings are missing', async () => {
    const { deps, stored, logs } = setup({ missing: ['RECAPTCHA_SECRET', 'FORMS_CLIENT_IP_HEADER'] });
    expect(await handleFormSubmission(post('contact', PERSON), deps)).toEqual({
      status: 503,
      body: {
        ok: false,
        code: 'not_configured',
        message: 'The forms are not set up on this site yet; please call or e-mail us meanwhile.',
      },
    });
    expect(stored).toHaveLength(0);
    expect(logs).toEqual([
      '[forms] refusing submissions: this production site lacks RECAPTCHA_SECRET and FORMS_CLIENT_IP_HEADER',
    ]);
  });

  it('answers 429 with a clear message when the CMS counts too many submissions from the address', async () => {
    const { deps } = setup({
      store: async () => {
        throw new RateLimitedError('over');
      },
    });
    expect(await handleFormSubmission(post('newsletter', { email: 'a@b.co' }), deps)).toEqual({
      status: 429,
      body: {
        ok: false,
        code: 'rate_limited',
        message: 'Too many submissions from your address; please try again later.',
      },
    });
  });

  it('stores a real PDF CV without telling its address, refusing an .exe renamed .pdf and an empty file', async () => {
    const { deps, stored } = setup();
    const ok = await handleFormSubmission(
      post('cv', { ...PERSON, file: 'C:\\fakepath\\cv.pdf' }, { file: { name: 'cv.pdf', bytes: PDF } }),
      deps,
    );
    expect(ok).toEqual({ status: 200, body: { ok: true, id: 'doc1' } });
    expect(stored[0]?.file?.name).toBe('cv.pdf');

    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);
    const refused = await handleFormSubmission(post('cv', PERSON, { file: { name: 'cv.pdf', bytes: exe } }), deps);
    expect(refused).toEqual({
      status: 422,
      body: {
        ok: false,
        code: 'invalid_fields',
        message: 'The CV must be a PDF or Word (.doc) file.',
        errors: { file: 'fileType' },
      },
    });
    const empty = await handleFormSubmission(
      post('cv', PERSON, { file: { name: 'cv.pdf', bytes: new Uint8Array() } }),
      deps,
    );
    expect(empty.body).toMatchObject({ message: 'The CV file is empty.', errors: { file: 'empty' } });
    const missing = await handleFormSubmission(post('cv', { ...PERSON, file: 'cv.pdf' }), deps);
    expect(missing.body).toMatchObject({ ok: false, errors: { file: 'required' } });
    expect(stored).toHaveLength(1);
  });

  it.each([
    [new DeliveryError('CMS down', 503), 503, 'unavailable'],
    [new DeliveryError('CMS refused', 502), 502, 'cms_refused'],
    [new Error('boom'), 502, 'cms_refused'],
  ])('answers a failed delivery (%s) with HTTP %i and a clear message', async (error, status, code) => {
    const { deps, logs } = setup({
      store: async () => {
        throw error;
      },
    });
    const res = await handleFormSubmission(post('contact', PERSON), deps);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ok: false, code, message: expect.stringMatching(/could not be sent/) });
    expect(logs.join()).toContain('delivery failed');
  });
});
