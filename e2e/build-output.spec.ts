import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { open } from 'lmdb';
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

  it('leaves no CMS token in Gatsby’s datastore, which the CDN’s engine Function carries', () => {
    // The source plugin reads the token from STRAPI_TOKEN (plugins/site-cms/source-options.ts):
    // Gatsby keeps every plugin's options as SitePlugin nodes in this store.
    const { cmsToken } = e2eEnv();
    const store = open({ path: path.resolve('.cache', 'data', 'datastore'), readOnly: true, compression: true });
    const nodes = store.openDB({ name: 'nodes' });
    let count = 0;
    const holding: string[] = [];
    for (const { value } of nodes.getRange()) {
      count++;
      const node = value as { id: string; internal: { type: string } };
      if (JSON.stringify(node).includes(cmsToken)) holding.push(`${node.internal.type} ${node.id}`);
    }
    assert.ok(count > 1000, `${count} nodes read`);
    assert.deepEqual(holding, []);
  });

  it('holds no page path of an area in its scripts: no match paths, whatever the inventory', () => {
    // Gatsby would list every pre-rendered area page under a shell's matchPath in the app
    // bundle; deep searches are rewrites instead (packages/core/src/routing/client-routes.ts). The Dubai-wide
    // entry points are not area pages: the footer links /properties/for-rent/in-dubai/.
    const listed: string[] = [];
    for (const name of readdirSync(path.resolve('public')).filter((n) => n.endsWith('.js'))) {
      const text = readFileSync(path.resolve('public', name), 'utf8');
      if (/properties\/for-(sale|rent)\/in-(?!dubai\/)[a-z-]+\//.test(text)) listed.push(name);
    }
    assert.deepEqual(listed, []);
  });

  it('carries no source maps and no build-side code', () => {
    const found: string[] = [];
    for (const file of files(path.resolve('public'))) {
      // The build's env reader names the token variable; the browser never needs it.
      if (
        file.endsWith('.map') ||
        (/\.(js|json|html)$/.test(file) && readFileSync(file, 'utf8').includes('STRAPI_TOKEN'))
      ) {
        found.push(path.relative('public', file));
      }
    }
    assert.deepEqual(found.slice(0, 10), [], `${found.length} files`);
  });

  it('holds no NUL bytes in any page (React 18 stream padding, see patches/gatsby+5.16.1.patch)', () => {
    const broken: string[] = [];
    for (const file of files(path.resolve('public'))) {
      if (file.endsWith('.html') && readFileSync(file).includes(0)) broken.push(path.relative('public', file));
    }
    assert.deepEqual(broken.slice(0, 10), [], `${broken.length} pages hold NUL bytes`);
  });
});
