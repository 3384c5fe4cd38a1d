import { getLocale, type LocaleCode } from '../../i18n/locales';
import { escapeMarkup } from '../../lib/escape';
import { internationalPhone } from '../../lib/phone';
import { confirmationSubject, say, templateOf, type ConfirmationTemplate } from './email-strings';
import { languageOfLead, type Lead, type LeadBrand, type LeadEmail } from './lead';

const esc = escapeMarkup;

/**
 * The visitor's name as the confirmation may repeat it: letters, spaces, apostrophes, dots
 * and hyphens only, at most 40 characters, so the one typed value the message carries
 * cannot hold a link or a sentence.
 * @example safeName('Ann', 'Lee') // 'Ann Lee'
 * @example safeName('Win $$$ at http://x.example', '') // 'Win at httpx.example'
 */
export function safeName(first: unknown, last: unknown): string {
  const name = [first, last]
    .filter(Boolean)
    .join(' ')
    .replace(/[^\p{L}\p{M} .'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name.slice(0, 40).trim();
}

/** A confirmation's words in a language: its template's, greeting the visitor by name when there is one. */
function wordsOf(template: ConfirmationTemplate, locale: LocaleCode, name: string, company: string, variant: unknown) {
  return {
    subject: confirmationSubject(template, locale, variant),
    greeting: name ? say(locale, 'greeting', { name }) : say(locale, 'anonymous'),
    body: say(locale, `${template}.body`, { company }),
    signoff: say(locale, 'signoff'),
    notice: say(locale, 'notice'),
  };
}

/** The brand's contact lines: label, shown value and link, for those the site settings hold. */
function contactsOf(brand: LeadBrand, locale: LocaleCode): [label: string, value: string, href: string][] {
  const lines: [string, string, string][] = [];
  if (brand.phone) {
    const phone = internationalPhone(brand.phone);
    lines.push([say(locale, 'label.phone'), phone, `tel:${phone}`]);
  }
  if (brand.email) lines.push([say(locale, 'label.email'), brand.email, `mailto:${brand.email}`]);
  if (brand.siteUrl) {
    const shown = brand.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
    lines.push([say(locale, 'label.website'), shown, brand.siteUrl]);
  }
  return lines;
}

/**
 * The visitor's confirmation: the template of the lead's form (its `email_temp_user`, the
 * spec's ids; the contact form's for an unknown one), in the language of the page the lead
 * came from, as HTML and plain text, right to left in Arabic, signed with the brand's name
 * and contact details. It goes to whatever address was typed, so it repeats none of the
 * free text: the cleaned name is the only typed value in it.
 */
export function confirmationEmail(lead: Lead, brand: LeadBrand): LeadEmail & { language: LocaleCode } {
  const payload = lead.data ?? {};
  const template = templateOf(payload.email_temp_user);
  const language = languageOfLead(lead);
  const { hreflang, dir } = getLocale(language);
  const name = safeName(payload.first_name, payload.last_name);
  const words = wordsOf(template, language, name, brand.company, payload.department);
  const contacts = contactsOf(brand, language);
  const text = [
    words.greeting,
    words.body,
    `${words.signoff}\n${brand.company}`,
    [...contacts.map(([label, value]) => `${label}: ${value}`), brand.address].filter(Boolean).join('\n'),
    words.notice,
  ].join('\n\n');
  const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
  const contactHtml = contacts
    .map(([label, value, href]) => `${esc(label)}: <a href="${esc(href)}" style="color:#0b3d5c">${esc(value)}</a>`)
    .concat(brand.address ? [esc(brand.address)] : [])
    .join('<br>');
  const html =
    `<!doctype html><html lang="${hreflang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(words.subject)}</title></head>` +
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6">' +
    `<div lang="${hreflang}" dir="${dir}">` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">' +
    `<tr><td style="padding:20px 24px;background:#0b3d5c;color:#ffffff;font-size:20px;font-weight:bold">${esc(brand.company)}</td></tr>` +
    '<tr><td style="padding:24px">' +
    p(esc(words.greeting)) +
    p(esc(words.body)) +
    p(`${esc(words.signoff)}<br>${esc(brand.company)}`) +
    (contactHtml ? p(contactHtml, 'font-size:14px;color:#4b5563') : '') +
    '</td></tr>' +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${esc(words.notice)}</td></tr>` +
    '</table></div></body></html>';
  return { subject: words.subject, text, html, template, language };
}
