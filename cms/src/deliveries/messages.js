'use strict';

// The lead e-mails, rendered from a stored lead when its delivery is sent (never stored).

// Keys of a lead's payload that steer delivery; the admin e-mail lists every other filled field.
const INTERNAL = new Set([
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
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const { leadLanguage, LANGUAGE_NAMES } = require('./languages');
const { confirmationText } = require('./templates');

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const labelOf = (key) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The visitor's name as the confirmation may repeat it: letters, spaces, apostrophes, dots
 * and hyphens only, at most 40 characters, so the one typed value the message carries
 * cannot hold a link or a sentence.
 * @example safeName('Ann', 'Lee') // 'Ann Lee'
 * @example safeName('Win $$$ at http://x.example', '') // 'Win at httpx.example'
 */
function safeName(first, last) {
  const name = [first, last]
    .filter(Boolean)
    .join(' ')
    .replace(/[^\p{L}\p{M} .'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name.slice(0, 40).trim();
}

/**
 * The brand's phone in international form, as the site's `telHref` reads the settings
 * (src/lib/phone.ts; the CMS deploys without the site's code): a 9-digit local number is
 * a UAE one.
 * @example internationalPhone('97143210000') // '+97143210000'
 */
function internationalPhone(phone) {
  const digits = String(phone).replace(/\D/g, '');
  return `+${digits.length === 9 ? `971${digits}` : digits}`;
}

/**
 * The visitor's confirmation: the template of the lead's form (its `email_temp_user`, the
 * spec's ids; the contact form's for an unknown one), in the language of the page the lead
 * came from, as HTML and plain text, right to left in Arabic, signed with the brand's name
 * and contact details from the CMS's site settings. It goes to whatever address was typed,
 * so it repeats none of the free text: the cleaned name is the only typed value in it.
 * @param {object} lead a stored lead
 * @param {{ company: string, phone?: string, email?: string, address?: string, siteUrl?: string }} brand
 */
function confirmationEmail(lead, brand) {
  const payload = lead.data || {};
  const words = confirmationText(payload.email_temp_user, leadLanguage(lead.page_url || payload.page_url), {
    name: safeName(payload.first_name, payload.last_name),
    company: brand.company,
    variant: payload.department,
  });
  const { language, labels } = words;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const contacts = [
    brand.phone && [labels.phone, internationalPhone(brand.phone), `tel:${internationalPhone(brand.phone)}`],
    brand.email && [labels.email, brand.email, `mailto:${brand.email}`],
    brand.siteUrl && [labels.website, brand.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''), brand.siteUrl],
  ].filter(Boolean);
  const text = [
    words.greeting,
    words.body,
    `${words.signoff}\n${brand.company}`,
    [...contacts.map(([label, value]) => `${label}: ${value}`), brand.address].filter(Boolean).join('\n'),
    words.notice,
  ].join('\n\n');
  const p = (html, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
  const contactHtml = contacts
    .map(
      ([label, value, href]) =>
        `${escapeHtml(label)}: <a href="${escapeHtml(href)}" style="color:#0b3d5c">${escapeHtml(value)}</a>`,
    )
    .concat(brand.address ? [escapeHtml(brand.address)] : [])
    .join('<br>');
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>` +
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6">' +
    `<div lang="${language}" dir="${dir}">` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">' +
    `<tr><td style="padding:20px 24px;background:#0b3d5c;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.company)}</td></tr>` +
    '<tr><td style="padding:24px">' +
    p(escapeHtml(words.greeting)) +
    p(escapeHtml(words.body)) +
    p(`${escapeHtml(words.signoff)}<br>${escapeHtml(brand.company)}`) +
    (contactHtml ? p(contactHtml, 'font-size:14px;color:#4b5563') : '') +
    '</td></tr>' +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(words.notice)}</td></tr>` +
    '</table></div></body></html>';
  return { subject: words.subject, text, html, template: words.template, language };
}

/**
 * The brokerage's notification: every filled field, the visitor's free text included. A CV
 * is not linked from the e-mail: `cvAt` is its lead in the CMS, where an editor opens it.
 * @param {object} lead a stored lead
 * @param {{ cvAt?: string }} [links]
 */
function adminEmail(lead, { cvAt } = {}) {
  const payload = lead.data || {};
  const rows = Object.entries(payload).filter(([k, v]) => !INTERNAL.has(k) && v !== '' && v != null);
  if (cvAt) rows.push(['CV', `open it from the lead in the CMS: ${cvAt}`]);
  const language = LANGUAGE_NAMES[leadLanguage(lead.page_url || payload.page_url)];
  const intro = `New ${payload.form_name || 'form'} submission from ${lead.page_url || 'the website'} (visitor's language: ${language}).`;
  return {
    subject: payload.email_subject_admin || `New ${payload.form_name || 'form'} submission`,
    text: `${intro}\n\n${rows.map(([k, v]) => `${labelOf(k)}: ${v}`).join('\n')}`,
    html:
      `<p>${escapeHtml(intro)}</p><table>` +
      rows
        .map(([k, v]) => `<tr><th align="left">${escapeHtml(labelOf(k))}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('') +
      '</table>',
    template: payload.email_temp_admin || '',
  };
}

module.exports = { EMAIL, INTERNAL, safeName, confirmationEmail, adminEmail };
