import type { GatsbyFunctionConfig } from 'gatsby';
import { CV_MAX_BYTES } from './cv-file';

/** The largest JSON, form-encoded or text body the Functions take, in bytes. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** The largest body of the forms Function: a CV at its largest, with the form's fields and the multipart framing. */
export const FORMS_BODY_LIMIT = CV_MAX_BYTES + SMALL_BODY_LIMIT;

/** The largest body of the alerts Function: a token and an action, or a one-click unsubscribe. */
export const ALERTS_BODY_LIMIT = 16 * 1024;

/**
 * A Function's `config`: JSON, form-encoded and text bodies up to `small` bytes, and no body
 * longer than `largest`. Gatsby's Function middleware, as patched (body-guard.js), refuses a
 * longer declared Content-Length before reading it and holds multipart bodies to the largest
 * of these limits, which `raw` (a body no Function here reads) carries.
 */
export function bodyLimits(small: number, largest = small): GatsbyFunctionConfig {
  return {
    bodyParser: {
      json: { limit: small },
      text: { limit: small },
      urlencoded: { limit: small, extended: false },
      raw: { limit: largest },
    },
  };
}
