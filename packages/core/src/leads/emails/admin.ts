import { escapeMarkup } from '../../lib/escape';
import { languageName, languageOfLead, type Lead, type LeadEmail } from './lead';

/** Payload keys that steer delivery (packages/core/src/forms/payload.ts); the admin e-mail lists every other filled field. */
export const STEERING_FIELDS: ReadonlySet<string> = new Set([
  'form_name',
  'formname',
  'email_temp_user',
  'email_temp_admin',
  'email_subject_user',
  'email_subject_admin',
  'to_admin',
  'to_email_id',
  'g-recaptcha-response',
  'bot-field',
]);

/** A payload key as a label: `first_name` reads "First name". */
const labelOf = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The brokerage's notification, in English: every filled field, the visitor's free text
 * included (escaped in the HTML), and the visitor's language. A CV is not linked from the
 * e-mail: `cvAt` is its lead in the CMS, where an editor opens it.
 */
export function adminEmail(lead: Lead, { cvAt }: { cvAt?: string } = {}): LeadEmail {
  const payload = lead.data ?? {};
  const rows: [string, unknown][] = Object.entries(payload).filter(
    ([k, v]) => !STEERING_FIELDS.has(k) && v !== '' && v != null,
  );
  if (cvAt) rows.push(['CV', `open it from the lead in the CMS: ${cvAt}`]);
  const form = String(payload.form_name || 'form');
  const intro = `New ${form} submission from ${lead.page_url || 'the website'} (visitor's language: ${languageName(languageOfLead(lead))}).`;
  return {
    subject: String(payload.email_subject_admin || `New ${form} submission`),
    text: `${intro}\n\n${rows.map(([k, v]) => `${labelOf(k)}: ${String(v)}`).join('\n')}`,
    html:
      `<p>${escapeMarkup(intro)}</p><table>` +
      rows
        .map(
          ([k, v]) => `<tr><th align="left">${escapeMarkup(labelOf(k))}</th><td>${escapeMarkup(String(v))}</td></tr>`,
        )
        .join('') +
      '</table>',
    template: String(payload.email_temp_admin || ''),
  };
}
