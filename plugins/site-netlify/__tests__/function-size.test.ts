/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { open } from 'lmdb';
import { FUNCTIONS_DIR } from '../engine-function';
import {
  compactDatastore,
  DATASTORE_DIR,
  describeFunction,
  finishEngineFunctions,
  FUNCTION_LIMIT_BYTES,
  functionSizes,
  type FunctionSize,
} from '../function-size';

function writeFunction(root: string, name: string, includedFiles: string[]) {
  const folder = path.join(root, FUNCTIONS_DIR, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.js`), 'exports.handler = () => {};\n');
  writeFileSync(path.join(folder, `${name}.json`), JSON.stringify({ config: { includedFiles } }));
}

describe('compactDatastore', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'datastore-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives back the pages of removed nodes and keeps every node left', async () => {
    const store = open({ path: path.join(root, DATASTORE_DIR), compression: true });
    const nodes = store.openDB({ name: 'nodes' });
    // Bodies that do not compress, as the store's compression would shrink a repeated one.
    const bodies = Array.from({ length: 3000 }, () => randomBytes(3000).toString('base64'));
    const bodyOf = (i: number) => bodies[i];
    for (let i = 0; i < 3000; i++) await nodes.put(`node-${i}`, { id: i, body: bodyOf(i) });
    for (let i = 0; i < 3000; i++) if (i % 10) await nodes.remove(`node-${i}`);
    await store.close();

    const { before, after } = await compactDatastore(root);
    expect(before).toBeGreaterThan(3000 * 3840);
    expect(after).toBeLessThan(before / 3);
    expect(statSync(path.join(root, DATASTORE_DIR, 'data.mdb')).size).toBe(after);

    const reopened = open({ path: path.join(root, DATASTORE_DIR), compression: true });
    const kept = reopened.openDB({ name: 'nodes' });
    const ids = [...kept.getRange()].map(({ value }) => (value as { id: number }).id);
    expect(ids).toHaveLength(300);
    expect(ids.every((id) => id % 10 === 0)).toBe(true);
    expect((kept.get('node-2990') as { body: string }).body).toBe(bodyOf(2990));
    await reopened.close();
  });

  it('does nothing without a datastore', async () => {
    await expect(compactDatastore(root)).resolves.toEqual({ before: 0, after: 0 });
  });
});

describe('functionSizes', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'functions-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('counts a Function, the files and folders its manifest takes along, and names the largest', () => {
    mkdirSync(path.join(root, '.cache', 'page-ssr', 'routes'), { recursive: true });
    writeFileSync(path.join(root, '.cache', 'page-ssr', 'routes', 'a.js'), 'a'.repeat(1000));
    writeFileSync(path.join(root, '.cache', 'page-ssr', 'routes', '[slug].js'), 'b'.repeat(3000));
    writeFileSync(path.join(root, '.cache', 'big.bin'), Buffer.alloc(5000));
    writeFunction(root, 'ssr-engine', ['.cache/big.bin', '.cache/page-ssr/routes/*slug*.js', '.cache/missing.js']);
    writeFunction(root, 'forms', ['.cache/page-ssr/**']);

    const sizes = functionSizes(root);
    expect(sizes.map(({ name }) => name)).toEqual(['forms', 'ssr-engine']);
    const [forms, engine] = sizes as [FunctionSize, FunctionSize];
    const own = 'exports.handler = () => {};\n'.length;
    expect(engine.name).toBe('ssr-engine');
    expect(engine.files).toBe(2);
    expect(engine.largest).toEqual({ file: path.join('.cache', 'big.bin'), bytes: 5000 });
    expect(engine.bytes).toBe(
      5000 + 3000 + own + statSync(path.join(root, FUNCTIONS_DIR, 'ssr-engine', 'ssr-engine.json')).size,
    );
    expect(forms.files).toBe(2);
    expect(forms.bytes).toBeGreaterThan(4000);
  });

  it('says when a Function is over Netlify’s limit, and the build fails naming it', async () => {
    const over = describeFunction({
      name: 'ssr-engine',
      bytes: FUNCTION_LIMIT_BYTES + 1,
      files: 3,
      largest: { file: '.cache/data/datastore/data.mdb', bytes: FUNCTION_LIMIT_BYTES },
    });
    expect(over.fits).toBe(false);
    expect(over.line).toBe(
      "ssr-engine 250.0 MB unzipped (3 files, largest .cache/data/datastore/data.mdb 250.0 MB): over Netlify's 250.0 MB limit",
    );
    expect(describeFunction({ name: 'forms', bytes: 1536 * 1024, files: 0, largest: { file: '', bytes: 0 } })).toEqual({
      line: 'forms 1.5 MB unzipped (0 files)',
      fits: true,
    });

    // A sparse file: its size counts, as the Function's would, without writing 250 MB here.
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    const big = path.join(root, '.cache', 'big.bin');
    writeFileSync(big, '');
    truncateSync(big, FUNCTION_LIMIT_BYTES + 1);
    writeFunction(root, 'ssr-engine', ['.cache/big.bin']);
    await expect(finishEngineFunctions(root)).rejects.toThrow(
      /ssr-engine 250\.0 MB unzipped .*over Netlify's 250\.0 MB limit.*DEFERRED_LOCALES=none/,
    );
  });
});
