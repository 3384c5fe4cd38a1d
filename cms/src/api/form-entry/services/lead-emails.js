'use strict';

// Keys of a lead's payload that steer delivery; the e-mails list every other filled field.
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

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const labelOf = (key) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function details(payload) {
  const rows = Object.entries(payload).filter(([k, v]) => !INTERNAL.has(k) && v !== '' && v != null);
  return {
    text: rows.map(([k, v]) => `${labelOf(k)}: ${v}`).join('\n'),
    html: `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(labelOf(k))}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
  };
}

/**
 * Where the admin e-mail goes: the address the form names (the listing's agent, the team
 * member, the contact recipient) only when it is a team member's or the company's own,
 * so a tampered hidden field cannot turn the site into a mail relay; else the admin.
 */
async function adminRecipient(strapi, requested, settings) {
  const admin = process.env.FORM_ADMIN_EMAIL || (settings && settings.email) || 'admin@localhost';
  const wanted = String(requested || '')
    .trim()
    .toLowerCase();
  if (!wanted || !EMAIL.test(wanted)) return admin;
  if (settings && settings.email && settings.email.toLowerCase() === wanted) return wanted;
  const member = await strapi.db
    .query('api::team-member.team-member')
    .findOne({ where: { email: { $eqi: wanted } }, select: ['id'] });
  return member ? wanted : admin;
}

/** Sends the visitor's confirmation and the admin notification of a stored lead. */
async function sendLeadEmails(strapi, entry) {
  const payload = entry.data || {};
  const settings = await strapi.documents('api::site-setting.site-setting').findFirst();
  const company = (settings && settings.company_name) || 'us';
  const email = strapi.plugin('email').service('email');
  const body = details(payload);
  const headers = { 'X-Lead-Id': entry.documentId };
  const name = [payload.first_name, payload.last_name].filter(Boolean).join(' ');
  if (entry.email && EMAIL.test(entry.email)) {
    const greeting = `Dear ${name || 'visitor'},\n\nThank you for contacting ${company}. We have received your ${payload.form_name || 'message'} and will be in touch shortly.\n\n`;
    await email.send({
      to: entry.email,
      subject: payload.email_subject_user || `Thank you for contacting ${company}`,
      text: greeting + body.text,
      html: `<p>${escapeHtml(greeting).replace(/\n/g, '<br>')}</p>${body.html}`,
      headers: { ...headers, 'X-Template': payload.email_temp_user || '' },
    });
  }
  const to = await adminRecipient(strapi, entry.to_email, settings);
  const intro = `New ${payload.form_name || 'form'} submission from ${entry.page_url || 'the website'}.\n\n`;
  await email.send({
    to,
    replyTo: entry.email && EMAIL.test(entry.email) ? entry.email : undefined,
    subject: payload.email_subject_admin || `New ${payload.form_name || 'form'} submission`,
    text: intro + body.text,
    html: `<p>${escapeHtml(intro)}</p>${body.html}`,
    headers: { ...headers, 'X-Template': payload.email_temp_admin || '' },
  });
}

module.exports = { sendLeadEmails, adminRecipient };
