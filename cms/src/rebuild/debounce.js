'use strict';

/**
 * Collapses a burst of triggers into one call: `fire(reasons)` runs once `quietMs` have
 * passed without a new trigger, or `maxWaitMs` after the first trigger of the burst if
 * triggers keep coming, so a long editing session still publishes every minute or so.
 * Timers and clock are injectable for tests.
 */
function createDebouncer({ quietMs, maxWaitMs, fire, timers = globalThis, now = () => Date.now() }) {
  let timer = null;
  let firstAt = null;
  let reasons = [];

  function flush() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    firstAt = null;
    const batch = reasons;
    reasons = [];
    if (batch.length > 0) return fire(batch);
    return undefined;
  }

  function trigger(reason) {
    reasons.push(reason);
    const at = now();
    if (firstAt === null) firstAt = at;
    if (timer !== null) timers.clearTimeout(timer);
    const wait = Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - at));
    timer = timers.setTimeout(flush, wait);
  }

  return {
    trigger,
    /** Fires what is pending now (shutdown). */
    flush,
    /** Drops what is pending. */
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      firstAt = null;
      reasons = [];
    },
    get pending() {
      return reasons.length;
    },
  };
}

module.exports = { createDebouncer };
