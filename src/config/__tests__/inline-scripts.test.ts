import fc from 'fast-check';
import { scriptHash } from '../headers';
import { FIXED_INLINE_SCRIPTS, executableInlineScripts, fixInlineScripts } from '../inline-scripts';

type GatsbyWindow = Window & { pagePath?: unknown; ___webpackCompilationHash?: unknown; ___chunkMapping?: unknown };
const win = window as GatsbyWindow;
const KEYS = ['pagePath', '___webpackCompilationHash', '___chunkMapping'] as const;

/** Runs the classic inline scripts of `html` as a browser would; returns Gatsby's globals. */
function runPage(html: string) {
  for (const key of KEYS) delete win[key];
  // Scripts parsed by the HTML parser (inert in a template), then run one by one.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('script'))) {
    if (element.getAttribute('src') || element.hasAttribute('type')) continue;
    const script = element;
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    new Function(element.textContent ?? '')();
    jest.restoreAllMocks();
  }
  return Object.fromEntries(KEYS.map((key) => [key, win[key]]));
}

// What Gatsby 5.16 writes into a page (the _gatsby-scripts slice and the script loader).
const gatsbyPage = (pagePath: string, hash: string, mapping: string) =>
  `<html><body><div id="___gatsby"></div>` +
  `<script type="module">const e="undefined"!=typeof HTMLImageElement;</script>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(mapping)};\n          </script>` +
  `<script>window.___webpackCompilationHash="${hash}";</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="/app-0a1b2c3d4e5f60718293.js" async></script></body></html>`;

const externalize = (body: string) => `/static/inline/${body.length}.js`;

describe('fixInlineScripts', () => {
  it('sets the same globals as Gatsby’s own scripts, with only the fixed inline scripts left', () => {
    fc.assert(
      fc.property(
        // Paths as Gatsby writes them: a `</script>` inside would end Gatsby's own script too.
        fc.oneof(fc.webPath(), fc.string().filter((text) => !text.includes('<'))),
        fc.stringMatching(/^[0-9a-f]{20}$/),
        fc.dictionary(fc.string(), fc.array(fc.webPath())),
        (pagePath, hash, mapping) => {
          const original = gatsbyPage(pagePath, hash, JSON.stringify(mapping));
          const fixed = fixInlineScripts(original, externalize);
          expect(runPage(fixed)).toEqual(runPage(original));
          expect(executableInlineScripts(fixed)).toEqual([...FIXED_INLINE_SCRIPTS].sort((a, b) => fixed.indexOf(a) - fixed.indexOf(b)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('gives every page and build the same inline script hashes', () => {
    const hashes = (html: string) => executableInlineScripts(fixInlineScripts(html, externalize)).map(scriptHash);
    expect(hashes(gatsbyPage('/uae/', 'a'.repeat(20), '{"app":["/app-1.js"]}'))).toEqual(
      hashes(gatsbyPage('/property-for-sale/x-1/', 'b'.repeat(20), '{"app":["/app-2.js"]}')),
    );
  });

  it('moves inline module scripts to the file externalize names, keeping their attributes', () => {
    const fixed = fixInlineScripts('<script type="module">const e=1;</script>', externalize);
    expect(fixed).toBe('<script type="module" src="/static/inline/10.js"></script>');
  });

  it('changes nothing on a page it already fixed, in data blocks or in unknown scripts', () => {
    const once = fixInlineScripts(gatsbyPage('/', 'c'.repeat(20), '{}'), externalize);
    expect(fixInlineScripts(once, externalize)).toBe(once);
    for (const html of ['<script type="application/ld+json">{"a":1}</script>', '<script>alert(1)</script>', '<script>window.pagePath=oops;</script>']) {
      expect(fixInlineScripts(html, externalize)).toBe(html);
    }
  });
});

describe('executableInlineScripts', () => {
  it('finds the inline scripts a browser runs and skips external scripts and data blocks', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">two()</script>',
      '<script type="text/javascript">three()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/app-123.js" async></script>',
      '<script id="x" data-page-path="/a/">four()</script>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['one()', 'two()', 'three()', 'four()']);
  });
});
