/**
 * The lead domain as the CMS (cms/src/core.ts) takes it: a lead's record, its e-mails and its
 * language, the e-mail rule, the delivery plan, the alert links' tokens and when an alert
 * is due. The site imports single modules (`@brokerage/core/leads/lead-record`) instead, so
 * nothing of Node's (the tokens' crypto) reaches a page.
 */
export { parseLeadRecord, LEAD_LIMITS, LEAD_RECORD_ERROR, type LeadRecord, type Payload } from './lead-record';
export { adminEmail } from './emails/admin';
export { confirmationEmail, safeName } from './emails/confirmation';
export { leadLanguage, type Lead, type LeadBrand, type LeadEmail } from './emails/lead';
export { isEmailAddress } from '../lib/email-address';
export { planDeliveries, retryAt, leadStatus, keyOf, VISITOR_CHANNELS } from './deliveries/plan';
export type { PlannedDelivery, PlanInput, DeliveryChannel, DeliveryStatus } from './deliveries/plan';
export { signingKey, alertToken, readAlertToken, alertLifetimes } from '../alerts/tokens';
export { isAlertDue, ALERT_PERIOD_MS } from '../alerts/schedule';
