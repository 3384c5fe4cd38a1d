/**
 * What the CMS (cms/src/alerts, which types it in site-code.ts) takes from the site's code: bundled by
 * packages/local-stack/cms-shared.mjs into cms/src/alerts/site-shared.js once at install
 * (a local CMS start refuses it when older than its sources), so alerts match, name and link searches with the site's one definition.
 */
export { findAlerts, alertFilter, alertWatch } from '../search/alerts';
export { alertListingOf } from './listing';
export { areaNameIn } from '../search/areas-file';
export { alertEmail, alertConfirmationEmail } from './email';
export { alertPageUrl, oneClickUrl, maskEmail, parseAlertRequest, isAlertFrequency } from './manage';
export { ALERT_FORM_NAME, ALERT_FREQUENCIES } from '../forms/definitions';
