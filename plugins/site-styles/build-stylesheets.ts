import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import rtlcss from 'rtlcss';

/** Public URLs of the compiled stylesheets, one per writing direction. */
export type CssFiles = { ltr: string; rtl: string };

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every Sass file under `dir`, sorted, so their digest does not depend on the file system's order. */
function sassFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sassFiles(full);
      return entry.name.endsWith('.scss') ? [full] : [];
    })
    .sort();
}

/**
 * The digest of everything the stylesheets are made from: the site's Sass files and the
 * versions of Bootstrap, Sass and rtlcss. Equal digests compile to equal stylesheets.
 */
export function stylesDigest(entry: string, packageVersions: readonly string[]): string {
  const sources = sassFiles(path.dirname(entry)).map((file) => `${file}\n${readFileSync(file, 'utf8')}`);
  return digest([...packageVersions, ...sources].join('\n'));
}

/**
 * Compiles `entry` (only the Bootstrap parts the site uses) into one stylesheet per writing
 * direction (rtlcss for Arabic) under `publicDir/css`, named by content hash, instead of
 * Gatsby inlining global CSS into every page's HTML.
 */
export function buildStylesheets(publicDir: string, entry: string): CssFiles {
  const { css } = compile(entry, {
    style: 'compressed',
    loadPaths: [path.resolve('node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
  });
  const outDir = path.join(publicDir, 'css');
  mkdirSync(outDir, { recursive: true });
  const write = (name: string, content: string) => {
    const file = `${name}.${digest(content).slice(0, 12)}.css`;
    writeFileSync(path.join(outDir, file), content);
    return `/css/${file}`;
  };
  return { ltr: write('site', css), rtl: write('site.rtl', rtlcss.process(css)) };
}

/** Whether both stylesheets of `files` are still in `publicDir`. */
export const stylesheetsExist = (publicDir: string, files: CssFiles) =>
  [files.ltr, files.rtl].every((url) => existsSync(path.join(publicDir, url)));
