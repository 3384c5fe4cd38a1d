import path from 'node:path';

/** Where the build leaves its bundle report, outside public/ (never deployed). */
export const REPORT_FILE = path.resolve('.cache', 'site-bundle', 'report.json');

export type BundleReport = {
  /** Each chunk group (Gatsby's `app` and one per page template) with its files in load order. */
  groups: Record<string, string[]>;
  /** Each emitted JS file with the modules webpack put in it, largest first (source bytes). */
  files: Record<string, { module: string; bytes: number }[]>;
};
