/** What the forms Function needs from its environment, read at request time. */
export type FormsConfig = {
  /**
   * The settings a production site may not run without, that this one lacks (empty where
   * it has them all, and in local development, where both are optional): the Function then
   * refuses every submission with 503 and says why (`productionGaps`).
   */
  missing: readonly string[];
  cmsUrl: string;
  /** The form-intake token: CMS_FORM_TOKEN, else the file the CMS bootstrap writes. */
  cmsToken: () => string;
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  /** The request header the deployment's edge sets to the visitor's address (lowercase), or null. */
  clientIpHeader: string | null;
};

export class FormsConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * Whether the site runs in production: Netlify's production context (`CONTEXT`, which
 * Netlify gives the build and not the Functions, so the build's value is passed in as
 * `builtContext`), or NODE_ENV=production where the site is served. `npm start` and the
 * tests serve with NODE_ENV=development (packages/local-stack/site.mjs).
 * @example isProduction({ NODE_ENV: 'production' }) // true
 */
export function isProduction(env: Env, builtContext?: string): boolean {
  return env.CONTEXT === 'production' || builtContext === 'production' || env.NODE_ENV === 'production';
}

const trustedHeaderOf = (env: Env): string | null =>
  /^[a-z0-9-]+$/i.test((env.FORMS_CLIENT_IP_HEADER ?? '').trim())
    ? env.FORMS_CLIENT_IP_HEADER!.trim().toLowerCase()
    : null;

/**
 * The production settings missing from `env`: the captcha's secret, without which bots
 * post freely, and the header the CDN's edge sets to the visitor's address, without which
 * every visitor counts as the edge's one address against the rate limit.
 * @example productionGaps({ RECAPTCHA_SECRET: 's' }) // ['FORMS_CLIENT_IP_HEADER']
 */
export function productionGaps(env: Env): string[] {
  return [
    ...((env.RECAPTCHA_SECRET ?? '').trim() ? [] : ['RECAPTCHA_SECRET']),
    ...(trustedHeaderOf(env) ? [] : ['FORMS_CLIENT_IP_HEADER']),
  ];
}

/**
 * Parses the Function's environment; `readFile` reads the token file (injected for tests),
 * `builtContext` is Netlify's deploy context as the build saw it.
 */
export function readFormsConfig(env: Env, readFile: (path: string) => string, builtContext?: string): FormsConfig {
  const cmsUrl = (env.STRAPI_API_URL ?? '').trim().replace(/\/+$/, '');
  const tokenFile = env.FORM_TOKEN_FILE || 'cms/.tmp/form-token.json';
  return {
    missing: isProduction(env, builtContext) ? productionGaps(env) : [],
    cmsUrl,
    cmsToken: () => {
      if (env.CMS_FORM_TOKEN) return env.CMS_FORM_TOKEN.trim();
      try {
        const token = (JSON.parse(readFile(tokenFile)) as { token?: unknown }).token;
        if (typeof token === 'string' && token) return token;
      } catch {
        // reported below with the file's name
      }
      throw new FormsConfigError(`No CMS form token: set CMS_FORM_TOKEN or let the CMS write ${tokenFile}.`);
    },
    recaptchaSecret: (env.RECAPTCHA_SECRET ?? '').trim(),
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    clientIpHeader: trustedHeaderOf(env),
  };
}
