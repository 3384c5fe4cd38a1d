/**
 * Counts submissions per client address in a sliding window: `limit` per `windowMs`, a
 * limit of 0 turns it off. It lives in the CMS, the one process every forms Function
 * instance stores through, so the count is shared however many Function instances run.
 * Old keys are dropped as time passes, so memory stays bounded by recent clients.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = () => Date.now(),
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): { take(key: string): boolean } {
  const hits = new Map<string, number[]>();
  let lastSweep = now();
  return {
    take(key) {
      if (limit <= 0) return true;
      const at = now();
      if (at - lastSweep > windowMs) {
        for (const [k, times] of hits) if (times.every((t) => at - t >= windowMs)) hits.delete(k);
        lastSweep = at;
      }
      const recent = (hits.get(key) || []).filter((t) => at - t < windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(at);
      hits.set(key, recent);
      return allowed;
    },
  };
}

/** A new lead from an address over the limit (FORMS_RATE_LIMIT per 10 minutes): answered 429. */
export class RateLimited extends Error {}
