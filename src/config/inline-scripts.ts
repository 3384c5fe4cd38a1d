/**
 * The inline scripts the built pages may carry, so that the Content-Security-Policy can
 * allow them by hash instead of 'unsafe-inline'.
 *
 * Gatsby writes three inline scripts into every page whose text changes per page or per
 * build (`window.pagePath=...`, `window.___webpackCompilationHash=...`,
 * `window.___chunkMapping=...`); one policy for the whole site could not list a hash for
 * each. After the build, `secureInlineScripts` replaces them with the fixed bodies below,
 * which read the same values from data attributes of their own element: their text, and
 * so their hash, is the same on every page of every build. Inline module scripts (from
 * gatsby-plugin-image) run deferred either way and become files (`externalize`).
 */

/** Sets `window.pagePath` from `data-page-path`. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath';
/** Sets `window.___webpackCompilationHash` from `data-compilation-hash`. */
export const COMPILATION_HASH_SCRIPT = 'window.___webpackCompilationHash=document.currentScript.dataset.compilationHash';
/** Sets `window.___chunkMapping` to the JSON value in `data-chunk-mapping`. */
export const CHUNK_MAPPING_SCRIPT = 'window.___chunkMapping=JSON.parse(document.currentScript.dataset.chunkMapping)';

/** The only inline scripts the policy allows. */
export const FIXED_INLINE_SCRIPTS = [PAGE_PATH_SCRIPT, COMPILATION_HASH_SCRIPT, CHUNK_MAPPING_SCRIPT] as const;

const CDATA = (inner: string) => new RegExp(`^\\s*(?:/\\*<!\\[CDATA\\[\\*/)?${inner}(?:/\\*\\]\\]>\\*/)?\\s*$`);
const JS_STRING = '"(?:[^"\\\\\\n]|\\\\.)*"';

/** Gatsby's variable scripts, each read into the data attribute its fixed script uses. */
const GATSBY_SCRIPTS: Array<{ pattern: RegExp; attribute: string; value: (literal: string) => string; script: string }> = [
  { pattern: CDATA(`window\\.pagePath=(${JS_STRING});`), attribute: 'data-page-path', value: (l) => JSON.parse(l) as string, script: PAGE_PATH_SCRIPT },
  {
    pattern: CDATA(`window\\.___webpackCompilationHash=(${JS_STRING});`),
    attribute: 'data-compilation-hash',
    value: (l) => JSON.parse(l) as string,
    script: COMPILATION_HASH_SCRIPT,
  },
  // The value's JSON text goes into the attribute as it is (Gatsby writes a JSON string or object).
  { pattern: CDATA('window\\.___chunkMapping=([\\s\\S]+?);'), attribute: 'data-chunk-mapping', value: (l) => {
      JSON.parse(l);
      return l;
    },
    script: CHUNK_MAPPING_SCRIPT },
];

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const typeOf = (attributes: string) => /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
const isInline = (attributes: string, body: string) => !/\ssrc\s*=/i.test(attributes) && body !== '';
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The text of every inline script in `html` that a browser would execute (JSON-LD and other
 * data blocks are not scripts to CSP). Used to check a build against the policy.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (isInline(attributes, body) && EXECUTABLE_TYPES.has(typeOf(attributes))) scripts.push(body);
  }
  return scripts;
}

/**
 * Rewrites a built page so that its inline scripts are only the fixed ones: Gatsby's
 * variable scripts become the fixed scripts with data attributes; inline module scripts
 * become `<script type="module" src>` of the URL `externalize(body)` returns. Anything else
 * is left as it is (the caller reports it). Already rewritten pages come back unchanged.
 */
export function fixInlineScripts(html: string, externalize: (body: string) => string): string {
  return html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (!isInline(attributes, body)) return whole;
    const type = typeOf(attributes);
    if (type === 'module') return `<script${attributes} src="${escapeAttribute(externalize(body))}"></script>`;
    if (type !== '' && type !== 'text/javascript' && type !== 'application/javascript') return whole;
    for (const { pattern, attribute, value, script } of GATSBY_SCRIPTS) {
      const literal = pattern.exec(body)?.[1];
      if (literal === undefined) continue;
      try {
        const attrs = attributes.replace(/\s+$/, '').replace(/\s+/g, ' ');
        return `<script${attrs} ${attribute}="${escapeAttribute(value(literal))}">${script}</script>`;
      } catch {
        return whole;
      }
    }
    return whole;
  });
}
