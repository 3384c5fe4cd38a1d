'use strict';

const { factories } = require('@strapi/strapi');
const { sendLeadEmails } = require('./lead-emails');

const UID = 'api::form-entry.form-entry';
// Submissions being stored right now, by submission id: a double click or a retry that
// arrives while the first is still in flight waits for it instead of storing a second entry.
const inFlight = new Map();

const text = (value, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');

function answer(entry, duplicate) {
  const url = entry.attachment && entry.attachment.url;
  return { ok: true, duplicate, id: entry.documentId, attachmentUrl: url || null };
}

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores a lead (idempotent by submission id), attaches the CV, sends the user and admin e-mails. */
  async submit({ data, file }) {
    const key = text(data.submissionId, 64);
    if (inFlight.has(key)) {
      const entry = await inFlight.get(key);
      return answer(entry, true);
    }
    const work = (async () => {
      const existing = await strapi
        .documents(UID)
        .findFirst({ filters: { submission_id: key }, populate: ['attachment'] });
      if (existing) return { entry: existing, duplicate: true };
      let attachment = null;
      if (file) {
        const uploaded = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
        attachment = Array.isArray(uploaded) ? uploaded[0] : uploaded;
      }
      const payload = Object.fromEntries(Object.entries(data.payload).map(([k, v]) => [k, text(String(v), 2000)]));
      if (attachment) {
        payload.file = attachment.url;
        payload.cvname = text(file.originalFilename || file.name || attachment.name, 200);
      }
      const entry = await strapi.documents(UID).create({
        data: {
          submission_id: key,
          form_name: text(payload.form_name, 100),
          data: payload,
          email: text(data.email, 100),
          phone: text(data.phone, 40),
          page_url: text(data.pageUrl),
          to_email: text(data.toEmail, 100),
          attachment: attachment ? attachment.id : null,
          email_status: 'pending',
        },
        populate: ['attachment'],
      });
      const status = await sendLeadEmails(strapi, entry).then(
        () => 'sent',
        (error) => {
          strapi.log.error(`[form-entry] e-mails of ${entry.documentId} failed: ${error.message}`);
          return 'failed';
        },
      );
      await strapi.documents(UID).update({ documentId: entry.documentId, data: { email_status: status } });
      return { entry, duplicate: false };
    })();
    const shared = work.then((r) => r.entry);
    shared.catch(() => {}); // the caller below reports the failure; waiters see it too
    inFlight.set(key, shared);
    try {
      const { entry, duplicate } = await work;
      return answer(entry, duplicate);
    } finally {
      inFlight.delete(key);
    }
  },
}));
