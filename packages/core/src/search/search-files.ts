import { CORE_COLUMNS, areaShards, buildCore, columnFiles, coreToJson, type CoreColumn } from './core';
import { packFiles } from './card-packs';
import { geoToJson } from './geo';
import type { IndexEntry } from './index-entry';
import type { CoreManifest } from './index-file';

/**
 * A root's search files, named by `digest` of their text, with the manifest that names
 * them: the whole root's core as columns (`columnFiles`), each area's core (`areaShards`),
 * the map points (geo.ts) and the cards in packs (card-packs.ts). The same listings give
 * the same names, so a build writes only the files an edit changed.
 */
export function searchFiles(
  entries: readonly IndexEntry[],
  digest: (text: string) => string,
): { manifest: CoreManifest; files: Map<string, string> } {
  const files = new Map<string, string>();
  const add = (text: string) => {
    const name = digest(text);
    files.set(name, text);
    return name;
  };
  const core = buildCore(entries);
  const whole = columnFiles(core);
  const columns = Object.fromEntries(CORE_COLUMNS.map((column) => [column, add(whole.columns[column])])) as Record<
    CoreColumn,
    string
  >;
  const areas: Record<string, string> = {};
  for (const [area, shard] of areaShards(entries)) areas[area] = add(coreToJson(shard));
  const packs = packFiles(core, new Map(entries.map((entry) => [entry.id, entry])), add);
  return {
    manifest: { v: 2, all: { dict: add(whole.dict), columns }, areas, geo: add(geoToJson(entries)), packs },
    files,
  };
}
