import http from 'http';
import type { AddressInfo } from 'net';
import { registerRebuildWebhook, readOptions } from '..';
import { asStrapi } from '../../testing/fake-strapi';

type Received = { method?: string; path?: string; type?: string; body: unknown };
type Middleware = (context: { action: string; uid: string }, next: () => Promise<unknown>) => Promise<unknown>;
type Subscriber = { models: string[] } & Record<string, ((event: { result?: unknown }) => void) | string[]>;

/** A local HTTP receiver standing in for the build hook; records each POST body. */
async function startReceiver(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        path: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(body),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?trigger_title=cms`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The parts of Strapi the webhook registers with. */
function fakeStrapi() {
  const middlewares: Middleware[] = [];
  const subscribers: Subscriber[] = [];
  const log = { info: jest.fn(), error: jest.fn() };
  return asStrapi({
    log,
    documents: { use: (middleware: Middleware) => middlewares.push(middleware) },
    db: { lifecycles: { subscribe: (subscriber: Subscriber) => subscribers.push(subscriber) } },
    /** Runs a Document Service call through the registered middlewares. */
    async document(action: string, uid: string) {
      const run = middlewares.reduceRight<() => Promise<unknown>>(
        (next, middleware) => () => middleware({ action, uid }, next),
        async () => ({ ok: true }),
      );
      return run();
    },
    media(event: string, result?: unknown) {
      for (const subscriber of subscribers) {
        const hook = subscriber[event];
        if (subscriber.models.includes('plugin::upload.file') && typeof hook === 'function') hook({ result });
      }
    },
  });
}

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('registerRebuildWebhook', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(() => receiver?.close());

  it('is off without REBUILD_WEBHOOK_URL', () => {
    const strapi = fakeStrapi();
    expect(registerRebuildWebhook(strapi, {})).toBeNull();
  });

  it('reads the quiet period, the longest wait and the daily build, with defaults of 5 s, 60 s and 00:05', () => {
    expect(readOptions({ REBUILD_WEBHOOK_URL: ' http://x/ ' })).toEqual({
      url: 'http://x/',
      quietMs: 5_000,
      maxWaitMs: 60_000,
      dailyAt: 5,
    });
    expect(readOptions({ REBUILD_QUIET_MS: '200', REBUILD_MAX_WAIT_MS: 'soon' })).toMatchObject({
      quietMs: 200,
      maxWaitMs: 60_000,
    });
  });

  it('posts once to the hook for a burst of content and media changes, and not for reads or leads', async () => {
    const hook = (receiver = await startReceiver());
    const strapi = fakeStrapi();
    registerRebuildWebhook(strapi, { REBUILD_WEBHOOK_URL: hook.url, REBUILD_QUIET_MS: '500' });
    await expect(strapi.document('update', 'api::page.page')).resolves.toEqual({ ok: true });
    await strapi.document('publish', 'api::property.property');
    await strapi.document('unpublish', 'api::page.page');
    await strapi.document('delete', 'api::area.area');
    strapi.media('afterCreate');
    // An applicant's CV is no site media.
    strapi.media('afterCreate', { id: 9, provider: 'oasis-private' });
    await waitFor(() => hook.received.length > 0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({
      method: 'POST',
      path: '/hook?trigger_title=cms',
      type: 'application/json',
    });
    expect(hook.received[0].body).toEqual({
      trigger: 'cms',
      changes: 5,
      reasons: [
        'update api::page.page',
        'publish api::property.property',
        'unpublish api::page.page',
        'delete api::area.area',
        'create plugin::upload.file',
      ],
    });

    await strapi.document('findMany', 'api::page.page');
    await strapi.document('create', 'api::form-entry.form-entry');
    await strapi.document('update', 'admin::user');
    // Longer than the quiet period: a POST for any of these would have arrived.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(hook.received).toHaveLength(1);
  });

  it('logs a failing hook and keeps serving edits', async () => {
    const hook = (receiver = await startReceiver(500));
    const strapi = fakeStrapi();
    registerRebuildWebhook(strapi, { REBUILD_WEBHOOK_URL: hook.url, REBUILD_QUIET_MS: '50' });
    await strapi.document('update', 'api::page.page');
    await waitFor(() => strapi.log.error.mock.calls.length > 0);
    expect(strapi.log.error.mock.calls[0][0]).toMatch(/the build hook failed: .* answered 500/);
    await expect(strapi.document('update', 'api::page.page')).resolves.toEqual({ ok: true });
  });
});
