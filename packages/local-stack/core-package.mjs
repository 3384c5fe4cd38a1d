// The shared package (packages/core) as the local commands use it: npm builds it at install;
// after an edit to its sources, the next build, start or test run builds it again first, so
// neither the site nor the CMS runs rules older than the checkout.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const BUILD = path.join(ROOT, 'packages', 'core', 'build.mjs');

/** Builds packages/core when its build is missing or older than a source (a stat of each file when current). */
export function ensureCoreBuilt() {
  const result = spawnSync(process.execPath, [BUILD, '--if-stale'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('packages/core could not be built: see the errors above');
}
