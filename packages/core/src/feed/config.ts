/** The listing feed's settings, read once from the CMS's environment with a clear error for a bad value. */
export type FeedConfig = {
  /** The feed's address; null: no scheduled import (`npm run feed:import` still works). */
  url: string | null;
  /** How often the CMS imports FEED_URL; 0: never on its own. */
  intervalMs: number;
  /** The share of the live feed-managed listings one run may unpublish. */
  maxUnpublishShare: number;
  /** Longest a download of the feed may take. */
  timeoutMs: number;
};

const HOUR_MS = 3_600_000;

function number(env: Record<string, string | undefined>, name: string, fallback: number, max = Infinity): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new Error(`${name}=${raw} is not a number from 0 to ${max === Infinity ? 'any' : max}`);
  return value;
}

/**
 * FEED_URL (http or https), FEED_INTERVAL_MS (default an hour), FEED_MAX_UNPUBLISH_SHARE
 * (default 0.2), FEED_TIMEOUT_MS (default 10 minutes).
 * @example readFeedConfig({ FEED_URL: 'https://crm.example/pf.xml', FEED_INTERVAL_MS: '900000' }).intervalMs // 900000
 */
export function readFeedConfig(env: Record<string, string | undefined>): FeedConfig {
  const url = env.FEED_URL?.trim() || null;
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw new Error('FEED_URL must be an http:// or https:// address');
  return {
    url,
    intervalMs: number(env, 'FEED_INTERVAL_MS', HOUR_MS),
    maxUnpublishShare: number(env, 'FEED_MAX_UNPUBLISH_SHARE', 0.2, 1),
    timeoutMs: number(env, 'FEED_TIMEOUT_MS', 10 * 60_000),
  };
}

/**
 * A feed's address as a run's record shows it: the query and any user or password hidden,
 * since CRMs often put an access key there.
 * @example redactSource('https://crm.example/feed.xml?key=s3cret') // 'https://crm.example/feed.xml?…'
 */
export function redactSource(source: string): string {
  try {
    const url = new URL(source);
    return `${url.protocol}//${url.host}${url.pathname}${url.search ? '?…' : ''}`;
  } catch {
    return source;
  }
}
