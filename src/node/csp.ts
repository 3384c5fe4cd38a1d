import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, scriptHash, type PolicyOptions } from '../config/headers';
import { executableInlineScripts, fixInlineScripts } from '../config/inline-scripts';

/** The policy options of this build or server, from its environment. */
export function policyOptions(env: Record<string, string | undefined>): PolicyOptions {
  return {
    cmsPublicUrl: env.GATSBY_CMS_PUBLIC_URL?.trim() || undefined,
    recaptchaScriptUrl: env.GATSBY_RECAPTCHA_SCRIPT_URL?.trim() || undefined,
  };
}

/** Where the build records the policy options it used, for the local server. */
const BUILT_POLICY_FILE = path.join('.cache', 'csp-policy.json');

/** Records the build's policy options (GATSBY_* values are fixed into its bundle). */
export function recordBuiltPolicy(root: string, policy: PolicyOptions) {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  writeFileSync(path.join(root, BUILT_POLICY_FILE), JSON.stringify(policy));
}

/**
 * The policy options to serve a built site with: those the build recorded (the browser
 * code calls the addresses it was built with), else those of the environment.
 */
export function servedPolicy(root: string, env: Record<string, string | undefined>): PolicyOptions {
  const file = path.join(root, BUILT_POLICY_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PolicyOptions) : policyOptions(env);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Where inline module scripts go: a hashed name under static/, cached for a year. */
const EXTERNAL_DIR = 'static/inline';

/**
 * Makes the built pages in `publicDir` loadable under the Content-Security-Policy
 * (src/config/inline-scripts.ts): rewrites each page's inline scripts to the fixed ones and
 * writes inline module scripts to files. Returns the counts and the inline scripts the
 * policy would still block, with a page each appears on (empty: the policy blocks nothing).
 */
export function secureInlineScripts(publicDir: string, policy: PolicyOptions = {}) {
  const allowed = new Set(inlineScriptHashes(policy));
  const written = new Set<string>();
  const externalize = (body: string) => {
    const name = `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.js`;
    if (!written.has(name)) {
      mkdirSync(path.join(publicDir, EXTERNAL_DIR), { recursive: true });
      writeFileSync(path.join(publicDir, EXTERNAL_DIR, name), body);
      written.add(name);
    }
    return `/${EXTERNAL_DIR}/${name}`;
  };
  const blocked = new Map<string, { page: string; excerpt: string }>();
  const hashes = new Map<string, string>();
  const hashOf = (body: string) => hashes.get(body) ?? hashes.set(body, scriptHash(body)).get(body)!;
  let pages = 0;
  let rewritten = 0;
  for (const file of htmlFiles(publicDir)) {
    pages++;
    const html = readFileSync(file, 'utf8');
    const fixed = fixInlineScripts(html, externalize);
    if (fixed !== html) {
      writeFileSync(file, fixed);
      rewritten++;
    }
    for (const body of executableInlineScripts(fixed)) {
      const hash = hashOf(body);
      if (!allowed.has(hash) && !blocked.has(hash)) {
        blocked.set(hash, { page: path.relative(publicDir, file), excerpt: body.trim().slice(0, 120) });
      }
    }
  }
  return { pages, rewritten, externalFiles: written.size, blocked: [...blocked].map(([hash, where]) => ({ hash, ...where })) };
}
