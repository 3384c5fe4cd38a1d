import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { policyOptions, recordBuiltPolicy, secureInlineScripts, servedPolicy } from '../csp';
import { FIXED_INLINE_SCRIPTS, executableInlineScripts } from '../../config/inline-scripts';

const gatsbyPage = (pagePath: string, extra = '') =>
  `<html><head><script type="module">const e=1;</script></head><body>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="0123456789abcdef0123";</script>${extra}</body></html>`;

function site(pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  return root;
}

describe('secureInlineScripts', () => {
  it('leaves every page with only the fixed inline scripts and one file per module script', () => {
    const root = site({ 'index.html': gatsbyPage('/'), 'uae/index.html': gatsbyPage('/uae/'), '404.html': gatsbyPage('/404.html') });
    const result = secureInlineScripts(root);
    expect(result).toMatchObject({ pages: 3, rewritten: 3, externalFiles: 1, blocked: [] });
    for (const file of ['index.html', 'uae/index.html', '404.html']) {
      expect(executableInlineScripts(readFileSync(path.join(root, file), 'utf8')).sort()).toEqual([...FIXED_INLINE_SCRIPTS].sort());
    }
    const [moduleFile] = readdirSync(path.join(root, 'static/inline'));
    expect(readFileSync(path.join(root, 'static/inline', moduleFile ?? ''), 'utf8')).toBe('const e=1;');
    expect(secureInlineScripts(root)).toMatchObject({ rewritten: 0, blocked: [] });
  });

  it('reports an inline script the policy would block, with a page it is on', () => {
    const root = site({ 'contact/index.html': gatsbyPage('/contact/', '<script>track("x")</script>') });
    const { blocked } = secureInlineScripts(root);
    expect(blocked).toEqual([{ hash: expect.stringMatching(/^'sha256-/), page: path.join('contact', 'index.html'), excerpt: 'track("x")' }]);
  });
});

describe('the policy a built site is served with', () => {
  it('is the one the build recorded, else the environment’s', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const env = { GATSBY_CMS_PUBLIC_URL: 'https://cms.example.com' };
    expect(servedPolicy(root, env)).toEqual(policyOptions(env));
    recordBuiltPolicy(root, { cmsPublicUrl: 'http://127.0.0.1:1337' });
    expect(servedPolicy(root, env)).toEqual({ cmsPublicUrl: 'http://127.0.0.1:1337' });
  });
});
