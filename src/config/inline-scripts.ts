/**
 * The inline scripts the built pages may carry, so that the Content-Security-Policy can
 * allow them by hash instead of 'unsafe-inline'.
 *
 * Gatsby writes three inline scripts into every page whose text changes per page or per
 * build (`window.pagePath=...`, `window.___webpackCompilationHash=...`,
 * `window.___chunkMapping=...`); one policy for the whole site could not list a hash for
 * each. The fixed bodies below read the same values from data attributes of their own
 * element: their text, and so their hash, is the same on every page of every build. The
 * page path script is written when a page is rendered (plugins/site-csp/gatsby-ssr.tsx,
 * so deferred pages get it too); the other two are written once per build into Gatsby's
 * scripts slice (patches/gatsby+5.16.1.patch, checked by a test against these constants).
 */

/** Sets `window.pagePath` from `data-page-path`. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath';
/** Sets `window.___webpackCompilationHash` from `data-compilation-hash`. */
export const COMPILATION_HASH_SCRIPT =
  'window.___webpackCompilationHash=document.currentScript.dataset.compilationHash';
/** Sets `window.___chunkMapping` to the JSON value in `data-chunk-mapping`. */
export const CHUNK_MAPPING_SCRIPT = 'window.___chunkMapping=JSON.parse(document.currentScript.dataset.chunkMapping)';

/**
 * On a listing root's page, which the CDN also serves for every deep search under it
 * (packages/core/src/routing/client-routes.ts): when the address is not the page's own (`data-shell`),
 * marks the document `data-deep-search` while the HTML is read, so the root's own heading
 * and results stay hidden until the browser has drawn the search asked for (the listing
 * view clears the mark). Without that the root's content showed first and the deep
 * search's moved it (Lighthouse: CLS 0.77). If the code never comes, the mark goes after 5 s.
 */
export const DEEP_SEARCH_SCRIPT =
  "if(location.pathname!==document.currentScript.dataset.shell){var d=document.documentElement;d.setAttribute('data-deep-search','');setTimeout(function(){d.removeAttribute('data-deep-search')},5e3)}";

/** The only inline scripts the policy allows. */
export const FIXED_INLINE_SCRIPTS = [
  PAGE_PATH_SCRIPT,
  COMPILATION_HASH_SCRIPT,
  CHUNK_MAPPING_SCRIPT,
  DEEP_SEARCH_SCRIPT,
] as const;

const JS_STRING = '"(?:[^"\\\\\\n]|\\\\.)*"';
const PAGE_PATH = new RegExp(
  `^\\s*(?:/\\*<!\\[CDATA\\[\\*/)?window\\.pagePath=(${JS_STRING});(?:/\\*\\]\\]>\\*/)?\\s*$`,
);

/**
 * The page path in the text of Gatsby's own script loader, null for any other script.
 * @example pagePathOf('/*<![CDATA[*\/window.pagePath="/uae/";/*]]>*\/') // '/uae/'
 */
export function pagePathOf(body: string): string | null {
  const literal = PAGE_PATH.exec(body)?.[1];
  if (literal === undefined) return null;
  try {
    return JSON.parse(literal) as string;
  } catch {
    return null;
  }
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Whether a script of this `type` attribute runs (JSON-LD and other data blocks do not, and CSP ignores them). */
export const isExecutableType = (type: string | null | undefined) =>
  EXECUTABLE_TYPES.has((type ?? '').trim().toLowerCase());

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const typeOf = (attributes: string) => /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';

/**
 * The text of every inline script in `html` that a browser would execute. Used to check a
 * built page against the policy.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!/\ssrc\s*=/i.test(attributes) && body !== '' && isExecutableType(typeOf(attributes))) scripts.push(body);
  }
  return scripts;
}
