import { cloneElement, isValidElement, type ReactNode } from 'react';
import { inlineScriptHashes, scriptHash, type PolicyOptions } from '../../src/config/headers';
import { PAGE_PATH_SCRIPT, isExecutableType, pagePathOf } from '../../src/config/inline-scripts';

type ScriptProps = { type?: string; src?: string; dangerouslySetInnerHTML?: { __html?: unknown } };

/** An inline script the Content-Security-Policy would block, found while rendering a page. */
export class BlockedScriptError extends Error {}

/**
 * The head or body-end elements of a page as the Content-Security-Policy allows them:
 * Gatsby's page-path script becomes the fixed one reading `data-page-path`; any other inline
 * script must be one the policy allows by hash, or rendering the page fails naming it.
 */
export function secureScripts(components: readonly ReactNode[], policy: PolicyOptions, page: string): ReactNode[] {
  const allowed = new Set(inlineScriptHashes(policy));
  const secure = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(secure);
    if (!isValidElement<ScriptProps>(node) || node.type !== 'script') return node;
    const body = node.props.dangerouslySetInnerHTML?.__html;
    if (node.props.src || typeof body !== 'string' || body === '' || !isExecutableType(node.props.type)) return node;
    const pagePath = pagePathOf(body);
    if (pagePath !== null) {
      return cloneElement(node, {
        'data-page-path': pagePath,
        dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
      } as ScriptProps);
    }
    if (allowed.has(scriptHash(body))) return node;
    throw new BlockedScriptError(
      `An inline script on ${page} would be blocked by the Content-Security-Policy (src/config/headers.ts), ` +
        `hash ${scriptHash(body)}: ${body.trim().slice(0, 120)}. Load it from a file, or add a fixed script to src/config/inline-scripts.ts.`,
    );
  };
  return components.map(secure);
}
