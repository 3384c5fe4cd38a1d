// The site's code the CMS runs, made once at install (scripts/dev/install-cms.mjs), never at a
// CMS start: one esbuild bundle per CMS feature, from src/ (saved-search alerts:
// src/alerts/cms.ts; the listing feed's import: src/feed/cms.ts; market figures:
// src/market/cms.ts; listing numbers, former paths and editors' redirects: src/routing/cms.ts).
// The lead domain is a package of its own, built by npm (packages/leads, `prepare`).
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLES = [
  ['src/alerts/cms.ts', 'cms/src/alerts/site-shared.js'],
  ['src/feed/cms.ts', 'cms/src/feed/site-feed.js'],
  ['src/market/cms.ts', 'cms/src/market/market-shared.js'],
  ['src/routing/cms.ts', 'cms/src/addresses/routing-shared.js'],
];
/** Every source file each bundle was made from, recorded when it is made (git-ignored). */
const SOURCES_FILE = path.join(root, 'node_modules', '.cache', 'cms-shared-sources.json');
const BUILD_COMMAND = 'node scripts/dev/build-cms-shared.mjs';
const LEADS_COMMAND = 'npm run build --workspace=@brokerage/leads';

/** Bundles each entry as CommonJS for the CMS's Node; about 100 ms each. Returns the files written. */
export async function buildCmsShared() {
  const sources = {};
  for (const [entry, outfile] of BUNDLES) {
    const result = await build({
      entryPoints: [path.join(root, entry)],
      outfile: path.join(root, outfile),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
      metafile: true,
      // The lead domain stays the CMS's own dependency (cms/node_modules), not a copy inside a bundle.
      external: ['@brokerage/leads', '@brokerage/leads/*'],
      banner: {
        js: `// Generated from ${entry} by packages/local-stack/cms-shared.mjs: edit the site code, not this file.`,
      },
    });
    sources[outfile] = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
  }
  mkdirSync(path.dirname(SOURCES_FILE), { recursive: true });
  writeFileSync(SOURCES_FILE, JSON.stringify(sources, null, 1));
  return BUNDLES.map(([, outfile]) => path.join(root, outfile));
}

const modified = (file) => {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return null;
  }
};

/** The newest file of a folder, tests aside (the package's sources), and its time. */
function newestIn(folder) {
  let newest = { file: '', at: 0 };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else {
        const at = statSync(full).mtimeMs;
        if (at > newest.at) newest = { file: path.relative(root, full), at };
      }
    }
  };
  walk(path.join(root, folder));
  return newest;
}

/**
 * Why the site code the CMS would run is missing or older than its sources, with the command
 * that makes it, or null when it is current. Made at install, so a start only checks: a
 * CMS never runs site code older than the checkout.
 */
export function cmsSharedProblem() {
  const leadsBuilt = modified('packages/leads/dist/cjs/index.js');
  if (leadsBuilt === null) return `packages/leads is not built: run \`${LEADS_COMMAND}\` (or \`npm ci\`)`;
  const leadsSource = newestIn('packages/leads/src');
  if (leadsSource.at > leadsBuilt)
    return `packages/leads/dist is older than ${leadsSource.file}: run \`${LEADS_COMMAND}\``;
  let sources = null;
  try {
    sources = JSON.parse(readFileSync(SOURCES_FILE, 'utf8'));
  } catch {
    return `the CMS's site code has not been made here: run \`${BUILD_COMMAND}\` (or \`npm ci\`)`;
  }
  for (const [, outfile] of BUNDLES) {
    const made = modified(outfile);
    if (made === null || !sources[outfile]) return `${outfile} is missing: run \`${BUILD_COMMAND}\` (or \`npm ci\`)`;
    const newer = sources[outfile].find((file) => (modified(file) ?? Infinity) > made);
    if (newer) return `${outfile} is older than ${newer}: run \`${BUILD_COMMAND}\``;
  }
  return null;
}
