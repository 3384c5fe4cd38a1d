import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes `content` to `file` unless the file already holds exactly that: a rebuild rewrites
 * only the derived files (cards, sitemaps, the areas and review files, the route table) whose
 * content changed, so their modification times and a deploy's uploads follow the edit.
 * Answers whether it wrote.
 */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileSync(file, content);
  return true;
}

/** A derived file's JSON as it was written, or null when it is missing or not JSON. */
export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
