/** Settings bundled into the browser code (only GATSBY_* variables; never secrets). */
export type PublicEnv = {
  /** Public origin of the CMS for browser reads (reviews), or null to keep build-time data. */
  cmsPublicUrl: string | null;
};

/**
 * Parses the browser-side settings; a malformed CMS address is ignored (with null) rather
 * than breaking pages, since every use has a build-time fallback.
 * @example readPublicEnv({ GATSBY_CMS_PUBLIC_URL: 'https://cms.example/' }) // { cmsPublicUrl: 'https://cms.example' }
 */
export function readPublicEnv(env: { GATSBY_CMS_PUBLIC_URL?: string | undefined }): PublicEnv {
  const url = (env.GATSBY_CMS_PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  return { cmsPublicUrl: /^https?:\/\/[^\s/]+(\/\S*)?$/.test(url) ? url : null };
}
