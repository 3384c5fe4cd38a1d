import type { FormId } from './types';
import { isEmailAddress } from '../lib/email-address';

/** The forms an editor's link may open: those that need nothing from the page around them. */
export const LINKABLE_FORMS = [
  'contact',
  'ask-question',
  'leave-review',
  'partner',
  'cv',
  'valuation',
  'loyalty',
  'newsletter',
] as const satisfies readonly FormId[];

const PREFIX = '#form-';

/**
 * The form a CMS link opens in a dialog, or null for any other link: an editor writes
 * `#form-{id}` (`#form-valuation`) as a call to action's link to open that form where the
 * visitor is, instead of sending them to its page.
 * @example formOfLink('#form-valuation') // 'valuation'
 * @example formOfLink('/contact-oasis-key/') // null
 */
export function formOfLink(link: string): (typeof LINKABLE_FORMS)[number] | null {
  if (!link.startsWith(PREFIX)) return null;
  const id = link.slice(PREFIX.length);
  return (LINKABLE_FORMS as readonly string[]).includes(id) ? (id as (typeof LINKABLE_FORMS)[number]) : null;
}

/**
 * The hidden fields a page gives a form it shows or opens: the contact form's `to_admin`,
 * when the page names a recipient (a CMS page's Form_Recipient); none otherwise. The CMS
 * relays to a recipient only when it is a team member's or the company's own address.
 * @example pageHiddenFields('contact', 'sales@oasiskey.ae') // { to_admin: 'sales@oasiskey.ae' }
 */
export function pageHiddenFields(
  form: FormId | null,
  recipient: string | null | undefined,
): Record<string, string> | undefined {
  const to = recipient?.trim() ?? '';
  return form === 'contact' && isEmailAddress(to) ? { to_admin: to } : undefined;
}
