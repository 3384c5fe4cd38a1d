// The part of `npm run bench:search` that runs inside Chromium (bundled by esbuild there).
import { coreFromJson, joinColumns, mergeCores, searchCore, type SearchCore } from '../../src/search/core';
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

/**
 * Milliseconds per search over the entries and over the root's whole core; and from the
 * responses of a deep search to its results (parsed, joined, searched): one in some areas
 * (their cores) and one over all of Dubai (the root's dictionaries and the columns it reads).
 */
export function inBrowser(
  entries: IndexEntry[],
  queries: SearchFilter[],
  coreJson: string,
  deep: { shards: string[]; filter: SearchFilter },
  wide: { dict: string; columns: Record<string, string>; filter: SearchFilter },
) {
  const old = time(queries, (f) => runSearch(entries, f));
  let started = performance.now();
  const shards = deep.shards.map((json) => coreFromJson(JSON.parse(json)));
  searchCore(mergeCores(shards), deep.filter);
  const prepare = performance.now() - started;
  started = performance.now();
  const columns = Object.fromEntries(Object.entries(wide.columns).map(([c, json]) => [c, JSON.parse(json)]));
  searchCore(joinColumns(JSON.parse(wide.dict), columns), wide.filter);
  const prepareWide = performance.now() - started;
  const core = JSON.parse(coreJson) as SearchCore;
  searchCore(core, queries[0]!);
  return { old, core: time(queries, (f) => searchCore(core, f)), prepare, prepareWide };
}
