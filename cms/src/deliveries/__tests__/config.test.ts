import { readDeliveryConfig } from '../config';
import { createRateLimiter } from '../rate-limit';

describe('delivery settings', () => {
  it('reads its settings from the environment, refusing nonsense', () => {
    expect(readDeliveryConfig({})).toMatchObject({
      maxAttempts: 8,
      baseMs: 30_000,
      confirmationsPerDay: 3,
      rateLimit: 10,
      crmEndpoint: '',
    });
    expect(
      readDeliveryConfig({ LEAD_MAX_ATTEMPTS: '0', FORMS_RATE_LIMIT: 'x', LEAD_CONFIRMATIONS_PER_DAY: '0' }),
    ).toMatchObject({
      maxAttempts: 8,
      rateLimit: 10,
      confirmationsPerDay: 0,
    });
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per address in the window, then lets the address in again', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(['a', 'a', 'a', 'b'].map((k) => limiter.take(k))).toEqual([true, true, false, true]);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('is off with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    expect(Array.from({ length: 50 }, () => limiter.take('a')).every(Boolean)).toBe(true);
  });
});
