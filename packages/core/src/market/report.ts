import type { DldFileKind } from './columns';
import { ownString } from './values';

/** What an import made of one file: rows read, kept, and every other row counted by reason. */
export type FileReport = {
  kind: DldFileKind;
  file: string;
  /** Data rows read (the header aside). */
  rows: number;
  /** Rows the figures count. */
  kept: number;
  /** Rows left out by design (another kind of transaction, an area the site does not cover, too old), by reason. */
  skipped: Record<string, number>;
  /** Rows that could not be read as the file defines them, by reason. */
  malformed: Record<string, number>;
  /** Rows of DLD areas no site area is mapped to, by DLD area name. */
  unmappedAreas: Record<string, number>;
  /** Columns the published file does not have (ignored). */
  extraColumns: string[];
};

/** Counts by reason, most first. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(reason: string, times = 1): void {
    const counted = this.counts.get(reason);
    // A reason may be a cell (a DLD area's name): a copy of it is kept, not the cell (ownString).
    this.counts.set(counted === undefined ? ownString(reason) : reason, (counted ?? 0) + times);
  }
  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }
  /** The counts, most first, with `more` counted in (without changing this tally). */
  toJSON(more: Record<string, number> = {}): Record<string, number> {
    const all = new Map(this.counts);
    for (const [reason, n] of Object.entries(more)) all.set(reason, (all.get(reason) ?? 0) + n);
    return Object.fromEntries([...all].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  }
}

const number = (n: number) => n.toLocaleString('en-GB');
const list = (counts: Record<string, number>, most = 12) => {
  const entries = Object.entries(counts);
  const shown = entries.slice(0, most).map(([reason, n]) => `${reason} ${number(n)}`);
  return entries.length > most ? [...shown, `and ${entries.length - most} more`].join('; ') : shown.join('; ');
};

/**
 * An import's report as people read it (the command's output, and the CMS's Market import
 * entry for editors).
 * @example reportText([transactionsReport, rentsReport], { salesTo: '2026-10-30', … })
 */
export function reportText(
  files: readonly FileReport[],
  facts: {
    salesTo: string | null;
    rentsTo: string | null;
    areas: readonly string[];
    mappingProblems: readonly string[];
  },
): string {
  const lines: string[] = [];
  for (const f of files) {
    const what = f.kind === 'transactions' ? 'sales' : 'rent contracts';
    const to = f.kind === 'transactions' ? facts.salesTo : facts.rentsTo;
    lines.push(`${f.file}: ${number(f.rows)} rows, ${number(f.kept)} ${what} kept${to ? ` (to ${to})` : ''}`);
    if (Object.keys(f.skipped).length) lines.push(`  skipped: ${list(f.skipped)}`);
    if (Object.keys(f.malformed).length) lines.push(`  malformed: ${list(f.malformed)}`);
    if (Object.keys(f.unmappedAreas).length) {
      lines.push(`  DLD areas without a site area (map them in the CMS, DLD areas): ${list(f.unmappedAreas)}`);
    }
    if (f.extraColumns.length) lines.push(`  columns not in the published file, ignored: ${f.extraColumns.join(', ')}`);
  }
  for (const problem of facts.mappingProblems) lines.push(`mapping: ${problem}`);
  lines.push(`areas with figures: ${facts.areas.length}${facts.areas.length ? ` (${facts.areas.join(', ')})` : ''}`);
  return lines.join('\n');
}
