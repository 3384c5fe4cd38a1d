'use strict';

/**
 * Collapses a burst of triggers into one call: `fire(reasons)` runs once `quietMs` have
 * passed without a new trigger, or `maxWaitMs` after the first trigger of the burst if
 * triggers keep coming, so a long editing session still publishes every minute or so.
 * While held (`hold()`, a feed import), triggers only gather, and the last release arms
 * the timer: one call for the whole import however long it takes.
 * Timers and clock are injectable for tests.
 */
function createDebouncer({ quietMs, maxWaitMs, fire, timers = globalThis, now = () => Date.now() }) {
  let timer = null;
  let firstAt = null;
  let reasons = [];
  let holds = 0;

  function flush() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    firstAt = null;
    const batch = reasons;
    reasons = [];
    if (batch.length > 0) return fire(batch);
    return undefined;
  }

  function arm() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (holds > 0 || reasons.length === 0) return;
    const wait = Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - now()));
    timer = timers.setTimeout(flush, wait);
  }

  function trigger(reason) {
    reasons.push(reason);
    if (firstAt === null) firstAt = now();
    arm();
  }

  /** Holds every call until the returned release runs (once; holds nest). */
  function hold() {
    holds += 1;
    arm();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds -= 1;
      arm();
    };
  }

  return {
    trigger,
    hold,
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
