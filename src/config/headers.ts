/**
 * The one definition of the site's HTTP response headers: security headers with the
 * Content-Security-Policy, and the cache rules. The Netlify adapter (plugins/site-netlify)
 * writes `cdnHeaderRules` into the CDN's `_headers` and sends `securityHeaders` with the
 * answers of its functions; the local server (src/server/secure-server.ts) answers with
 * `headersFor`, so e2e tests run with the same policy.
 */
// 'crypto', not 'node:crypto': this module renders into Gatsby's page engine (plugins/site-csp),
// whose validation allows Node built-ins only by their plain names.
import { createHash } from 'crypto';
import { FIXED_INLINE_SCRIPTS } from './inline-scripts';
import { readPublicEnv } from './public-env';
import { mapTiles, tileSource } from './map-tiles';

export type Header = { key: string; value: string };

export type PolicyOptions = {
  /** GATSBY_CMS_PUBLIC_URL: the browser may show its media (it fetches nothing from it: reviews come from the CDN). */
  cmsPublicUrl?: string;
  /** GATSBY_RECAPTCHA_SCRIPT_URL, when tests point the captcha at another origin. */
  recaptchaScriptUrl?: string;
  /**
   * GATSBY_GTM_ID is set: Google Tag Manager may load (after consent), from its own origin
   * or GATSBY_GTM_SCRIPT_URL's; without it the policy allows nothing of Google's analytics.
   */
  tagManager?: { scriptUrl?: string };
  /** The maps' tile template (map-tiles.ts): its origin may serve images. */
  mapTileUrl?: string;
  /** Inline scripts to allow besides the fixed ones of `inline-scripts.ts` (none today). */
  extraInlineScripts?: readonly string[];
};

/** The options a build records for the local server of the built site (plugins/site-csp). */
export const RECORDED_POLICY_OPTIONS = ['cmsPublicUrl', 'recaptchaScriptUrl', 'tagManager', 'mapTileUrl'] as const;

/**
 * The policy options of a build or of the server of a built site, from its environment:
 * the GATSBY_* values the browser code is built with. A malformed address stops the build.
 */
export function policyOptions(env: Record<string, string | undefined>): PolicyOptions {
  const { cmsPublicUrl } = readPublicEnv(env, { strict: true });
  const recaptchaScriptUrl = env.GATSBY_RECAPTCHA_SCRIPT_URL?.trim();
  const gtmScriptUrl = env.GATSBY_GTM_SCRIPT_URL?.trim();
  return {
    ...(cmsPublicUrl ? { cmsPublicUrl } : {}),
    ...(recaptchaScriptUrl ? { recaptchaScriptUrl } : {}),
    ...(env.GATSBY_GTM_ID?.trim() ? { tagManager: gtmScriptUrl ? { scriptUrl: gtmScriptUrl } : {} } : {}),
    mapTileUrl: mapTiles(env).url,
  };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** Google Tag Manager and the Google Analytics it loads (only with GATSBY_GTM_ID). */
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const ANALYTICS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
/** Videos are a facade that loads nothing from YouTube until clicked; the click loads the privacy-enhanced player. */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com'];

/** The CSP source expression of an inline script: `'sha256-<base64>'` of its exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL; a malformed one is a configuration error. */
export function originOf(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${url}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${url}".`);
  }
  return parsed.origin;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The hashes of every inline script the policy allows: the site's fixed ones and `extraInlineScripts`. */
export function inlineScriptHashes(options: PolicyOptions = {}): string[] {
  return unique([...FIXED_INLINE_SCRIPTS, ...(options.extraInlineScripts ?? [])].map(scriptHash));
}

/** The policy as directive -> sources, in the order it is written. */
export function cspDirectives(options: PolicyOptions = {}): Array<[string, string[]]> {
  const cms = options.cmsPublicUrl ? [originOf(options.cmsPublicUrl, 'GATSBY_CMS_PUBLIC_URL')] : [];
  const captchaOrigin = options.recaptchaScriptUrl
    ? [originOf(options.recaptchaScriptUrl, 'GATSBY_RECAPTCHA_SCRIPT_URL')]
    : [];
  const tags = options.tagManager
    ? options.tagManager.scriptUrl
      ? [originOf(options.tagManager.scriptUrl, 'GATSBY_GTM_SCRIPT_URL')]
      : TAG_MANAGER
    : [];
  const analytics = options.tagManager ? [...tags, ...ANALYTICS] : [];
  const tiles = options.mapTileUrl ? [tileSource(options.mapTileUrl)] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...inlineScriptHashes(options), ...RECAPTCHA_SCRIPTS, ...captchaOrigin, ...tags])],
    // react-select (emotion) inserts <style> elements at run time and React writes style
    // attributes, neither of which can carry a fixed hash.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...cms, ...analytics, ...tiles])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...RECAPTCHA_SCRIPTS, ...captchaOrigin, ...analytics])],
    ['frame-src', unique([...RECAPTCHA_FRAMES, ...YOUTUBE_FRAMES, ...captchaOrigin])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  `fullscreen=(self "${YOUTUBE_FRAMES[0]}")`,
].join(', ');

