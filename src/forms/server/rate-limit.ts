/** Counts submissions per client address in a sliding window. */
export type RateLimiter = { take(key: string): boolean };

/**
 * Allows `limit` submissions per key within `windowMs`; a limit of 0 turns it off.
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
}): RateLimiter {
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

type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The client address a submission is counted against. A header the visitor can send
 * (X-Forwarded-For's first entry, say) would let a bot pick a new address per request, so
 * none is read unless the deployment names the one its own edge sets and overwrites
 * (`trustedHeader`, e.g. Netlify's `x-nf-client-connection-ip`); otherwise the address of
 * the connection itself.
 * @example clientAddress({ 'x-forwarded-for': '1.2.3.4' }, '10.0.0.9', null) // '10.0.0.9'
 */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustedHeader: string | null,
): string {
  const raw = trustedHeader ? headers[trustedHeader.toLowerCase()] : undefined;
  const fromEdge = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return fromEdge || socketAddress || 'unknown';
}
