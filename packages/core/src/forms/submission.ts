import { findForm } from './definitions';
import type { FormDefinition, FormValues } from './types';

/** What the browser posts in the multipart field `data` (the CV travels beside it as `attachment`). */
export type Submission = {
  formId: string;
  values: FormValues;
  /** Chosen once per filled-in form and reused on retry, so a retry or double click stores one entry. */
  submissionId: string;
  captchaToken: string;
  pageUrl: string;
};

export type ParsedSubmission = Submission & { def: FormDefinition };

/** Field name of the JSON part and of the file part of the multipart body. */
export const DATA_PART = 'data';
export const FILE_PART = 'attachment';

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The JSON text of a submission. */
export function encodeSubmission(submission: Submission): string {
  return JSON.stringify(submission);
}

/**
 * Reads the `data` part as the server receives it; a string saying what is wrong when it
 * is not a submission of a known form (values keep only strings and booleans).
 */
export function parseSubmission(text: unknown): ParsedSubmission | string {
  if (typeof text !== 'string') return 'The form data is missing.';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'The form data is not valid JSON.';
  }
  if (!raw || typeof raw !== 'object') return 'The form data is not an object.';
  const body = raw as Record<string, unknown>;
  const def = findForm(body.formId);
  if (!def) return 'Unknown form.';
  if (typeof body.submissionId !== 'string' || !SUBMISSION_ID.test(body.submissionId))
    return 'The submission id is missing or malformed.';
  const rawValues = body.values && typeof body.values === 'object' ? (body.values as Record<string, unknown>) : {};
  const values: FormValues = {};
  for (const [key, value] of Object.entries(rawValues)) {
    if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
  }
  return {
    def,
    formId: def.id,
    values,
    submissionId: body.submissionId,
    captchaToken: typeof body.captchaToken === 'string' ? body.captchaToken : '',
    pageUrl: typeof body.pageUrl === 'string' ? body.pageUrl.slice(0, 500) : '',
  };
}

/** A fresh submission id (random, URL-safe). */
export function newSubmissionId(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 24; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}
