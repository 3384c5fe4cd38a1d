import { buildPayload, normaliseContact, recipientOf } from '@brokerage/core/forms/payload';
import { isBlocklisted, isHoneypotFilled, validateForm } from '@brokerage/core/forms/rules';
import { parseSubmission } from '@brokerage/core/forms/submission';
import { alertWatch } from '@brokerage/core/alerts/matching';
import type { FieldError } from '@brokerage/core/forms/types';
import type { ApiErrorCode } from '@brokerage/core/lib/api-errors';
import { DeliveryError, RateLimitedError, type StoreRequest, type StoreResult } from './clients';
import { checkCvFile, type UploadedFile } from './cv-file';

/** What the handler needs from the outside world; injected so tests run it with real rules. */
export type FormsDeps = {
  /** Production settings this deployment lacks (FormsConfig.missing): every submission is refused while any is. */
  missing: readonly string[];
  store: (request: StoreRequest) => Promise<StoreResult>;
  verifyCaptcha: (token: string, ip: string) => Promise<boolean>;
  /** The contact values the CMS's site settings blocklist (normalised: parseBlocklist). */
  blocklist: () => Promise<readonly string[]>;
  now: () => Date;
  log: (line: string) => void;
};

/** One POST as the Function received it: the multipart `data` field, the file, the client address. */
export type FormsRequest = { method: string; data: unknown; file?: UploadedFile; ip: string };

export type FormsAnswer =
  | { ok: true; id?: string }
  | { ok: false; code: ApiErrorCode; message: string; errors?: Record<string, FieldError | 'tooLarge' | 'empty'> };

export type FormsResponse = { status: number; body: FormsAnswer };

const fail = (
  status: number,
  code: ApiErrorCode,
  message: string,
  errors?: Record<string, FieldError | 'tooLarge' | 'empty'>,
): FormsResponse => ({
  status,
  body: { ok: false, code, message, ...(errors ? { errors } : {}) },
});

const TOO_MANY = 'Too many submissions from your address; please try again later.';
const CV_MESSAGES = {
  tooLarge: 'The CV is larger than 5 MB.',
  empty: 'The CV file is empty.',
  fileType: 'The CV must be a PDF or Word (.doc) file.',
} as const;

/**
 * Receives a lead: re-validates it with the form's own definition, drops spam with a
 * success answer, checks the captcha and the CV, and stores it in the CMS once per
 * submission id. The CMS counts submissions per client address (one count for every
 * Function instance) and sends the e-mails and the CRM forward from its delivery queue,
 * after this answer.
 */
export async function handleFormSubmission(request: FormsRequest, deps: FormsDeps): Promise<FormsResponse> {
  if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  // Fail closed: a production site without its captcha secret or its client-address header takes nothing.
  if (deps.missing.length) {
    deps.log(`[forms] refusing submissions: this production site lacks ${deps.missing.join(' and ')}`);
    return fail(
      503,
      'not_configured',
      'The forms are not set up on this site yet; please call or e-mail us meanwhile.',
    );
  }
  const submission = parseSubmission(request.data);
  if (typeof submission === 'string') return fail(400, 'invalid_submission', submission);
  const { def, values, submissionId } = submission;

  if (isHoneypotFilled(values['bot-field']) || isBlocklisted(values, await deps.blocklist())) {
    deps.log(`[forms] ${def.id}: spam dropped (honeypot or blocklisted value)`);
    return { status: 200, body: { ok: true } };
  }

  const hasFileField = def.fields.some((f) => f.kind === 'file');
  const checked = hasFileField ? { ...values, file: request.file?.name ?? '' } : values;
  const verdict = validateForm(def, checked, deps.now());
  if (!verdict.valid) return fail(422, 'invalid_fields', def.errorText, verdict.errors);
  // An alert saves a search the site's URL grammar reads, or watches a shortlist's properties.
  if (def.id === 'alert' && !alertWatch(String(checked.search ?? ''), String(checked.properties ?? '')))
    return fail(422, 'invalid_fields', 'This search cannot be saved as an alert; please open it again and retry.', {
      search: 'format',
    });
  if (hasFileField && request.file) {
    const fileError = checkCvFile(request.file);
    if (fileError) return fail(422, 'invalid_fields', CV_MESSAGES[fileError], { file: fileError });
  }

  if (!(await deps.verifyCaptcha(submission.captchaToken, request.ip)))
    return fail(403, 'captcha_failed', 'The captcha check failed; please try again.');

  const payload = buildPayload(def, checked, submission.pageUrl);
  const contact = normaliseContact(payload);
  try {
    const stored = await deps.store({
      submissionId,
      payload,
      email: contact.email,
      phone: contact.phone,
      pageUrl: submission.pageUrl,
      toEmail: recipientOf(payload),
      clientIp: request.ip,
      ...(hasFileField && request.file ? { file: request.file } : {}),
    });
    return { status: 200, body: { ok: true, id: stored.id } };
  } catch (error) {
    if (error instanceof RateLimitedError) return fail(429, 'rate_limited', TOO_MANY);
    const status = error instanceof DeliveryError ? error.status : 502;
    deps.log(`[forms] ${def.id} ${submissionId}: delivery failed: ${(error as Error).message}`);
    return fail(
      status,
      status === 503 ? 'unavailable' : 'cms_refused',
      'Your message could not be sent just now. Your details are kept: please try again in a moment.',
    );
  }
}
