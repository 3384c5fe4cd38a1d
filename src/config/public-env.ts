import { ConfigError } from './config-error';

/** Settings bundled into the browser code (only GATSBY_* variables; never secrets). */
export type PublicEnv = {
  /** Public origin of the CMS for browser reads (reviews), or null to keep build-time data. */
  cmsPublicUrl: string | null;
};

const HTTP_URL = /^https?:\/\/[^\s/]+(\/\S*)?$/;

/**
 * Parses the browser-side settings. The build reads them `strict` (a malformed CMS address
 * stops it with a ConfigError); the browser reads the same values leniently, so a page
 * never breaks over them (every use has a build-time fallback).
 * @example readPublicEnv({ GATSBY_CMS_PUBLIC_URL: 'https://cms.example/' }) // { cmsPublicUrl: 'https://cms.example' }
 */
export function readPublicEnv(env: { GATSBY_CMS_PUBLIC_URL?: string | undefined }, { strict = false } = {}): PublicEnv {
  const url = (env.GATSBY_CMS_PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  if (url && !HTTP_URL.test(url)) {
    if (strict) throw new ConfigError(`GATSBY_CMS_PUBLIC_URL must be an http(s) URL, got "${url}".`);
    return { cmsPublicUrl: null };
  }
  return { cmsPublicUrl: url || null };
}
