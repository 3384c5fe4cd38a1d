type GatsbyWindow = Window & { pagePath?: unknown; ___webpackCompilationHash?: unknown; ___chunkMapping?: unknown };
const GLOBALS = ['pagePath', '___webpackCompilationHash', '___chunkMapping'] as const;

/**
 * Runs the classic inline scripts of `html` as a browser would (each with itself as
 * `document.currentScript`), and returns the Gatsby globals they set. jsdom tests only.
 */
export function runInlineScripts(html: string): Record<(typeof GLOBALS)[number], unknown> {
  const win = window as GatsbyWindow;
  for (const key of GLOBALS) delete win[key];
  // Parsed by the HTML parser (inert in a template), then run one by one.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('script'))) {
    if (element.getAttribute('src') || element.hasAttribute('type')) continue;
    const spy = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
    new Function(element.textContent ?? '')();
    spy.mockRestore();
  }
  return Object.fromEntries(GLOBALS.map((key) => [key, win[key]])) as Record<(typeof GLOBALS)[number], unknown>;
}
