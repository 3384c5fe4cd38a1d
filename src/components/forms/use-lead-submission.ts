import { useCallback, useRef, useState } from 'react';
import { filterTelephoneTyping, trimLeading, validateForm } from '@brokerage/core/forms/rules';
import { newSubmissionId } from '@brokerage/core/forms/submission';
import type { FieldError, FormDefinition, FormValues } from '@brokerage/core/forms/types';
import type { postSubmission, PostResult } from './post-submission';

/**
 * The code a form needs only once it is sent (the request and the analytics event): fetched
 * on the visitor's first keystroke, not with the page.
 */
const sendingCode = () =>
  Promise.all([import('./post-submission'), import('@brokerage/core/forms/payload')]).then(([post, payload]) => ({
    postSubmission: post.postSubmission,
    formSubmitEvent: payload.formSubmitEvent,
  }));

export type SubmissionStatus = 'idle' | 'invalid' | 'sending' | 'success' | 'failure';
export type FieldErrors = Record<string, FieldError | 'tooLarge' | 'empty'>;

export type LeadSubmissionOptions = {
  def: FormDefinition;
  /** Hidden fields and prefilled values; the form returns to them after a success. */
  initialValues: FormValues;
  pageUrl: () => string;
  captcha: { execute(): Promise<string>; reset(): void };
  post?: typeof postSubmission;
  onSuccess?: (result: Extract<PostResult, { ok: true }>) => void;
};

/**
 * The life of one form: idle -> invalid (banner, marked fields) or sending -> success
 * (form and captcha reset, analytics pushed) or failure (every value kept; sending again
 * reuses the same submission id, so the server stores it once).
 */
export function useLeadSubmission({ def, initialValues, pageUrl, captcha, post, onSuccess }: LeadSubmissionOptions) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const submissionId = useRef(newSubmissionId());
  // Bumped on success so uncontrolled inputs (the file picker) are recreated empty.
  const [generation, setGeneration] = useState(0);

  const setValue = useCallback(
    (name: string, raw: string | boolean) => {
      const field = def.fields.find((f) => f.name === name);
      let value = raw;
      if (typeof raw === 'string' && field?.rule === 'telephone') value = filterTelephoneTyping(raw);
      else if (typeof raw === 'string' && field && field.kind !== 'hidden') value = trimLeading(raw);
      setValues((v) => ({ ...v, [name]: value }));
      void sendingCode().catch(() => {});
    },
    [def],
  );

  const submit = useCallback(async (): Promise<SubmissionStatus> => {
    const checked = { ...values, ...(def.fields.some((f) => f.kind === 'file') ? { file: file?.name ?? '' } : {}) };
    const verdict = validateForm(def, checked, new Date());
    if (!verdict.valid) {
      setErrors(verdict.errors);
      setStatus('invalid');
      return 'invalid';
    }
    setErrors({});
    setStatus('sending');
    let code: Awaited<ReturnType<typeof sendingCode>>;
    try {
      code = await sendingCode();
    } catch {
      // The code could not be fetched (offline): nothing was sent, every value is kept.
      setStatus('failure');
      return 'failure';
    }
    let captchaToken = '';
    try {
      captchaToken = await captcha.execute();
    } catch {
      // An unreachable captcha service: the server decides whether a token is needed.
    }
    const url = pageUrl();
    const result = await (post ?? code.postSubmission)(
      { formId: def.id, values: checked, submissionId: submissionId.current, captchaToken, pageUrl: url },
      file,
    );
    captcha.reset();
    if (!result.ok) {
      // Refused fields (a CV whose content is not a PDF) are marked like any invalid field.
      const refused = Object.keys(result.errors).length > 0;
      setErrors(result.errors);
      setMessage(result.message);
      setStatus(refused ? 'invalid' : 'failure');
      return refused ? 'invalid' : 'failure';
    }
    (window.dataLayer ??= []).push(code.formSubmitEvent(def, checked, url));
    submissionId.current = newSubmissionId();
    setValues(initialValues);
    setFile(null);
    setGeneration((g) => g + 1);
    setStatus('success');
    onSuccess?.(result);
    return 'success';
  }, [captcha, def, file, initialValues, onSuccess, pageUrl, post, values]);

  return { values, setValue, file, setFile, status, errors, message, submit, generation };
}
