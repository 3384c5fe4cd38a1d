import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './lib/env';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(html|js|json|txt|map)$/.test(name)) yield full;
  }
}

describe('what the browser downloads', () => {
  it('carries no CMS token', () => {
    const { cmsToken } = e2eEnv();
    const leaks: string[] = [];
    for (const file of files(path.resolve('public'))) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(cmsToken) || /Bearer [A-Za-z0-9]{20,}/.test(text)) leaks.push(path.relative('public', file));
    }
    assert.deepEqual(leaks, []);
  });

  it('holds no NUL bytes in any page (React 18 stream padding, see patches/gatsby+5.16.1.patch)', () => {
    const broken: string[] = [];
    for (const file of files(path.resolve('public'))) {
      if (file.endsWith('.html') && readFileSync(file).includes(0)) broken.push(path.relative('public', file));
    }
    assert.deepEqual(broken.slice(0, 10), [], `${broken.length} pages hold NUL bytes`);
  });
});
