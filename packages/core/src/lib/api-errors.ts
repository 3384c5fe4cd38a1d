/**
 * The stable codes of the site's `/api/*` error answers (`{ ok: false, code, message }`),
 * one list for the forms and alerts Functions and the body handling in front of them
 * (patches/gatsby+5.16.1.patch, body-guard.js, answers the first five). docs/security.md
 * lists what each means.
 */
export const API_ERROR_CODES = [
  'invalid_json',
  'invalid_body',
  'body_too_large',
  'not_found',
  'internal_error',
  'method_not_allowed',
  'not_configured',
  'invalid_submission',
  'invalid_fields',
  'captcha_failed',
  'rate_limited',
  'unavailable',
  'cms_refused',
  'invalid_request',
  'invalid_token',
  'expired_token',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
