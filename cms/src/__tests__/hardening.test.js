/** @jest-environment node */
'use strict';

const adminGuard = require('../middlewares/admin-guard');

describe('the admin guard', () => {
  const strapiWith = (admins) => ({
    config: { get: (name, fallback) => (name === 'api.rest.prefix' ? '/api' : fallback) },
    db: { query: () => ({ count: async () => admins }) },
  });
  const answer = async (guard, path) => {
    const ctx = { path, status: 200, body: null, set() {} };
    let passed = false;
    await guard(ctx, async () => {
      passed = true;
    });
    return passed ? 'next' : ctx.status;
  };
  const withEnv = async (env, run) => {
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
