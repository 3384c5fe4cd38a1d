const DEFAULT_SITE_URL = 'https://www.oasiskey.ae';

const originOf = (value: string | undefined): string | null => {
  try {
    const url = new URL(String(value || '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins whose pages may read the CMS's API from a browser: the public site (SITE_URL,
 * the same default as the lead e-mails') and the preview site (PREVIEW_SITE_URL), when set.
 * @example siteOrigins({ SITE_URL: 'https://www.oasiskey.ae/' }) // ['https://www.oasiskey.ae']
 */
export function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const origins = [originOf(env.SITE_URL) || DEFAULT_SITE_URL, originOf(env.PREVIEW_SITE_URL)];
  return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))];
}
