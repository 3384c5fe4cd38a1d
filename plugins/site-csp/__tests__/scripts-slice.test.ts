import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXED_INLINE_SCRIPTS, executableInlineScripts } from '../../../src/config/inline-scripts';
import { runInlineScripts } from '../../../src/testing/run-inline-scripts';

/**
 * Runs Gatsby's own (patched, patches/gatsby+5.16.1.patch) webpack stats extractor on a
 * stand-in compilation, in a node process of its own (Gatsby's store loads ES modules jest
 * cannot), and returns the scripts slice it writes into every page.
 */
function scriptsSlice(hash: string, chunks: Record<string, string[]>): string {
  const cwd = mkdtempSync(path.join(tmpdir(), 'slice-'));
  mkdirSync(path.join(cwd, 'public'));
  const program = `
    const { GatsbyWebpackStatsExtractor } = require(${JSON.stringify(require.resolve('gatsby/dist/utils/gatsby-webpack-stats-extractor'))});
    let hook;
    new GatsbyWebpackStatsExtractor('').apply({ hooks: { done: { tapAsync: (_, fn) => (hook = fn) } } });
    const chunks = ${JSON.stringify(chunks)};
    const stats = {
      hash: ${JSON.stringify(hash)},
      compilation: { chunkGroups: Object.entries(chunks).map(([name, files]) => ({ name, chunks: [{ files }], getChildrenByOrders: () => ({}) })) },
      toJson: () => ({ namedChunkGroups: {}, name: '', assets: [] }),
    };
    hook(stats, () => process.exit(0));
  `;
  execFileSync(process.execPath, ['-e', program], {
    cwd,
    env: { ...process.env, GATSBY_SLICES: 'true' },
    stdio: 'pipe',
  });
  return readFileSync(path.join(cwd, 'public', '_gatsby', 'slices', '_gatsby-scripts-1.html'), 'utf8');
}

describe('Gatsby’s scripts slice (patched)', () => {
  it('sets the chunk mapping and compilation hash Gatsby sets, with only fixed inline scripts', () => {
    const chunks = {
      app: ['app-0123456789abcdef.js'],
      'component---src-templates-listing-tsx': ['component---src-templates-listing-tsx-aa.js'],
    };
    const slice = scriptsSlice('947a127458e293830997', chunks);
    expect(
      executableInlineScripts(slice).every((script) => (FIXED_INLINE_SCRIPTS as readonly string[]).includes(script)),
    ).toBe(true);
    const globals = runInlineScripts(slice);
    expect(globals.___webpackCompilationHash).toBe('947a127458e293830997');
    // Gatsby keeps the mapping as JSON text, which its loader parses.
    expect(JSON.parse(String(globals.___chunkMapping))).toEqual({
      app: ['/app-0123456789abcdef.js'],
      'component---src-templates-listing-tsx': ['/component---src-templates-listing-tsx-aa.js'],
    });
    expect(slice).toContain('<script src="/app-0123456789abcdef.js" async></script>');
  });
});
