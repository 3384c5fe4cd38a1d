'use strict';

const { feedCode } = require('./shared');
const { runImport, recordFailure } = require('./importer');

let timer = null;
let controller = null;
let inFlight = null;

/** FEED_URL, FEED_INTERVAL_MS, FEED_MAX_UNPUBLISH_SHARE, FEED_TIMEOUT_MS, checked (a bad value stops the start). */
const feedConfig = () => feedCode().readFeedConfig(process.env);

/** Downloads FEED_URL and imports it as it streams in; an unreachable feed is recorded as a failed run. */
async function importFeedUrl(strapi, config, signal) {
  const source = config.url;
  let response;
  try {
    response = await fetch(source, { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) });
    if (!response.ok || !response.body) throw new Error(`the feed answered HTTP ${response.status}`);
  } catch (error) {
    const reason = error.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : error.message;
    return recordFailure(strapi, source, `${feedCode().redactSource(source)}: ${reason}; nothing was changed.`);
  }
  return runImport(strapi, { chunks: response.body, source, signal, config });
}

/**
 * Imports FEED_URL every FEED_INTERVAL_MS (the first a minute after the start, each next one
 * an interval after the last ended); nothing without FEED_URL, or with FEED_INTERVAL_MS=0.
 */
function startFeedImports(strapi) {
  const config = feedConfig();
  if (!config.url || !config.intervalMs) {
    strapi.log.info('[feed] no scheduled import (FEED_URL and FEED_INTERVAL_MS); `npm run feed:import` imports a file');
    return;
  }
  controller = new AbortController();
  const schedule = (delay) => {
    timer = setTimeout(async () => {
      inFlight = importFeedUrl(strapi, config, controller.signal).catch((error) =>
        strapi.log.error(`[feed] the import failed: ${error.message}`),
      );
      await inFlight;
      inFlight = null;
      if (!controller.signal.aborted) schedule(config.intervalMs);
    }, delay);
    timer.unref?.();
  };
  schedule(Math.min(60_000, config.intervalMs));
  strapi.log.info(`[feed] importing ${feedCode().redactSource(config.url)} every ${config.intervalMs} ms`);
}

/** Stops the schedule; a run in progress stops between two listings (the next run writes the rest). */
async function stopFeedImports() {
  clearTimeout(timer);
  controller?.abort();
  await inFlight;
}

module.exports = { startFeedImports, stopFeedImports, feedConfig, importFeedUrl };
