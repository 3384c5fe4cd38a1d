import {
  DeliveryError,
  RateLimitedError,
  createBlocklistReader,
  createCaptchaVerifier,
  createCmsStore,
} from '../clients';
import { readFormsConfig } from '../config';
import { checkCvFile, CV_MAX_BYTES } from '../cv-file';

// jsdom's AbortSignal lacks timeout(); Node (where the Function runs) has it.
beforeAll(() => {
  (AbortSignal as { timeout?: (ms: number) => AbortSignal }).timeout ??= () => new AbortController().signal;
});

const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
const request = {
  submissionId: 'abcdefgh',
  payload: { form_name: 'Contact' },
  email: 'a@b.co',
  phone: '',
  pageUrl: '/',
  toEmail: '',
  clientIp: '10.0.0.1',
};

describe('createCmsStore', () => {
  it('posts the lead and its CV with the token, and keeps only the lead’s id of the answer', async () => {
    const fetchImpl = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json({ ok: true, id: 'd1', duplicate: false, attachmentUrl: '/uploads/cv.pdf' }),
    );
    const store = createCmsStore({
      cmsUrl: 'http://cms:1337',
      token: () => 'tok',
      fetchImpl: fetchImpl as typeof fetch,
    });
    const file = { name: 'cv.pdf', size: 4, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) };
    expect(await store({ ...request, file })).toEqual({ id: 'd1', duplicate: false });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://cms:1337/api/form-entries/submit');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual(request);
    expect((body.get('attachment') as File).name).toBe('cv.pdf');
  });

  it.each([
    [async () => Promise.reject(new Error('ECONNREFUSED')), 503],
    [async () => json({}, 500), 503],
    [async () => json({}, 403), 502],
  ])('turns a failure into a DeliveryError (%#)', async (impl, status) => {
    const store = createCmsStore({ cmsUrl: 'http://cms', token: () => 't', fetchImpl: impl as typeof fetch });
    await expect(store(request)).rejects.toMatchObject({ status });
    await expect(store(request)).rejects.toBeInstanceOf(DeliveryError);
  });

  it('tells a rate-limited answer (HTTP 429) from a failure', async () => {
    const store = createCmsStore({
      cmsUrl: 'http://cms',
      token: () => 't',
      fetchImpl: (async () => json({}, 429)) as typeof fetch,
    });
    await expect(store(request)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('refuses to run without a CMS address', async () => {
    await expect(createCmsStore({ cmsUrl: '', token: () => 't' })(request)).rejects.toMatchObject({ status: 503 });
  });
});

describe('createCaptchaVerifier', () => {
  it('skips the check without a secret and says so', async () => {
    const log = jest.fn();
    expect(await createCaptchaVerifier({ secret: '', verifyUrl: 'x', log })('', '1.2.3.4')).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('captcha check skipped'));
  });

  it('asks the verify endpoint with the secret and trusts only success true', async () => {
    const fetchImpl = jest.fn(async (_u: string | URL | Request, init?: RequestInit) =>
      json({ success: String(init?.body).includes('response=good') }),
    );
    const verify = createCaptchaVerifier({
      secret: 's3',
      verifyUrl: 'http://verify',
      fetchImpl: fetchImpl as typeof fetch,
      log: jest.fn(),
    });
    expect(await verify('good', '1.2.3.4')).toBe(true);
    expect(await verify('bad', '1.2.3.4')).toBe(false);
    expect(await verify('', '1.2.3.4')).toBe(false);
    expect(String(fetchImpl.mock.calls[0]?.[1]?.body)).toContain('secret=s3');
    const down = createCaptchaVerifier({
      secret: 's3',
      verifyUrl: 'x',
      fetchImpl: (async () => Promise.reject(new Error('down'))) as typeof fetch,
      log: jest.fn(),
    });
    expect(await down('good', '')).toBe(false);
  });
});

describe('createBlocklistReader', () => {
  it('reads the CMS list with the form token once a minute, and keeps the last one when the CMS fails', async () => {
    let clock = 0;
    const answers = [
      json({ data: { blocklisted_contact: 'Spam@x.com, +971 50 000 0000' } }),
      json({ error: 'down' }, 503),
    ];
    const calls: [string, RequestInit | undefined][] = [];
    const logs: string[] = [];
    const read = createBlocklistReader({
      fetchImpl: (async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return answers.shift()!;
      }) as typeof fetch,
      now: () => clock,
      log: (line) => logs.push(line),
    });
    expect(await read('http://cms', () => 'tok')).toEqual(['spam@x.com', '+971500000000']);
    expect(calls[0]![0]).toBe('http://cms/api/site-setting?fields[0]=blocklisted_contact');
    expect(calls[0]![1]?.headers).toEqual({ Authorization: 'Bearer tok' });
    clock = 30_000;
    expect(await read('http://cms', () => 'tok')).toEqual(['spam@x.com', '+971500000000']);
    expect(calls).toHaveLength(1);
    clock = 61_000;
    expect(await read('http://cms', () => 'tok')).toEqual(['spam@x.com', '+971500000000']);
    expect(calls).toHaveLength(2);
    expect(logs.join()).toMatch(/could not be read \(HTTP 503\)/);
  });
});

describe('configuration and CV check', () => {
  it('reads the token from CMS_FORM_TOKEN, else the token file, else fails clearly', () => {
    expect(readFormsConfig({ CMS_FORM_TOKEN: ' abc ' }, () => '').cmsToken()).toBe('abc');
    expect(
      readFormsConfig({ FORM_TOKEN_FILE: '/t.json' }, (f) =>
        f === '/t.json' ? '{"token":"fromfile"}' : '',
      ).cmsToken(),
    ).toBe('fromfile');
    expect(() =>
      readFormsConfig({}, () => {
        throw new Error('ENOENT');
      }).cmsToken(),
    ).toThrow(/CMS_FORM_TOKEN/);
    expect(readFormsConfig({ STRAPI_API_URL: 'http://cms/' }, () => '')).toMatchObject({ cmsUrl: 'http://cms' });
  });

  it.each([
    ['cv.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], null],
    ['cv.DOC', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0], null],
    ['cv.pdf', [0x4d, 0x5a, 0x90], 'fileType'],
    ['cv.doc', [0x25, 0x50, 0x44, 0x46], 'fileType'],
    ['cv.exe', [0x25, 0x50, 0x44, 0x46], 'fileType'],
    ['cv.pdf', [], 'empty'],
  ])('%s starting %j -> %s', (name, bytes, expected) => {
    expect(checkCvFile({ name, size: bytes.length, bytes: new Uint8Array(bytes) })).toBe(expected);
  });

  it('refuses a CV over 5 MB', () => {
    expect(
      checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES + 1, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) }),
    ).toBe('tooLarge');
  });
});
