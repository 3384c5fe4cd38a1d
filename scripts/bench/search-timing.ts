// The part of `npm run bench:search` that runs inside Chromium (bundled by esbuild there).
import { searchCore, type SearchCore } from '@brokerage/core/search/core';
import type { SearchFilter } from '@brokerage/core/search/filter';

/**
 * Milliseconds per search over a root's whole core (what a filter change costs the
 * browser once the core is loaded), for each of `queries`; the first search, which
 * prepares the core's typed columns and orders, is left out.
 */
export function inBrowser(queries: SearchFilter[], coreJson: string): number[] {
  const core = JSON.parse(coreJson) as SearchCore;
  searchCore(core, queries[0]!);
  return queries.map((filter) => {
    const started = performance.now();
    searchCore(core, filter);
    return performance.now() - started;
  });
}
