import { ConfigError } from './config-error';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@brokerage/core/i18n/locales';

/** Build-time configuration, read once from the environment with clear errors. */
export type BuildEnv = {
  strapiUrl: string;
  strapiToken: string;
  siteUrl: string;
  /**
   * Source drafts too (the editors' preview, STRAPI_DRAFTS=true). Only `gatsby develop`
   * honours it: a build for the CDN never shows unpublished content.
   */
  drafts: boolean;
  /** `gatsby develop` (the editors' preview site), not a build for the CDN. */
  develop: boolean;
  /**
   * The languages whose property pages render on their first request (DSG) instead of at
   * build time: DEFERRED_LOCALES, a comma-separated list of language codes or `none`. By
   * default every language but English. With `none` every page is pre-rendered and the CDN
   * needs no engine Function (which carries Gatsby's datastore: docs/publishing.md).
   */
  deferredLocales: LocaleCode[];
};

export { ConfigError } from './config-error';

const HINT =
  'Run `npm run build` or `npm start`, which start the local CMS in cms/ and pass its address and token, ' +
  'or set STRAPI_API_URL and STRAPI_TOKEN to a running Strapi.';

/**
 * Parses the build environment; throws a ConfigError naming what is missing or malformed.
 * With `requireCms: false` (for `gatsby serve`, which loads the config but reads no CMS)
 * a missing CMS address or token is left empty instead.
 */
export function readBuildEnv(env: Record<string, string | undefined>, { requireCms = true } = {}): BuildEnv {
  const strapiUrl = (env.STRAPI_API_URL ?? '').trim().replace(/\/+$/, '');
  const strapiToken = (env.STRAPI_TOKEN ?? '').trim();
  const siteUrl = (env.SITE_URL ?? 'https://www.oasiskey.ae').trim().replace(/\/+$/, '');
  if (!strapiUrl && requireCms) throw new ConfigError(`STRAPI_API_URL is not set. ${HINT}`);
  if (strapiUrl && !/^https?:\/\/[^\s/]+/.test(strapiUrl)) {
    throw new ConfigError(`STRAPI_API_URL must be an http(s) URL, got "${strapiUrl}".`);
  }
  if (!strapiToken && requireCms) throw new ConfigError(`STRAPI_TOKEN is not set. ${HINT}`);
  if (!/^https?:\/\/[^\s/]+/.test(siteUrl)) {
    throw new ConfigError(`SITE_URL must be an http(s) URL, got "${siteUrl}".`);
  }
  const develop = env.gatsby_executing_command === 'develop';
  const deferredLocales = readDeferredLocales(env.DEFERRED_LOCALES);
  return { strapiUrl, strapiToken, siteUrl, drafts: develop && env.STRAPI_DRAFTS === 'true', develop, deferredLocales };
}

const DEFERRABLE = LOCALES.map(({ code }) => code).filter((code) => code !== DEFAULT_LOCALE.code);

function readDeferredLocales(value: string | undefined): LocaleCode[] {
  const text = (value ?? '').trim();
  if (!text) return [...DEFERRABLE];
  if (text === 'none') return [];
  const codes = text.split(',').map((code) => code.trim());
  const wrong = codes.filter((code) => !DEFERRABLE.includes(code as LocaleCode));
  if (wrong.length) {
    throw new ConfigError(
      `DEFERRED_LOCALES must be "none" or some of ${DEFERRABLE.join(', ')} separated by commas, got "${text}".`,
    );
  }
  return [...new Set(codes)] as LocaleCode[];
}
