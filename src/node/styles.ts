import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'sass';
import rtlcss from 'rtlcss';

export type CssFiles = { ltr: string; rtl: string };

/**
 * Compiles the site's Sass (only the Bootstrap parts the site uses) into one cached
 * stylesheet per writing direction, instead of Gatsby inlining global CSS into every
 * page's HTML. Returns their public URLs; names carry a content hash.
 */
export function buildStylesheets(publicDir: string): CssFiles {
  const { css } = compile(path.resolve('src/styles/site.scss'), {
    style: 'compressed',
    loadPaths: [path.resolve('node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
  });
  const rtl = rtlcss.process(css);
  const outDir = path.join(publicDir, 'css');
  mkdirSync(outDir, { recursive: true });
  const write = (name: string, content: string) => {
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
    const file = `${name}.${hash}.css`;
    writeFileSync(path.join(outDir, file), content);
    return `/css/${file}`;
  };
  return { ltr: write('site', css), rtl: write('site.rtl', rtl) };
}
