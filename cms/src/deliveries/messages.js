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
const { confirmationText, leadLanguage, LANGUAGE_NAMES } = require('./languages');

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
 * The visitor's confirmation, in the language of the page the lead came from. It goes to
 * whatever address was typed, so it repeats none of the free text (no message, no other
 * field): the cleaned name and the company only. Arabic is set right to left.
 */
function confirmationEmail(lead, company) {
  const payload = lead.data || {};
  const language = leadLanguage(lead.page_url || payload.page_url);
  const { subject, lines } = confirmationText(language, {
    name: safeName(payload.first_name, payload.last_name),
    company,
  });
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    // On English pages, the subject the form names (the spec's per-form subjects are English).
    subject: language === 'en' && payload.email_subject_user ? payload.email_subject_user : subject,
    text: lines.join('\n\n'),
    html: `<div lang="${language}" dir="${dir}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`,
    template: payload.email_temp_user || '',
    language,
  };
}

/** The brokerage's notification: every filled field, the visitor's free text included. */
function adminEmail(lead) {
  const payload = lead.data || {};
  const rows = Object.entries(payload).filter(([k, v]) => !INTERNAL.has(k) && v !== '' && v != null);
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
