import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { open } from 'lmdb';
import { FUNCTIONS_DIR } from './engine-function';

/** Netlify's limit on a Function's bundle, unzipped (AWS Lambda's): a larger one does not deploy. */
export const FUNCTION_LIMIT_BYTES = 250 * 1024 * 1024;
/** Gatsby's datastore, which gatsby-adapter-netlify puts inside the engine Functions. */
export const DATASTORE_DIR = path.join('.cache', 'data', 'datastore');

type NativeEnv = { copy(to: string, compact: boolean, done: (error?: Error) => void): void; close(): void };

export type FunctionSize = { name: string; bytes: number; files: number; largest: { file: string; bytes: number } };

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function treeBytes(dir: string): number {
  return filesUnder(dir).reduce((sum, file) => sum + statSync(file).size, 0);
}

/**
 * Compacts Gatsby's datastore in place: LMDB never hands freed pages back, so after a few
 * warm builds its file is mostly free space (613 MB holding 113 MB of nodes at 5,000
 * listings). A compacted copy holds the same nodes in the fewest pages; the next build opens
 * it like any other. Run only when no process has the store open (after `gatsby build` exits).
 */
export async function compactDatastore(root: string): Promise<{ before: number; after: number }> {
  const dir = path.join(root, DATASTORE_DIR);
  const file = path.join(dir, 'data.mdb');
  if (!existsSync(file)) return { before: 0, after: 0 };
  const before = statSync(file).size;
  const copy = path.join(root, '.cache', 'data', 'datastore-compacted');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // Read-only: a compacting copy taken through a writable environment of lmdb 2.5 came out
  // empty. Its `backup()` copies without compacting, so the environment's own `copy` is used,
  // and closed directly (the store's `close()` fails on a read-only store in this version).
  const store = open({ path: dir, readOnly: true });
  const env = (store as unknown as { env: NativeEnv }).env;
  try {
    await new Promise<void>((resolve, reject) => env.copy(copy, true, (error) => (error ? reject(error) : resolve())));
  } finally {
    env.close();
  }
  renameSync(path.join(copy, 'data.mdb'), file);
  // The lock file keeps the last transaction's number, which readers trust over the data
  // file's; the compacted copy starts its count again, so a stale lock file would show it
  // empty. LMDB writes a new one on the next open.
  rmSync(path.join(dir, 'lock.mdb'), { force: true });
  rmSync(copy, { recursive: true, force: true });
  return { before, after: statSync(file).size };
}

/**
 * The files one `includedFiles` entry of the adapter's manifest names: a file, a folder
 * (`dir/**`), or a file whose name had brackets (the adapter writes `*` for each).
 */
function matchIncluded(root: string, pattern: string): string[] {
  const full = path.join(root, pattern.replace(/\/\*\*$/, ''));
  if (!full.includes('*')) {
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  }
  const dir = path.dirname(full);
  const name = new RegExp(
    `^${path
      .basename(full)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.')}$`,
  );
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((entry) => name.test(entry))
        .map((entry) => path.join(dir, entry))
    : [];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * What each Function the adapter wrote will weigh unzipped: its own folder, the files its
 * manifest takes along (the engine's: Gatsby's datastore and page renderers) and the
 * packages it names as external (their own folders; what they require is not counted, so
 * this is a floor).
 */
export function functionSizes(root: string): FunctionSize[] {
  const functions = path.join(root, FUNCTIONS_DIR);
  if (!existsSync(functions)) return [];
  return readdirSync(functions, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(functions, entry.name, `${entry.name}.json`)))
    .map(({ name }) => {
      const { config } = JSON.parse(readFileSync(path.join(functions, name, `${name}.json`), 'utf8')) as {
        config: { includedFiles?: string[]; externalNodeModules?: string[] };
      };
      const files = (config.includedFiles ?? []).flatMap((pattern) => matchIncluded(root, pattern));
      const sized = files.map((file) => ({ file: path.relative(root, file), bytes: statSync(file).size }));
      const modules = (config.externalNodeModules ?? [])
        .map((module) => path.join(root, 'node_modules', module))
        .filter((dir) => existsSync(dir));
      const bytes =
        treeBytes(path.join(functions, name)) +
        sized.reduce((sum, { bytes: size }) => sum + size, 0) +
        modules.reduce((sum, dir) => sum + treeBytes(dir), 0);
      const largest = sized.reduce((top, entry) => (entry.bytes > top.bytes ? entry : top), { file: '', bytes: 0 });
      return { name, bytes, files: files.length, largest };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The line the build prints for one Function, and whether it deploys. */
export function describeFunction({ name, bytes, files, largest }: FunctionSize): { line: string; fits: boolean } {
  const fits = bytes <= FUNCTION_LIMIT_BYTES;
  const biggest = largest.bytes ? `, largest ${largest.file} ${MB(largest.bytes)}` : '';
  return {
    line: `${name} ${MB(bytes)} unzipped (${files} files${biggest})${fits ? '' : `: over Netlify's ${MB(FUNCTION_LIMIT_BYTES)} limit`}`,
    fits,
  };
}

/**
 * The step after a build for the CDN (scripts/lib/build-site.mjs `finishCdnBuild`): compacts the
 * datastore the engine Functions carry, then checks every Function against Netlify's limit.
 * A Function over it fails the build here, with its size and what fills it, instead of the
 * deploy failing later on Netlify.
 */
export async function finishEngineFunctions(root: string): Promise<string[]> {
  const { before, after } = await compactDatastore(root);
  const sizes = functionSizes(root).map(describeFunction);
  const lines = [
    before ? `datastore compacted: ${MB(before)} → ${MB(after)}` : 'no datastore',
    ...sizes.map(({ line }) => line),
  ];
  const over = sizes.filter(({ fits }) => !fits);
  if (over.length) {
    throw new Error(
      `${lines.join('; ')}. A Function over the limit does not deploy. The engine Functions carry Gatsby's ` +
        `datastore, which grows with the inventory (about 17 KB a listing), and exist only for the pages ` +
        `rendered on first request. Set DEFERRED_LOCALES=none in the build's environment: every page is ` +
        `pre-rendered and no engine Function is made (docs/publishing.md: Deploying on Netlify).`,
    );
  }
  return lines;
}
