/** Counts submissions per client address in a sliding window. */
export type RateLimiter = { take(key: string): boolean };

/**
 * Allows `limit` submissions per key within `windowMs`; a limit of 0 turns it off.
 * Old keys are dropped as time passes, so memory stays bounded by recent clients.
 */
export function createRateLimiter({ limit, windowMs, now = () => Date.now() }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
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
      const recent = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(at);
      hits.set(key, recent);
      return true;
    },
  };
}
