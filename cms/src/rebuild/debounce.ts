/** The timer functions the debouncer and the daily schedule use (tests give fakes). */
export type Timers<Handle = unknown> = {
  setTimeout(callback: () => void, ms: number): Handle;
  clearTimeout(handle: Handle | null): void;
};
export type DebouncerOptions = {
  quietMs: number;
  maxWaitMs: number;
  fire: (reasons: string[]) => unknown;
  timers?: Timers;
  now?: () => number;
};
export type Debouncer = ReturnType<typeof createDebouncer>;

/**
 * Collapses a burst of triggers into one call: `fire(reasons)` runs once `quietMs` have
 * passed without a new trigger, or `maxWaitMs` after the first trigger of the burst if
 * triggers keep coming, so a long editing session still publishes every minute or so.
 * While held (`hold()`, a feed import), triggers only gather, and the last release arms
 * the timer: one call for the whole import however long it takes.
 * Timers and clock are injectable for tests.
 */
export function createDebouncer({
  quietMs,
  maxWaitMs,
  fire,
  timers = globalThis as Timers,
  now = () => Date.now(),
}: DebouncerOptions) {
  let timer: unknown = null;
  let firstAt: number | null = null;
  let reasons: string[] = [];
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
    const wait = Math.max(0, Math.min(quietMs, (firstAt ?? now()) + maxWaitMs - now()));
    timer = timers.setTimeout(flush, wait);
  }

  function trigger(reason: string) {
    reasons.push(reason);
    if (firstAt === null) firstAt = now();
    arm();
  }

  /** Holds every call until the returned release runs (once; holds nest). */
  function hold(): () => void {
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
