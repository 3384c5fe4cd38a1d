/**
 * What the CMS (cms/src/alerts, through cms/src/core.ts) takes of the alert domain: matching a
 * saved search, its e-mails and their areas' names, the manage links and requests.
 */
export { findAlerts, alertFilter, alertWatch } from './matching';
export { alertListingOf } from './listing';
export { areaNameIn } from '../search/areas-file';
export { alertEmail, alertConfirmationEmail } from './email';
export { alertPageUrl, oneClickUrl, maskEmail, parseAlertRequest, isAlertFrequency } from './manage';
export { ALERT_FORM_NAME, ALERT_FREQUENCIES } from '../forms/definitions';
export { getLocale } from '../i18n/locales';
