// The site's code the CMS runs (saved-search alerts): one esbuild bundle of src/alerts/cms.ts.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the CMS requires it (git-ignored: it is made from src/ at install and at every CMS start). */
export const CMS_SHARED_FILE = path.join(root, 'cms', 'src', 'alerts', 'site-shared.js');

/** Bundles src/alerts/cms.ts as CommonJS for the CMS's Node; about 100 ms. */
export async function buildCmsShared() {
  await build({
    entryPoints: [path.join(root, 'src', 'alerts', 'cms.ts')],
    outfile: CMS_SHARED_FILE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: '// Generated from src/alerts/cms.ts by scripts/lib/cms-shared.mjs: edit the site code, not this file.',
    },
  });
  return CMS_SHARED_FILE;
}
