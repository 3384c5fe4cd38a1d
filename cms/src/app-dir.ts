import fs from 'fs';
import path from 'path';

/** The nearest folder at or above `from` that holds a package.json. */
function packageDirOf(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json at or above ${from}`);
  }
}

/**
 * The CMS's own folder (cms/), whether this module runs from src/ (tests) or from its build
 * in dist/src/ (Strapi): where .env, .tmp/ and public/ are.
 */
export const APP_DIR = packageDirOf(__dirname);

/** A path given relative to cms/ (DATABASE_FILENAME, OUTBOX_DIR, PRIVATE_FILES_DIR), made absolute. */
export const fromAppDir = (...segments: string[]): string => path.resolve(APP_DIR, ...segments);
