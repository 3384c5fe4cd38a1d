'use strict';

const { adminEmail, confirmationEmail } = require('./messages');

/** A Message-ID fixed per delivery: a resend after a crash carries the same one, so mail systems can fold it. */
function messageIdOf(key, from) {
  const domain = /@([^>\s]+)/.exec(from || '')?.[1] || 'localhost';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`;
}

/**
 * Sends one delivery of a stored lead: the visitor's confirmation or the admin e-mail
 * through the Strapi e-mail plugin (SMTP or the local outbox), or the CRM forward. Throws
 * on any failure; the queue decides when to try again.
 */
function createSender({ strapi, config, fetchImpl = fetch }) {
  const email = () => strapi.plugin('email').service('email');
  // The brand a confirmation is signed with: the site settings' name and contact details.
  const brand = async () => {
    const settings =
      (await strapi.db
        .query('api::site-setting.site-setting')
        .findOne({ select: ['company_name', 'phone', 'email', 'address'] })) || {};
    return {
      company: settings.company_name || 'us',
      phone: settings.phone || '',
      email: settings.email || '',
      address: settings.address || '',
      siteUrl: config.siteUrl,
    };
  };

  async function sendEmail(delivery, lead) {
    const message = delivery.channel === 'visitor_email' ? confirmationEmail(lead, await brand()) : adminEmail(lead);
    const from = strapi.config.get('plugin::email.settings.defaultFrom');
    const visitor = lead.email && delivery.channel === 'admin_email' ? { replyTo: lead.email } : {};
    await email().send({
      to: delivery.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdOf(delivery.key, from),
      headers: { 'X-Lead-Id': lead.documentId, 'X-Delivery-Key': delivery.key, 'X-Template': message.template },
      ...visitor,
    });
  }

  async function forwardToCrm(delivery, lead) {
    if (!config.crmEndpoint) throw new Error('CRM_ENDPOINT is not set on the CMS');
    const payload = { ...(lead.data || {}) };
    const file = lead.attachment && lead.attachment.url;
    if (file) payload.file = file.startsWith('/') ? `${strapi.config.get('server.absoluteUrl')}${file}` : file;
    const response = await fetchImpl(config.crmEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        // The CRM may fold a repeated forward (a resend after a crash) by this key.
        'Idempotency-Key': delivery.key,
        ...(config.crmToken ? { Authorization: `Bearer ${config.crmToken}` } : {}),
      },
      body: new URLSearchParams(payload).toString(),
      signal: AbortSignal.timeout(config.crmTimeoutMs),
    });
    await response.arrayBuffer().catch(() => null);
    if (!response.ok) throw new Error(`The CRM answered HTTP ${response.status}`);
  }

  return (delivery, lead) => (delivery.channel === 'crm' ? forwardToCrm(delivery, lead) : sendEmail(delivery, lead));
}

module.exports = { createSender, messageIdOf };
