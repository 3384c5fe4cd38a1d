import type { Timers } from './debounce';

/** Dubai keeps UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily moment of REBUILD_DAILY_AT ("HH:MM", Dubai time; default 00:05, just after an
 * auction's day is over), as minutes after midnight; null for "off". Throws with a message
 * for anything else, so a typo fails the CMS's start instead of silently never building.
 * @example parseDailyAt('00:05') // 5
 * @example parseDailyAt('off') // null
 */
export function parseDailyAt(value: string | undefined): number | null {
  const text = (value ?? '').trim() || '00:05';
  if (text.toLowerCase() === 'off') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`REBUILD_DAILY_AT must be HH:MM (Dubai time) or "off", not "${value}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The daily moment back as REBUILD_DAILY_AT writes it.
 * @example formatDailyAt(5) // '00:05'
 */
export function formatDailyAt(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Milliseconds from `now` (epoch ms) to the next time the Dubai clock reads `minutes` after
 * midnight; a whole day when it reads exactly that now.
 * @example msUntilDaily(5, Date.parse('2026-12-10T20:00:00Z')) // 300000 (00:00 in Dubai: 5 minutes to go)
 */
export function msUntilDaily(minutes: number, now: number): number {
  const dubai = now + DUBAI_OFFSET_MS;
  const sinceMidnight = ((dubai % DAY_MS) + DAY_MS) % DAY_MS;
  const wait = (minutes * 60_000 - sinceMidnight + DAY_MS) % DAY_MS;
  return wait === 0 ? DAY_MS : wait;
}

/**
 * Calls `trigger()` every day at `minutes` after midnight, Dubai time: a rebuild without an
 * editor, which takes auctions whose day is over out of the search results (their pages
 * stay, saying so). Re-armed from the clock each time, so it never drifts. Returns a stop
 * function.
 * Timers and clock are injectable for tests.
 */
export function scheduleDaily({
  minutes,
  trigger,
  timers = globalThis as Timers,
  now = () => Date.now(),
}: {
  minutes: number;
  trigger: () => void;
  timers?: Timers;
  now?: () => number;
}): () => void {
  let timer: unknown = null;
  const arm = () => {
    timer = timers.setTimeout(
      () => {
        trigger();
        arm();
      },
      msUntilDaily(minutes, now()),
    );
    (timer as { unref?: () => void } | null)?.unref?.();
  };
  arm();
  return () => timers.clearTimeout(timer);
}
