import { isEmailAddress } from '../lib/email-address';
import type { FieldDef, FieldError, FormDefinition, FormValues, RuleId, Verdict } from './types';

/** Input limits of spec section 9. */
export const LIMITS = { general: 30, telephone: 20, message: 500, hidden: 500 } as const;

/** The CV types the jobs form accepts (spec section 9). */
export const CV_EXTENSIONS = ['.pdf', '.doc'] as const;

/** The value the spam check refuses in the e-mail or the telephone field (spec section 9). */
export const BLOCKLISTED_VALUES: readonly string[] = ['test@test.com', '1234567890'];

/** Dubai's offset: appointment times are tagged +04:00 (spec section 9). */
const DUBAI_OFFSET_MINUTES = 4 * 60;

// Words of letters, digits, hyphens and parentheses, separated by single spaces.
const NAME = /^[\p{L}\p{M}\d()-]+(?: [\p{L}\p{M}\d()-]+)*$/u;
// Optional leading plus signs, digits/hyphens or parenthesised groups, then 9 or more digits,
// spaces or hyphens; at least 9 digits in all, so nine spaces are not a number.
const TELEPHONE = /^(?=(?:\D*\d){9})\+*(?:\(\d{1,4}\)|[\d-])*?[\d -]{9,}$/;
const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Leading whitespace is dropped from every text input (spec section 5). */
export function trimLeading(value: string): string {
  return value.replace(/^\s+/, '');
}

/**
 * What typing into the telephone field keeps: digits, plus signs and spaces.
 * @example filterTelephoneTyping('+971 (50) 123-4567') // '+971 50 1234567'
 */
export function filterTelephoneTyping(value: string): string {
  return value.replace(/[^\d+ ]/g, '');
}

/** A field's value as both sides check and send it: leading whitespace trimmed, e-mail lowercased. */
export function normaliseValue(field: FieldDef, raw: string | boolean | undefined): string | boolean {
  if (field.kind === 'checkbox') return raw === true || raw === 'yes' || raw === 'true' || raw === 'on';
  const text = typeof raw === 'string' ? trimLeading(raw) : '';
  if (field.rule === 'email') return text.toLowerCase().trimEnd();
  return text;
}

/** Every field of a definition normalised; unknown names are dropped. */
export function normaliseValues(def: FormDefinition, values: FormValues): Record<string, string | boolean> {
  return Object.fromEntries(def.fields.map((f) => [f.name, normaliseValue(f, values[f.name])]));
}

/** Parses a datetime-local value ('2026-11-24T09:00') as Dubai time; null when malformed. */
export function parseDubaiDateTime(value: string): Date | null {
  const m = DATETIME_LOCAL.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - DUBAI_OFFSET_MINUTES * 60_000;
  const date = new Date(utc);
  // Refuse rolled-over dates such as 2026-02-31.
  const back = new Date(utc + DUBAI_OFFSET_MINUTES * 60_000);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

/**
 * The earliest value the date picker offers: now, in Dubai time, to the minute.
 * @example dubaiDateTimeMin(new Date('2026-11-23T10:00:30Z')) // '2026-11-23T14:00'
 */
export function dubaiDateTimeMin(now: Date): string {
  return new Date(now.getTime() + DUBAI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/**
 * The appointment helper: a day at 09:00, tagged with Dubai's +04:00 offset.
 * @example appointmentAtNine('2026-11-24') // '2026-11-24T09:00:00+04:00'
 */
export function appointmentAtNine(day: string): string {
  return `${day.slice(0, 10)}T09:00:00+04:00`;
}

/** A datetime-local value as an ISO time with Dubai's offset, as e-mails and the CMS keep it. */
export function toDubaiIso(value: string): string {
  const m = DATETIME_LOCAL.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+04:00` : value;
}

function hasCvExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return CV_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

const CHECKS: Record<RuleId, (value: string, now: Date) => FieldError | null> = {
  name: (v) => (v.length > LIMITS.general ? 'tooLong' : NAME.test(v) ? null : 'format'),
  telephone: (v) => (v.length > LIMITS.telephone ? 'tooLong' : TELEPHONE.test(v) ? null : 'format'),
  email: (v) => (v.length > LIMITS.general ? 'tooLong' : isEmailAddress(v) ? null : 'format'),
  address: (v) => (v.length > LIMITS.general ? 'tooLong' : null),
  text: (v) => (v.length > LIMITS.general ? 'tooLong' : null),
  message: (v) => (v.length > LIMITS.message ? 'tooLong' : null),
  hidden: (v) => (v.length > LIMITS.hidden ? 'tooLong' : null),
  date: (v, now) => {
    const at = parseDubaiDateTime(v);
    if (!at) return 'format';
    // The picker works to the minute: the current minute is still allowed.
    return at.getTime() < Math.floor(now.getTime() / 60_000) * 60_000 ? 'past' : null;
  },
  cv: (v) => (hasCvExtension(v) ? null : 'fileType'),
  // A select's value is checked against its options (checkField).
  choice: () => 'format',
};

/** One field's verdict on an already normalised value; null when it passes. */
export function checkField(field: FieldDef, value: string | boolean, now: Date): FieldError | null {
  if (field.kind === 'checkbox') return field.required && value !== true ? 'required' : null;
  const text = String(value);
  if (text === '') return field.required ? 'required' : null;
  if (field.rule === 'choice') return field.options?.includes(text) ? null : 'format';
  return CHECKS[field.rule](text, now);
}

/**
 * The one verdict of a submission, used by the browser before sending and by the server
 * on receipt: values are normalised first, so both sides judge exactly the same text.
 */
export function validateForm(def: FormDefinition, values: FormValues, now: Date): Verdict {
  const normalised = normaliseValues(def, values);
  const errors: Record<string, FieldError> = {};
  for (const field of def.fields) {
    const error = checkField(field, normalised[field.name] ?? '', now);
    if (error) errors[field.name] = error;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** A contact value as the spam check compares it: lower case, without spaces. */
const contactKey = (value: string) => value.replace(/\s/g, '').toLowerCase();

/**
 * The blocklist an editor keeps in the CMS's site settings (`blocklisted_contact`):
 * e-mail addresses and phone numbers, separated by commas, semicolons or new lines.
 * @example parseBlocklist('Spam@x.com; +971 50 000 0000') // ['spam@x.com', '+971500000000']
 */
export function parseBlocklist(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,;\n]/)
    .map(contactKey)
    .filter(Boolean);
}

/**
 * The spam check: the e-mail or the telephone equals a blocklisted value, the spec's own
 * or one of `more` (the CMS's list, from parseBlocklist).
 */
export function isBlocklisted(values: FormValues, more: readonly string[] = []): boolean {
  const email = typeof values.email === 'string' ? contactKey(values.email) : '';
  const phone = typeof values.telephone === 'string' ? contactKey(values.telephone) : '';
  const blocked = (value: string) => value !== '' && (BLOCKLISTED_VALUES.includes(value) || more.includes(value));
  return blocked(email) || blocked(phone);
}

/** The honeypot: a person never sees bot-field, so any text in it marks a bot. */
export function isHoneypotFilled(botField: unknown): boolean {
  return typeof botField === 'string' && botField.trim() !== '';
}
