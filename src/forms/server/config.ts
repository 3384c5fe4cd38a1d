/** What the forms Function needs from its environment, read at request time. */
export type FormsConfig = {
  cmsUrl: string;
  /** The form-intake token: CMS_FORM_TOKEN, else the file the CMS bootstrap writes. */
  cmsToken: () => string;
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  /** The request header the deployment's edge sets to the visitor's address (lowercase), or null. */
  clientIpHeader: string | null;
};

export class FormsConfigError extends Error {}

/** Parses the Function's environment; `readFile` reads the token file (injected for tests). */
export function readFormsConfig(
  env: Record<string, string | undefined>,
  readFile: (path: string) => string,
): FormsConfig {
  const cmsUrl = (env.STRAPI_API_URL ?? '').trim().replace(/\/+$/, '');
  const tokenFile = env.FORM_TOKEN_FILE || 'cms/.tmp/form-token.json';
  return {
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
    clientIpHeader: /^[a-z0-9-]+$/i.test((env.FORMS_CLIENT_IP_HEADER ?? '').trim())
      ? env.FORMS_CLIENT_IP_HEADER!.trim().toLowerCase()
      : null,
  };
}
