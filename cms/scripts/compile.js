// @ts-check
'use strict';

/**
 * Compiles the CMS (config/ and src/, TypeScript) into
 * cms/dist/, which Strapi loads: at install (scripts/dev/install-cms.mjs), and at a start
 * (cms/server.js) only when a source is newer than the last compile. `tsc --build` is
 * incremental (dist/.tsbuildinfo): after one edit it compiles that file and what depends on it.
 *   node cms/scripts/compile.js   (npm run compile in cms/)
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const APP_DIR = path.resolve(__dirname, '..');
const DIST_DIR = path.join(APP_DIR, 'dist');
const BUILD_INFO = path.join(DIST_DIR, '.tsbuildinfo');
/** Held while one process compiles: CMSs started side by side (the tests) never load a half-written dist/. */
const LOCK = path.join(APP_DIR, '.compile-lock');
/** A lock older than this was left by a process that died. */
const STALE_LOCK_MS = 5 * 60_000;
/** What the compile reads: a change to any of them makes dist/ stale. */
const INPUTS = ['tsconfig.json', 'config', 'src', 'types'];
/** What Strapi reads from dist/, so what a source's removal must remove there too. */
const OUTPUT_DIRS = ['config', 'src'];

/**
 * Newest modification time (ms) of the files under `entry`, tests left out.
 * @param {string} entry
 * @returns {number}
 */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return 0;
    throw error;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a file removed or renamed changes its folder's time
  for (const name of fs.readdirSync(entry)) {
    if (name === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** True when dist/ is missing or older than a source. */
function isStale() {
  const built = newestMtime(BUILD_INFO);
  return built === 0 || INPUTS.some((input) => newestMtime(path.join(APP_DIR, input)) > built);
}

/**
 * The sources an output in dist/ can come from (`x.js` from `x.ts` or `x.js`).
 * @param {string} output
 */
function sourcesOf(output) {
  const source = path.join(APP_DIR, path.relative(DIST_DIR, output));
  return source.endsWith('.js') ? [source, `${source.slice(0, -3)}.ts`] : [source];
}

/**
 * Removes what dist/ still holds of a source that is gone (a removed content type must not load).
 * @param {string} dir
 */
function pruneOrphans(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      pruneOrphans(file);
      if (fs.readdirSync(file).length === 0) fs.rmdirSync(file);
    } else if (!sourcesOf(file).some((source) => fs.existsSync(source))) {
      fs.rmSync(file);
    }
  }
}

/**
 * Runs `work` holding the compile lock, waiting (synchronously, as a start does) for another process's.
 * @template T
 * @param {() => T} work
 * @returns {T}
 */
function withLock(work) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (Date.now() - newestMtime(LOCK) > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Runs `tsc --build` for cms/ when needed. Its report goes to stderr: a start prints one
 * line on stdout. Type errors do not stop a start (the code is emitted as written; `npm run
 * typecheck` fails on them); a compile that emits nothing throws.
 * @param {{ force?: boolean }} [options]
 * @returns {boolean} whether it compiled
 */
function compile({ force = false } = {}) {
  if (!force && !isStale()) return false;
  // Checked again under the lock: another process may have compiled meanwhile.
  return withLock(() => (force || isStale() ? runTsc() : false));
}

/** `tsc --build`, then the outputs of removed sources removed. */
function runTsc() {
  const tsc = require.resolve('typescript/bin/tsc', { paths: [APP_DIR] });
  const result = spawnSync(process.execPath, [tsc, '--build', APP_DIR], { stdio: ['ignore', 2, 2] });
  if (result.error) throw result.error;
  // tsc's exit status 2: diagnostics reported, outputs written.
  if (result.status === 2) process.stderr.write('[compile] cms/ has TypeScript errors (above); dist/ was written\n');
  else if (result.status !== 0) throw new Error(`tsc --build cms/ failed (exit status ${result.status})`);
  for (const dir of OUTPUT_DIRS) pruneOrphans(path.join(DIST_DIR, dir));
  return true;
}

module.exports = { compile, DIST_DIR };

if (require.main === module) {
  try {
    const started = Date.now();
    const compiled = compile({ force: process.argv.includes('--force') });
    process.stderr.write(
      compiled ? `[compile] cms/dist/ written in ${Date.now() - started} ms\n` : '[compile] cms/dist/ is up to date\n',
    );
  } catch (error) {
    process.stderr.write(`[compile] ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
