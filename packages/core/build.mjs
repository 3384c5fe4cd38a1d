// node packages/core/build.mjs [--if-stale]: builds the package into dist/ (CommonJS for Node
// and the CMS, ES modules for webpack, declarations for TypeScript). npm runs it at install
// (`prepare`); a site build, a local CMS start, npm test and npm run typecheck run it with
// --if-stale (packages/local-stack/core-package.mjs), which builds only when a source is
// newer than the last build, so no one runs rules older than the checkout.
import { spawnSync } from 'node:child_process';
import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(HERE, 'dist');
/** Written last: a build cut short leaves no stamp, so the next check builds again. */
const STAMP = path.join(DIST, '.built');
/** What the build reads: a change to any of them makes dist/ stale. */
const INPUTS = ['src', 'package.json', 'tsconfig.build.json', 'tsconfig.esm.json', 'build.mjs'];

/** Newest modification time under `entry`, tests left out (a removed file changes its folder's time). */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, at: stat.mtimeMs };
  let found = { file: entry, at: stat.mtimeMs };
  for (const name of readdirSync(entry)) {
    if (name === '__tests__') continue;
    const inner = newest(path.join(entry, name));
    if (inner.at > found.at) found = inner;
  }
  return found;
}

/** Why dist/ cannot be used as it is, or null when it is current. */
export function staleReason() {
  let built;
  try {
    built = statSync(STAMP).mtimeMs;
  } catch {
    return 'packages/core is not built';
  }
  for (const input of INPUTS) {
    const { file, at } = newest(path.join(HERE, input));
    if (at > built) return `packages/core/dist is older than ${path.relative(path.join(HERE, '..', '..'), file)}`;
  }
  return null;
}

/** Compiles into a folder of its own, then swaps it in: a reader never meets a half-written dist/. */
export function build() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const next = path.join(HERE, `dist.${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  for (const [config, outDir] of [
    ['tsconfig.build.json', 'cjs'],
    ['tsconfig.esm.json', 'esm'],
  ]) {
    const args = [tsc, '-p', path.join(HERE, config), '--outDir', path.join(next, outDir)];
    if (outDir === 'cjs') args.push('--declarationDir', path.join(next, 'types'));
    const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (result.status !== 0) {
      rmSync(next, { recursive: true, force: true });
      throw new Error(`packages/core: tsc -p ${config} failed`);
    }
  }
  writeFileSync(path.join(next, '.built'), `${new Date().toISOString()}\n`);
  rmSync(DIST, { recursive: true, force: true });
  renameSync(next, DIST);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = process.argv.includes('--if-stale') ? staleReason() : 'asked';
  if (reason) {
    if (reason !== 'asked') console.log(`[core] ${reason}: building it`);
    try {
      build();
    } catch (error) {
      console.error(`[core] ${error.message}`);
      process.exit(1);
    }
  }
}
