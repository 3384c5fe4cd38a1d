import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page may transfer, compressed, before it is interactive (issue #15): its
 * JavaScript and the strings file hydration waits for. 100 KB (issue #38): with Preact in
 * the browser and the dropdowns' code loaded on intent, the largest page measured is the
 * Arabic listing, 82.4 KB on 2026-11-27 (it was 135.2 KB with React DOM and popper).
 */
export const JS_BUDGET_BYTES = 100 * 1024;

/** A page's UI strings (plugins/site-strings): fetched before hydration, so they count. */
const STRINGS_FILE = /^strings\/[a-z]{2}\.[0-9a-f]+\.json$/;

/**
 * Whether a request of the site (its path without the leading slash) is one the budget
 * counts: a script, or the strings file hydration waits for.
 * @example countsForBudget('strings/ar.90adce80d779.json', 'fetch') // true
 */
export function countsForBudget(file: string, resourceType: string): boolean {
  return resourceType === 'script' || STRINGS_FILE.test(file);
}

type Report = { files: Record<string, { module: string; bytes: number }[]> };

/** A built file's size as a CDN serves it: gzip at its best level (deterministic, unlike timings). */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join('public', file)), { level: 9 }).length;
}

/** The modules a page's JS files hold (source bytes), from the build's bundle report (plugins/site-bundle). */
export function modulesOf(files: string[]): Record<string, number> {
  const reportFile = path.resolve('.cache', 'site-bundle', 'report.json');
  if (!existsSync(reportFile)) return {};
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const modules: Record<string, number> = {};
  for (const file of files) {
    for (const { module, bytes } of report.files[file] ?? []) modules[module] = (modules[module] ?? 0) + bytes;
  }
  return modules;
}

/** What grew between the baseline and now: new modules and larger ones, largest growth first. */
export function grownModules(before: Record<string, number>, now: Record<string, number>): string[] {
  return Object.entries(now)
    .map(([module, bytes]) => ({ module, bytes, growth: bytes - (before[module] ?? 0) }))
    .filter((m) => m.growth > 0)
    .sort((a, b) => b.growth - a.growth)
    .slice(0, 15)
    .map((m) => `${m.module}: ${before[m.module] === undefined ? 'new' : `+${m.growth}`} (${m.bytes} source bytes)`);
}
