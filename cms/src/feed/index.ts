import type { Core } from '@strapi/strapi';
import { runImport, recordFailure } from './importer';
import type { FeedConfig } from '@brokerage/core/feed/config';
import { feed as feedCode } from '../core';

let timer: NodeJS.Timeout | undefined;
let controller: AbortController | null = null;
let inFlight: Promise<unknown> | null = null;

/** FEED_URL, FEED_INTERVAL_MS, FEED_MAX_UNPUBLISH_SHARE, FEED_TIMEOUT_MS, checked (a bad value stops the start). */
export const feedConfig = (): FeedConfig => feedCode().readFeedConfig(process.env);

/** Downloads FEED_URL and imports it as it streams in; an unreachable feed is recorded as a failed run. */
export async function importFeedUrl(strapi: Core.Strapi, config: FeedConfig, signal: AbortSignal) {
  const source = config.url ?? '';
  let response;
  try {
    response = await fetch(source, { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) });
    if (!response.ok || !response.body) throw new Error(`the feed answered HTTP ${response.status}`);
  } catch (error) {
    const { name, message } = error as Error;
    const reason = name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : message;
    return recordFailure(strapi, source, `${feedCode().redactSource(source)}: ${reason}; nothing was changed.`);
  }
  return runImport(strapi, { chunks: response.body, source, signal, config });
}

/**
 * Imports FEED_URL every FEED_INTERVAL_MS (the first a minute after the start, each next one
 * an interval after the last ended); nothing without FEED_URL, or with FEED_INTERVAL_MS=0.
 */
export function startFeedImports(strapi: Core.Strapi): void {
  const config = feedConfig();
  if (!config.url || !config.intervalMs) {
    strapi.log.info('[feed] no scheduled import (FEED_URL and FEED_INTERVAL_MS); `npm run feed:import` imports a file');
    return;
  }
  const running = new AbortController();
  controller = running;
  const schedule = (delay: number) => {
    timer = setTimeout(async () => {
      inFlight = importFeedUrl(strapi, config, running.signal).catch((error: Error) =>
        strapi.log.error(`[feed] the import failed: ${error.message}`),
      );
      await inFlight;
      inFlight = null;
      if (!running.signal.aborted) schedule(config.intervalMs);
    }, delay);
    timer.unref();
  };
  schedule(Math.min(60_000, config.intervalMs));
  strapi.log.info(`[feed] importing ${feedCode().redactSource(config.url)} every ${config.intervalMs} ms`);
}

/** Stops the schedule; a run in progress stops between two listings (the next run writes the rest). */
export async function stopFeedImports(): Promise<void> {
  clearTimeout(timer);
  controller?.abort();
  await inFlight;
}
