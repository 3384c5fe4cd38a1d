import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Header } from '../../src/config/headers';
import type { RouteTable } from '@brokerage/core/routing/route-table';
import { readRouteTable } from '../site-pages/route-table-file';

/**
 * Where the bundle goes: netlify/edge-functions/path-answers.ts, where Netlify (deploy and
 * `netlify dev` alike) finds the site's edge functions, exports it. (netlify-cli's dev server
 * reads no edge function a build writes to Netlify's Frameworks API folder, and empties its
 * internal folder on start.)
 */
export const EDGE_BUNDLE_DIR = path.join('.netlify', 'site-edge');
const SOURCE = path.join('plugins', 'site-netlify', 'edge', 'path-answers.ts');

/**
 * Bundles the edge function (edge/path-answers.ts) with the URL grammar it runs into one
 * ES module under `root`'s `.netlify/site-edge/`, `headers` and the build's route table
 * (`routes`) built in; returns the file written and its size. The table grows with the
 * edits and gone listings, not the inventory.
 */
export async function writeEdgeFunction(
  root: string,
  headers: readonly Header[],
  routes: RouteTable | null = readRouteTable(root),
  outdir = path.join(root, EDGE_BUNDLE_DIR),
): Promise<{ file: string; bytes: number }> {
  mkdirSync(outdir, { recursive: true });
  const file = path.join(outdir, 'path-answers.js');
  // Loaded here, not with gatsby-config: only a Netlify build bundles the edge function.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, SOURCE)],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // The ES modules of the workspace package (packages/core), as webpack takes them: tree-shaken, no CommonJS wrapper.
    conditions: ['module'],
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { SITE_HEADERS: JSON.stringify(headers), ROUTE_TABLE: JSON.stringify(routes) },
    logLevel: 'silent',
  });
  return { file, bytes: statSync(file).size };
}
