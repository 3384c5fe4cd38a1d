/** @jest-environment node */
import type { Context, Next } from 'koa';
import adminGuard from '../middlewares/admin-guard';
import { siteOrigins } from '../cors';
import { revokeDefaultTokens, reportBroadTokens } from '../token';
import { withSignedAttachment } from '../private-files/cvs';
import { asStrapi } from '../testing/fake-strapi';

type Guard = (ctx: Context, next: Next) => Promise<unknown>;

describe('the admin guard', () => {
  const strapiWith = (admins: number) =>
    asStrapi({
      config: { get: (name: string, fallback: unknown) => (name === 'api.rest.prefix' ? '/api' : fallback) },
      db: { query: () => ({ count: async () => admins }) },
    });
  const answer = async (guard: unknown, path: string) => {
    const ctx = { path, status: 200, body: null, set() {} };
    let passed = false;
    await (guard as Guard)(ctx as unknown as Context, async () => {
      passed = true;
    });
    return passed ? 'next' : ctx.status;
  };
  const withEnv = async (env: Record<string, string>, run: () => Promise<void>) => {
    const saved = { SERVE_ADMIN: process.env.SERVE_ADMIN, CMS_HOSTED: process.env.CMS_HOSTED };
    Object.assign(process.env, env);
    try {
      await run();
    } finally {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  };

  it('lets a headless CMS answer its content API, media, health check and the CLI’s transfer runner only', () =>
    withEnv({ SERVE_ADMIN: 'false', CMS_HOSTED: 'false' }, async () => {
      const guard = adminGuard({}, { strapi: strapiWith(1) });
      for (const path of [
        '/api/properties',
        '/uploads/a.jpg',
        '/_health',
        '/robots.txt',
        '/admin/transfer/runner/push',
      ])
        expect(await answer(guard, path)).toBe('next');
      for (const path of [
        '/admin',
        '/admin/init',
        '/admin/register-admin',
        '/content-manager/init',
        '/upload/files',
        '/apiary',
      ])
        expect(await answer(guard, path)).toBe(404);
    }));

  it('on a hosted start, registers no one and closes the admin API until the CLI has made an administrator', async () => {
    await withEnv({ SERVE_ADMIN: 'true', CMS_HOSTED: 'true' }, async () => {
      const none = adminGuard({}, { strapi: strapiWith(0) });
      expect(await answer(none, '/admin/init')).toBe(403);
      expect(await answer(none, '/admin/login')).toBe(403);
      expect(await answer(none, '/api/properties')).toBe('next');
      const one = adminGuard({}, { strapi: strapiWith(1) });
      expect(await answer(one, '/admin/login')).toBe('next');
      expect(await answer(one, '/admin/register-admin')).toBe(403);
    });
    // Locally with the panel (npm run cms), Strapi's own "Welcome" form is offered.
    await withEnv({ SERVE_ADMIN: 'true', CMS_HOSTED: 'false' }, async () => {
      expect(await answer(adminGuard({}, { strapi: strapiWith(0) }), '/admin/register-admin')).toBe('next');
    });
  });
});

describe('CORS origins', () => {
  it('are the public site’s and the preview site’s, as origins', () => {
    expect(siteOrigins({})).toEqual(['https://www.oasiskey.ae']);
    expect(
      siteOrigins({ SITE_URL: 'https://www.example.ae/path/', PREVIEW_SITE_URL: 'http://127.0.0.1:8000/' }),
    ).toEqual(['https://www.example.ae', 'http://127.0.0.1:8000']);
    expect(siteOrigins({ SITE_URL: 'javascript:alert(1)', PREVIEW_SITE_URL: 'not a url' })).toEqual([
      'https://www.oasiskey.ae',
    ]);
  });
});

describe('broad API tokens', () => {
  type Token = { id: number; name: string; type: string; description: string; expiresAt?: string };
  const fakeStrapi = (tokens: Token[]) => {
    const revoked: number[] = [];
    const logged: string[] = [];
    return asStrapi({
      revoked,
      logged,
      db: {
        query: () => ({
          findMany: async ({ where }: { where: { type: { $in: string[] } } }) =>
            tokens.filter((t) => where.type.$in.includes(t.type) && !revoked.includes(t.id)),
        }),
      },
      service: () => ({ revoke: async (id: number) => revoked.push(id) }),
      log: { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) },
    });
  };
  const tokens = [
    {
      id: 1,
      name: 'Read Only',
      type: 'read-only',
      description: 'A default API token with read-only permissions, only used for accessing resources',
    },
    {
      id: 2,
      name: 'Full Access',
      type: 'full-access',
      description: 'A default API token with full access permissions, used for accessing or modifying resources',
    },
    {
      id: 3,
      name: 'Read Only',
      type: 'read-only',
      description: 'The agency’s own, made on purpose',
      expiresAt: '2027-01-01T00:00:00.000Z',
    },
    { id: 4, name: 'site-build', type: 'custom', description: '' },
  ];

  it('revokes Strapi’s two defaults only, and reports every read-only or full-access token left', async () => {
    const strapi = fakeStrapi(tokens);
    expect(await revokeDefaultTokens(strapi)).toBe(2);
    expect(strapi.revoked).toEqual([1, 2]);
    expect(await reportBroadTokens(strapi)).toBe(1);
    expect(strapi.logged.at(-1)).toMatch(
      /^\[tokens\] read-only API token "Read Only" \(id 3, expires 2027-01-01T00:00:00\.000Z, never used\) can read every lead/,
    );
  });
});

describe('a lead as its reader sees it', () => {
  it('carries a signed link to its private CV, and leaves anything else alone', async () => {
    const strapi = asStrapi({
      config: { get: (name: string) => (name === 'server.app.keys' ? ['k'] : 'http://cms:1337') },
    });
    const lead = {
      documentId: 'l1',
      attachment: { hash: 'cv_x', ext: '.pdf', provider: 'oasis-private', url: '/api/private-files/cv_x.pdf' },
    };
    const signed = await withSignedAttachment(strapi, lead, 60);
    expect(signed.attachment.url).toMatch(
      /^http:\/\/cms:1337\/api\/private-files\/cv_x\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(lead.attachment.url).toBe('/api/private-files/cv_x.pdf');
    const photo = { documentId: 'l2', attachment: { provider: 'local', url: '/uploads/a.jpg' } };
    expect(await withSignedAttachment(strapi, photo, 60)).toBe(photo);
    expect(await withSignedAttachment(strapi, null, 60)).toBeNull();
  });
});
