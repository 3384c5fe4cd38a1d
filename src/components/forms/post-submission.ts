import { DATA_PART, FILE_PART, encodeSubmission, type Submission } from '@brokerage/core/forms/submission';
import type { FieldError } from '@brokerage/core/forms/types';

/** The Function's answer as the form needs it; `network` marks a request that got no answer. */
export type PostResult =
  | { ok: true }
  | { ok: false; message: string; errors: Record<string, FieldError | 'tooLarge' | 'empty'>; network: boolean };

/** Same-origin address of the forms Function. */
export const FORMS_ENDPOINT = '/api/forms';

/** Posts one submission (and the CV) to the forms Function; never throws. */
export async function postSubmission(
  submission: Submission,
  file: File | null,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  const body = new FormData();
  body.append(DATA_PART, encodeSubmission(submission));
  if (file) body.append(FILE_PART, file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(FORMS_ENDPOINT, { method: 'POST', body });
  } catch (error) {
    return { ok: false, message: (error as Error).message, errors: {}, network: true };
  }
  let answer: { ok?: boolean; message?: string; errors?: Record<string, FieldError> } = {};
  try {
    answer = await response.json();
  } catch {
    // a proxy's HTML error page: keep the status below
  }
  if (response.ok && answer.ok) return { ok: true };
  return {
    ok: false,
    message: answer.message || `HTTP ${response.status}`,
    errors: answer.errors ?? {},
    network: false,
  };
}
