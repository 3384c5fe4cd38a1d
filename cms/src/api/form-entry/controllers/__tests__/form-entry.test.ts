import type { Context } from 'koa';
import { RateLimited } from '../../../../deliveries/rate-limit';
import { asStrapi } from '../../../../testing/fake-strapi';

// The controller without Strapi's factory: the object it defines, with a stand-in service.
jest.mock('@strapi/strapi', () => ({
  factories: { createCoreController: (_uid: string, define: unknown) => define },
}));

/** What the mocked factory hands back: the controller's definition itself. */
type Define = (deps: { strapi: unknown }) => { submit(ctx: Context): Promise<unknown> };
// Loaded after the mock above, as the factory's stand-in made it.
const define = (require('../form-entry') as { default: unknown }).default as Define;

type Answer = { ok: boolean; duplicate: boolean; id: string };

function submitWith(
  body: unknown,
  {
    files = {},
    submit = async (): Promise<Answer> => ({ ok: true, duplicate: false, id: 'doc1' }),
  }: { files?: Record<string, unknown>; submit?: () => Promise<Answer> } = {},
) {
  const service = { submit: jest.fn(submit) };
  const strapi = asStrapi({ service: () => service });
  const ctx = {
    request: { body, files },
    badRequest: jest.fn((message: string) => ({ status: 400, message })),
  } as unknown as Context & { badRequest: jest.Mock };
  return define({ strapi })
    .submit(ctx)
    .then((returned) => ({ ctx, service, returned }));
}

const record = {
  submissionId: 'sub-1',
  payload: { form_name: 'Contact Us', email: 'ann@example.com', rooms: 3 },
  email: 'ann@example.com',
  pageUrl: '/contact-oasis-key/',
};

describe('POST /api/form-entries/submit', () => {
  it('stores the lead as the package reads it: every field there, each value text', async () => {
    const { ctx, service } = await submitWith({ data: JSON.stringify(record) });
    expect(ctx.badRequest).not.toHaveBeenCalled();
    expect(service.submit).toHaveBeenCalledWith({
      data: {
        submissionId: 'sub-1',
        payload: { form_name: 'Contact Us', email: 'ann@example.com', rooms: '3' },
        email: 'ann@example.com',
        phone: '',
        pageUrl: '/contact-oasis-key/',
        toEmail: '',
        clientIp: '',
      },
      file: null,
    });
    expect(ctx.body).toEqual({ ok: true, duplicate: false, id: 'doc1' });
  });

  it('answers 400 with what a lead must hold to anything else, and stores nothing', async () => {
    for (const body of [{}, { data: 'not json' }, { data: '{"payload":{}}' }, { data: { submissionId: 'x' } }]) {
      const { ctx, service } = await submitWith(body);
      expect(ctx.badRequest).toHaveBeenCalledWith('data must be JSON with submissionId and payload');
      expect(service.submit).not.toHaveBeenCalled();
    }
  });

  it('passes the CV on, and answers 429 for an address over the limit', async () => {
    const file = { name: 'cv.pdf' };
    const { service } = await submitWith({ data: record }, { files: { attachment: [file] } });
    // The stand-in's own signature takes no arguments; the controller passes one.
    const [given] = service.submit.mock.calls[0] as unknown as [{ file: unknown }];
    expect(given.file).toBe(file);
    const limited = await submitWith(
      { data: record },
      {
        submit: async () => {
          throw new RateLimited();
        },
      },
    );
    expect(limited.ctx.status).toBe(429);
    expect(limited.ctx.body).toEqual({ ok: false, error: 'Too many submissions from this address' });
  });
});
