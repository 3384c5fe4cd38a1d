import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FUNCTIONS_DIR, wrapEngineFunctions } from '../engine-function';

type Answer = { statusCode: number; multiValueHeaders: Record<string, string[]>; body: string };

describe('wrapEngineFunctions', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'engine-'));
  const folder = path.join(root, FUNCTIONS_DIR, 'ssr-engine-odb');
  mkdirSync(folder, { recursive: true });
  mkdirSync(path.join(root, FUNCTIONS_DIR, 'forms'), { recursive: true });
  // A stand-in for the adapter's handler: it answers with Gatsby's own headers.
  const adapterSource = `exports.handler = async (event) => ({
    statusCode: 200,
    multiValueHeaders: {
      'content-type': ['text/html; charset=utf-8'],
      'Referrer-Policy': ['same-origin'],
      'x-xss-protection': ['1; mode=block'],
    },
    body: event.path,
    metadata: { version: 1, builder_function: true, ttl: 0 },
  })`;
  writeFileSync(path.join(folder, 'ssr-engine-odb.js'), adapterSource);
  writeFileSync(path.join(root, FUNCTIONS_DIR, 'forms', 'forms.js'), 'exports.handler = () => null');
  afterAll(() => rmSync(root, { recursive: true }));

  const headers = [
    { key: 'content-security-policy', value: "default-src 'self'" },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    { key: 'cache-control', value: 'public, max-age=0, must-revalidate' },
  ];

  it("puts the site's headers on every answer of the engine, one value each, drops Gatsby's others, and leaves other Functions alone", async () => {
    expect(wrapEngineFunctions(root, headers)).toEqual(['ssr-engine-odb']);
    // A second adapter run over the same folder wraps the adapter's handler, not the wrapper.
    expect(wrapEngineFunctions(root, headers)).toEqual(['ssr-engine-odb']);
    const wrapped = (await import(path.join(folder, 'ssr-engine-odb.js'))) as {
      handler: (event: { path: string }) => Promise<Answer & { metadata: unknown }>;
    };
    const answer = await wrapped.handler({ path: '/uae/property-for-sale/flat-1/' });
    expect(answer.body).toBe('/uae/property-for-sale/flat-1/');
    expect(answer.metadata).toEqual({ version: 1, builder_function: true, ttl: 0 });
    expect(answer.multiValueHeaders).toEqual({
      'content-type': ['text/html; charset=utf-8'],
      'content-security-policy': ["default-src 'self'"],
      'referrer-policy': ['strict-origin-when-cross-origin'],
      'cache-control': ['public, max-age=0, must-revalidate'],
    });
    expect(readFileSync(path.join(root, FUNCTIONS_DIR, 'forms', 'forms.js'), 'utf8')).toBe(
      'exports.handler = () => null',
    );
  });
});