/** Headers every response carries (lower-case names: they replace Gatsby's defaults of the same name). */
export function securityHeaders(options: PolicyOptions = {}): Header[] {
  return [
    { key: 'content-security-policy', value: contentSecurityPolicy(options) },
    { key: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    { key: 'x-frame-options', value: 'DENY' },
    { key: 'permissions-policy', value: PERMISSIONS_POLICY },
  ];
}

/** The site's own folders whose file names carry a content hash: css/, icons/, qr/, strings/ and the search cores. */
const SITE_HASHED_FOLDERS = ['/css/', '/icons/', '/qr/', '/strings/', '/search/shards/'];
/** Every folder of content-named files: Gatsby's static/ and image CDN folders, and the site's. */
const HASHED_FOLDERS = ['/static/', '/_gatsby/image/', '/_gatsby/file/', ...SITE_HASHED_FOLDERS];
/** webpack's bundles at the site root: app-<hash>.js, component---...-<hash>.js, 123-<hash>.js. */
const HASHED_BUNDLE = /^\/[\w.~-]+-[0-9a-f]{16,}\.(?:js|mjs|css)(?:\.map)?$/;

/**
 * Cache-Control for a request path: hashed assets (search cores included) are immutable
 * for a year, everything else (HTML, page-data, the search manifests and cards, app-data)
 * is revalidated on every visit.
 */
export function cacheControlFor(pathname: string): string {
  if (HASHED_FOLDERS.some((folder) => pathname.startsWith(folder))) return IMMUTABLE;
  return HASHED_BUNDLE.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/** Headers that mean something only on a document: a script, stylesheet or image ignores them. */
const DOCUMENT_ONLY = new Set(['content-security-policy', 'x-frame-options', 'permissions-policy']);

/**
 * Every header for a response to `pathname`, as the local server sends them. Hashed assets
 * (bundles, stylesheets, strings, images) leave out the document-only headers: the policy
 * alone is about 1 KB, which HTTP/1.1 would repeat on each of a page's files.
 */
export function headersFor(pathname: string, options: PolicyOptions = {}): Header[] {
  const cacheControl = cacheControlFor(pathname);
  const asset = cacheControl === IMMUTABLE;
  return [
    ...securityHeaders(options).filter((h) => !asset || !DOCUMENT_ONLY.has(h.key)),
    { key: 'cache-control', value: cacheControl },
  ];
}

/** A header rule of the CDN (a `_headers` block): a path pattern, `*` matching any rest. */
export type CdnHeaderRule = { path: string; headers: Header[] };

/**
 * The CDN's header rules (Netlify's `_headers`, which the adapter writes from them), by
 * pattern, so the file keeps its size whatever the inventory: the security headers once on
 * `/*`; `immutable` on each folder of content-named files and on each of webpack's hashed
 * bundles at the site root (`bundles`: Gatsby's list, which the code decides, not the
 * content); revalidation on page-data. HTML and the other files get the CDN's own default,
 * `public, max-age=0, must-revalidate`. No two rules that match one path set the same header,
 * so each response carries one value of each, whether the CDN merges or overrides repeats.
 */
export function cdnHeaderRules(options: PolicyOptions, bundles: readonly string[]): CdnHeaderRule[] {
  const cache = (value: string) => [{ key: 'cache-control', value }];
  return [
    { path: '/*', headers: securityHeaders(options) },
    ...HASHED_FOLDERS.map((folder) => ({ path: `${folder}*`, headers: cache(IMMUTABLE) })),
    { path: '/page-data/*', headers: cache(REVALIDATE) },
    ...[...new Set(bundles)]
      .filter((bundle) => !HASHED_FOLDERS.some((folder) => bundle.startsWith(folder)))
      .sort()
      .map((bundle) => ({ path: bundle, headers: cache(IMMUTABLE) })),
  ];
}
