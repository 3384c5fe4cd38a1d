/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeEdgeFunction } from '../edge-function';
import type { RouteTable } from '@brokerage/core/routing/route-table';

const table: RouteTable = {
  version: 1,
  moved: { '/property-for-sale/old-flat-31/': '/property-for-sale/sea-view-flat-31/' },
  gone: ['/property-for-sale/sold-villa-7/'],
  redirects: { '/spring-offers/': { to: '/properties/for-sale/in-dubai-marina/', permanent: true } },
};

/** Runs the bundle as Netlify would, on Node's Request and Response, each page answering 200 from `next`. */
function answers(file: string, paths: string[]) {
  const script = `
    const { default: edge } = await import(${JSON.stringify(file)});
    const next = async () => new Response('<html></html>', { headers: { 'content-type': 'text/html', 'x-frame-options': 'SAMEORIGIN' } });
    const out = {};
    for (const p of ${JSON.stringify(paths)}) {
      const r = await edge(new Request('https://www.oasiskey.ae' + p), { next });
      out[p] = r ? [r.status, r.headers.get('location'), r.headers.get('x-frame-options')] : null;
    }
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('the edge function bundle', () => {
  it("answers the build's route table: former addresses 301, gone listings 410 on their page, editors' redirects", async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'edge-'));
    try {
      writeFileSync(path.join(outdir, 'package.json'), '{"type":"module"}');
      const { file } = await writeEdgeFunction(
        path.resolve('.'),
        [{ key: 'x-frame-options', value: 'DENY' }],
        table,
        outdir,
      );
      expect(
        answers(file, [
          '/ru/property-for-sale/old-flat-31/?utm_source=portal',
          '/uae/property-for-sale/sold-villa-7/',
          '/spring-offers/',
          '/contact-oasis-key/',
          '/properties/for-sale/2-and-more-bedrooms/',
        ]),
      ).toEqual({
        '/ru/property-for-sale/old-flat-31/?utm_source=portal': [
          301,
          '/ru/property-for-sale/sea-view-flat-31/?utm_source=portal',
          null,
        ],
        // The gone listing's own page, with its status and the site's headers, one value each.
        '/uae/property-for-sale/sold-villa-7/': [410, null, 'DENY'],
        '/spring-offers/': [301, '/properties/for-sale/in-dubai-marina/', null],
        '/contact-oasis-key/': null,
        '/properties/for-sale/2-and-more-bedrooms/': [301, '/properties/for-sale/in-dubai/from-2-bedrooms/', null],
      });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
