import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { PAGE_PATH_SCRIPT, executableInlineScripts } from '../../../src/config/inline-scripts';
import { runInlineScripts } from '../../../src/testing/run-inline-scripts';
import { BlockedScriptError, secureScripts } from '../secure-scripts';

// What Gatsby 5.16's static-entry puts after the body: its script loader and the scripts slice.
const loader = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />
);

describe('secureScripts', () => {
  it('sets the same window.pagePath as Gatsby’s loader, with only the fixed script inline', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webPath(),
          fc.string().filter((text) => !text.includes('<')),
        ),
        (pagePath) => {
          const original = renderToStaticMarkup(<>{loader(pagePath)}</>);
          const secured = renderToStaticMarkup(<>{secureScripts([loader(pagePath)], {}, pagePath)}</>);
          expect(runInlineScripts(secured).pagePath).toBe(runInlineScripts(original).pagePath);
          expect(executableInlineScripts(secured)).toEqual([PAGE_PATH_SCRIPT]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('leaves data blocks, external scripts and other elements alone, nested or not', () => {
    const elements = [
      <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Thing"}' }} />,
      <script key="app" src="/app-1234567890abcdef.js" async />,
      [<link key="css" rel="stylesheet" href="/css/site.css" />],
    ];
    expect(secureScripts(elements, {}, '/')).toEqual(elements);
  });

  it('keeps an inline script the policy allows and fails the page on any other, naming it', () => {
    const extra = <script key="x" dangerouslySetInnerHTML={{ __html: 'window.x=1' }} />;
    expect(secureScripts([extra], { extraInlineScripts: ['window.x=1'] }, '/contact/')).toEqual([extra]);
    expect(() => secureScripts([extra], {}, '/contact/')).toThrow(BlockedScriptError);
    expect(() => secureScripts([extra], {}, '/contact/')).toThrow(/on \/contact\/.*'sha256-.*window\.x=1/);
  });
});
