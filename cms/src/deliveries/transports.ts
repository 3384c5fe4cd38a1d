import type { Core } from '@strapi/strapi';
import { leads } from '../core';
import { site, areaNamesOf, alertSigningKey } from '../alerts/shared';
import type { AlertBrand } from '@brokerage/core/alerts/email';
import { isPrivateFile, signedLink, linkSeconds } from '../private-files';
import type { DeliveryConfig } from './config';
import type { DeliveryRow, LeadRow, Send } from './queue';

/** What a delivery sends by e-mail: its content, the template's name and any headers of its own. */
type Message = { subject: string; text: string; html: string; template: string; headers?: Record<string, string> };

/** Where an editor opens a lead (and its CV) in the admin panel. */
const leadInAdmin = (strapi: Core.Strapi, lead: Pick<LeadRow, 'documentId'>) =>
  `${strapi.config.get<string>('admin.absoluteUrl')}/content-manager/collection-types/api::form-entry.form-entry/${lead.documentId}`;

/** A Message-ID fixed per delivery: a resend after a crash carries the same one, so mail systems can fold it. */
export function messageIdOf(key: string, from: string | null | undefined): string {
  const domain = /@([^>\s]+)/.exec(from || '')?.[1] || 'localhost';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`;
}

/**
 * Sends one delivery of a stored lead: the visitor's confirmation or the admin e-mail
 * through the Strapi e-mail plugin (SMTP or the local outbox), or the CRM forward. Throws
 * on any failure; the queue decides when to try again.
 */
/** The brand a visitor's e-mail is signed with: the site settings' name and contact details. */
export async function brandOf(strapi: Core.Strapi, config: Pick<DeliveryConfig, 'siteUrl'>): Promise<AlertBrand> {
  const settings: { company_name?: string; phone?: string; email?: string; address?: string } =
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
}

/**
 * A saved-search alert's e-mails: the double opt-in's confirmation (made now, in the
 * subscription's language) or an alert (made by the alert job, kept on the delivery). Both
 * carry the manage link; an alert also the one-click unsubscribe of RFC 8058.
 */
async function alertMessage(strapi: Core.Strapi, config: DeliveryConfig, delivery: DeliveryRow): Promise<Message> {
  const subscription = delivery.subscription;
  // The queue sends an alert's e-mail only while its subscription is there (skipReason).
  if (!subscription) throw new Error('The alert subscription of this delivery was deleted');
  const key = alertSigningKey(strapi);
  const { alertToken, alertLifetimes } = leads();
  const { confirmMs, linkMs } = alertLifetimes();
  const { alertConfirmationEmail, alertPageUrl, oneClickUrl, getLocale } = site();
  const lang = getLocale(subscription.language).code;
  const headers = { 'X-Alert-Subscription': subscription.documentId };
  if (delivery.channel === 'alert_confirmation') {
    // Its links die with the confirmation they ask for.
    const token = alertToken(key, subscription.documentId, subscription.expires_at || Date.now() + confirmMs);
    const message = alertConfirmationEmail({
      locale: lang,
      brand: await brandOf(strapi, config),
      search: subscription.search_path,
      frequency: subscription.frequency,
      confirmUrl: alertPageUrl(config.siteUrl, lang, token, 'confirm'),
      manageUrl: alertPageUrl(config.siteUrl, lang, token),
      areaNames: await areaNamesOf(strapi, subscription.search_path, lang),
    });
    return { ...message, template: 'alert_confirmation', headers };
  }
  if (!delivery.message || !delivery.message.html) throw new Error('This alert delivery has no message');
  const token = alertToken(key, subscription.documentId, Date.now() + linkMs);
  return {
    ...delivery.message,
    template: 'alert',
    headers: {
      ...headers,
      'List-Unsubscribe': `<${oneClickUrl(config.siteUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function createSender({
  strapi,
  config,
  fetchImpl = fetch,
}: {
  strapi: Core.Strapi;
  config: DeliveryConfig;
  fetchImpl?: typeof fetch;
}): Send {
  const email = () => strapi.plugin('email').service('email');

  async function messageOf(delivery: DeliveryRow, lead: LeadRow): Promise<Message> {
    if (delivery.channel === 'alert' || delivery.channel === 'alert_confirmation')
      return alertMessage(strapi, config, delivery);
    if (delivery.channel === 'visitor_email') return leads().confirmationEmail(lead, await brandOf(strapi, config));
    return leads().adminEmail(lead, isPrivateFile(lead.attachment) ? { cvAt: leadInAdmin(strapi, lead) } : {});
  }

  async function sendEmail(delivery: DeliveryRow, lead: LeadRow | null): Promise<void> {
    // An alert's e-mail needs no lead; a lead's channel always has one (the queue checks).
    const message = await messageOf(delivery, lead as LeadRow);
    const from = strapi.config.get<string>('plugin::email.settings.defaultFrom');
    const visitor = lead && lead.email && delivery.channel === 'admin_email' ? { replyTo: lead.email } : {};
    await email().send({
      to: delivery.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdOf(delivery.key, from),
      headers: {
        ...(lead ? { 'X-Lead-Id': lead.documentId } : {}),
        'X-Delivery-Key': delivery.key,
        'X-Template': message.template,
        ...message.headers,
      },
      ...visitor,
    });
  }

  async function forwardToCrm(delivery: DeliveryRow, lead: LeadRow): Promise<void> {
    if (!config.crmEndpoint) throw new Error('CRM_ENDPOINT is not set on the CMS');
    // Form fields, sent as strings by URLSearchParams as before.
    const payload = { ...(lead.data || {}) } as Record<string, string>;
    // A CV travels as a signed link that expires (CV_FORWARD_SECONDS): the CRM fetches it in time.
    const signed = await signedLink(strapi, lead.attachment, linkSeconds().forward);
    const file = signed || (lead.attachment && lead.attachment.url);
    if (file) payload.file = file.startsWith('/') ? `${strapi.config.get<string>('server.absoluteUrl')}${file}` : file;
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

  // A CRM forward is always a lead's (the queue checks it has one).
  return (delivery, lead) =>
    delivery.channel === 'crm' ? forwardToCrm(delivery, lead as LeadRow) : sendEmail(delivery, lead);
}
