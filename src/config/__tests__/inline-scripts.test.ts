import fc from 'fast-check';
import { DEEP_SEARCH_SCRIPT, executableInlineScripts, isExecutableType, pagePathOf } from '../inline-scripts';

describe('pagePathOf', () => {
  it('reads the page path back out of Gatsby’s script loader, for any path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webPath(), fc.string()), (pagePath) => {
        expect(pagePathOf(`/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`)).toBe(pagePath);
        expect(pagePathOf(`window.pagePath=${JSON.stringify(pagePath)};`)).toBe(pagePath);
      }),
      { numRuns: 60 },
    );
  });

  it('reads nothing from other scripts', () => {
    for (const body of ['alert(1)', 'window.pagePath=oops;', 'window.pagePath="/a/";alert(1)', ''])
      expect(pagePathOf(body)).toBeNull();
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

  it('treats a missing or script type as executable, data types not', () => {
    expect([undefined, '', 'text/javascript', 'module', ' Module '].every(isExecutableType)).toBe(true);
    expect(['application/ld+json', 'application/json', 'text/template'].some(isExecutableType)).toBe(false);
  });
});

describe('DEEP_SEARCH_SCRIPT', () => {
  /** Runs the script as the browser would, from an element of the head with `data-shell`. */
  function runAt(address: string, shell: string) {
    window.history.replaceState(null, '', address);
    const script = document.createElement('script');
    script.dataset.shell = shell;
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(DEEP_SEARCH_SCRIPT)();
  }
  afterEach(() => {
    document.documentElement.removeAttribute('data-deep-search');
    jest.useRealTimers();
  });

  it('marks a deep search served its root’s page, and clears the mark after 5 s if the code never comes', () => {
    jest.useFakeTimers();
    runAt('/properties/for-sale/in-dubai-marina/from-2-bedrooms/', '/properties/for-sale/');
    expect(document.documentElement).toHaveAttribute('data-deep-search');
    jest.advanceTimersByTime(4_999);
    expect(document.documentElement).toHaveAttribute('data-deep-search');
    jest.advanceTimersByTime(1);
    expect(document.documentElement).not.toHaveAttribute('data-deep-search');
  });

  it('leaves the root’s own page as it is', () => {
    runAt('/uae/properties/for-sale/', '/uae/properties/for-sale/');
    expect(document.documentElement).not.toHaveAttribute('data-deep-search');
  });
});
