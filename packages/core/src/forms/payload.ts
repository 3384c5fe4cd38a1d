import { formTitle } from './definitions';
import { normaliseValues, toDubaiIso } from './rules';
import type { FormDefinition, FormValues } from './types';
import type { Payload } from '../leads/lead-record';

export type { Payload };

/** The contact details every lead has, whatever its form calls them (spec section 3). */
export type Contact = { name: string; email: string; phone: string; message: string };

/** E-mail subjects of a submission, by its variant when it has one (Off Plan Register by department). */
export function emailSubjects(def: FormDefinition, values: Record<string, unknown>): { user: string; admin: string } {
  const key = def.variantField ? values[def.variantField] : undefined;
  const variant = typeof key === 'string' ? def.variants?.[key] : undefined;
  return variant
    ? { user: variant.userSubject, admin: variant.adminSubject }
    : { user: def.email.userSubject, admin: def.email.adminSubject };
}

/**
 * The values a form sends: normalised fields (checked checkboxes "yes", unchecked left out,
 * the preferred date tagged +04:00), plus form_name/formname, template ids and subjects.
 */
export function buildPayload(def: FormDefinition, values: FormValues, pageUrl = ''): Payload {
  const payload: Payload = {};
  const normalised = normaliseValues(def, values);
  for (const f of def.fields) {
    const value = normalised[f.name];
    if (f.kind === 'checkbox') {
      if (value === true) payload[f.name] = 'yes';
    } else if (f.kind === 'datetime' && value) {
      payload[f.name] = toDubaiIso(String(value));
    } else {
      payload[f.name] = String(value);
    }
  }
  const subjects = emailSubjects(def, normalised);
  return {
    ...payload,
    form_name: def.formName,
    formname: def.formName,
    email_temp_user: def.email.userTemplate,
    email_temp_admin: def.email.adminTemplate,
    email_subject_user: subjects.user,
    email_subject_admin: subjects.admin,
    page_url: pageUrl,
  };
}

const first = (values: Record<string, unknown>, names: readonly string[]): string => {
  for (const name of names) {
    const v = values[name];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
};

/**
 * Any form's values as name, email, phone and message: name from name or first plus last
 * name, email from email/email_address/user_email, phone from the first phone-like field,
 * message from message/comments/query.
 * @example normaliseContact({ first_name: 'Ann', last_name: 'Lee', telephone: '050' }).name // 'Ann Lee'
 */
export function normaliseContact(values: Record<string, unknown>): Contact {
  const joined = [first(values, ['first_name']), first(values, ['last_name'])].filter(Boolean).join(' ');
  const phoneNames = Object.keys(values).filter((k) => /phone|mobile/i.test(k) && !/whatsapp/i.test(k));
  return {
    name: first(values, ['name']) || joined,
    email: first(values, ['email', 'email_address', 'user_email']).toLowerCase(),
    phone: first(values, ['telephone', 'phone', ...phoneNames]),
    message: first(values, ['message', 'comments', 'query']),
  };
}

/** Whom the admin e-mail goes to: the listing's agent or member, else the form's admin recipient. */
export function recipientOf(values: Record<string, unknown>): string {
  return first(values, ['to_email_id', 'to_admin']).toLowerCase();
}

/** The analytics event of a confirmed submission (spec call 6). */
export type FormSubmitEvent = {
  event: 'formSubmit';
  formType: string;
  formId: string;
  formName: string;
  formLabel: string;
  details: Contact & { pageUrl: string };
};

/** The dataLayer push of a delivered form: formId is "form-" plus the form's event name. */
export function formSubmitEvent(def: FormDefinition, values: FormValues, pageUrl: string): FormSubmitEvent {
  const normalised = normaliseValues(def, values);
  return {
    event: 'formSubmit',
    formType: def.id,
    formId: `form-${def.event}`,
    formName: def.formName,
    formLabel: formTitle(def, normalised),
    details: { ...normaliseContact(normalised), pageUrl },
  };
}
