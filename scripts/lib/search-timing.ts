// The part of `npm run bench:search` that runs inside Chromium (bundled by esbuild there).
import { searchCore, type SearchCore } from '../../src/search/core';
import type { SearchFilter } from '../../src/search/filter';
import type { IndexEntry } from '../../src/search/index-entry';
import { runSearch } from '../../src/search/query';

function time(queries: readonly SearchFilter[], search: (filter: SearchFilter) => unknown): number[] {
  return queries.map((filter) => {
    const started = performance.now();
    search(filter);
    return performance.now() - started;
  });
}

/** Milliseconds per search over the entries and over the core, and the core's first (preparing) search. */
export function inBrowser(entries: IndexEntry[], queries: SearchFilter[], coreJson: string) {
  const old = time(queries, (f) => runSearch(entries, f));
  const started = performance.now();
  const core = JSON.parse(coreJson) as SearchCore;
  searchCore(core, queries[0]!);
  const prepare = performance.now() - started;
  return { old, core: time(queries, (f) => searchCore(core, f)), prepare };
}
