import { parseDailyAt, msUntilDaily } from '../schedule';
import { registerRebuildWebhook } from '..';
import { asStrapi } from '../../testing/fake-strapi';

/** The parts of Strapi the webhook registers with (no document is changed in these tests). */
const quietStrapi = () =>
  asStrapi({
    log: { info: jest.fn(), error: jest.fn() },
    documents: { use: () => {} },
    db: { lifecycles: { subscribe: () => {} } },
  });

describe('REBUILD_DAILY_AT', () => {
  it('reads HH:MM in Dubai time, defaults to 00:05 and can be turned off', () => {
    expect(parseDailyAt(undefined)).toBe(5);
    expect(parseDailyAt('06:30')).toBe(390);
    expect(parseDailyAt('off')).toBeNull();
  });

  it('refuses anything else, saying what it expects', () => {
    expect(() => parseDailyAt('24:00')).toThrow('REBUILD_DAILY_AT must be HH:MM (Dubai time) or "off", not "24:00".');
    expect(() => parseDailyAt('6:30')).toThrow(/HH:MM/);
  });

  it('waits until the Dubai clock next reads the time, a whole day when it reads it now', () => {
    // 20:00 UTC is midnight in Dubai (UTC+4, no daylight saving).
    expect(msUntilDaily(5, Date.parse('2026-12-10T20:00:00Z'))).toBe(5 * 60_000);
    expect(msUntilDaily(5, Date.parse('2026-12-10T20:06:00Z'))).toBe(24 * 3_600_000 - 60_000);
    expect(msUntilDaily(5, Date.parse('2026-12-10T20:05:00Z'))).toBe(24 * 3_600_000);
  });
});

describe('the daily rebuild', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(Date.parse('2026-12-10T19:00:00Z')); // 23:00 in Dubai
  });
  afterEach(() => {
    registerRebuildWebhook(quietStrapi(), {}); // no URL: stops the last schedule
    jest.useRealTimers();
  });

  it('asks the build hook for a build every day at 00:05 Dubai time, without an edit', async () => {
    const post = jest.fn(async (_url: string, _body: unknown) => 202);
    const env = { REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', REBUILD_QUIET_MS: '1000' };
    registerRebuildWebhook(quietStrapi(), env, { post });
    await jest.advanceTimersByTimeAsync(64 * 60_000); // 00:04
    expect(post).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60_000 + 1000); // 00:05, then the quiet period
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0][1]).toMatchObject({ reasons: ['daily rebuild (finished auctions)'] });
    await jest.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('builds nothing on its own when turned off', async () => {
    const post = jest.fn(async (_url: string, _body: unknown) => 202);
    registerRebuildWebhook(
      quietStrapi(),
      { REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', REBUILD_DAILY_AT: 'off' },
      { post },
    );
    await jest.advanceTimersByTimeAsync(3 * 24 * 3_600_000);
    expect(post).not.toHaveBeenCalled();
  });
});
