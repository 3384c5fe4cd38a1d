/**
 * What the CMS (plain JavaScript, cms/src/deliveries and cms/src/alerts) takes from the
 * site's code for leads: bundled by packages/local-stack/cms-shared.mjs into
 * cms/src/leads/site-leads.js at install and at every CMS start, so a lead's e-mails, its
 * language and the e-mail rule are the site's one definition.
 */
export { confirmationEmail, safeName } from './confirmation';
export { adminEmail } from './admin';
export { leadLanguage } from './lead';
export { isEmailAddress } from '../forms/email';
