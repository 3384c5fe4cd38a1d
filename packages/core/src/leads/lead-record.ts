/**
 * One lead on its way from a form to the CMS: the form builds its `payload`
 * (packages/core/src/forms/payload.ts), the forms Function adds the contact fields it read and sends the
 * record as the `data` of POST /api/form-entries/submit, and the CMS's controller reads it
 * back with `parseLeadRecord`, the one definition of what a lead may hold.
 */

/** The flat record a submission stores, e-mails and forwards: every value a string. */
export type Payload = Record<string, string>;

/** What the CMS keeps of one lead; `clientIp` is only counted against the rate limit, never stored. */
export type LeadRecord = {
  submissionId: string;
  payload: Payload;
  email: string;
  phone: string;
  pageUrl: string;
  toEmail: string;
  clientIp: string;
};

/** The longest text the CMS keeps of each field, in characters (longer is cut, not refused). */
export const LEAD_LIMITS = {
  submissionId: 64,
  payloadValue: 2000,
  formName: 100,
  email: 100,
  phone: 40,
  pageUrl: 500,
  toEmail: 100,
  clientIp: 100,
} as const;

/** What a request that is not a lead is told (HTTP 400). */
export const LEAD_RECORD_ERROR = 'data must be JSON with submissionId and payload';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A lead as the CMS stores it, from what arrived (the multipart `data` field, a JSON text
 * or an object): null unless it has a submission id and a payload. Each field is cut to its
 * limit, a missing contact field is '', and every payload value becomes a string.
 * @example parseLeadRecord('{"submissionId":"a1","payload":{"form_name":"Contact Us"}}')?.email // ''
 */
export function parseLeadRecord(data: unknown): LeadRecord | null {
  let raw = data;
  if (!isRecord(raw)) {
    try {
      raw = JSON.parse(String(raw));
    } catch {
      return null;
    }
  }
  if (!isRecord(raw) || typeof raw.submissionId !== 'string' || !raw.submissionId || !isRecord(raw.payload))
    return null;
  const payload = Object.fromEntries(
    Object.entries(raw.payload).map(([k, v]) => [k, text(String(v), LEAD_LIMITS.payloadValue)]),
  );
  return {
    submissionId: text(raw.submissionId, LEAD_LIMITS.submissionId),
    payload,
    email: text(raw.email, LEAD_LIMITS.email),
    phone: text(raw.phone, LEAD_LIMITS.phone),
    pageUrl: text(raw.pageUrl, LEAD_LIMITS.pageUrl),
    toEmail: text(raw.toEmail, LEAD_LIMITS.toEmail),
    clientIp: text(raw.clientIp, LEAD_LIMITS.clientIp),
  };
}
