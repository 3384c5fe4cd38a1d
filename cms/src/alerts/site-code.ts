/**
 * What the CMS calls of the site's alert code (src/alerts/cms.ts at the root, bundled into
 * ./site-shared.js, which ./shared.ts loads), typed as the site defines it; the bundle
 * itself is untyped JavaScript.
 */
export type AlertFrequency = 'instant' | 'daily' | 'weekly';
export type AlertAction = 'view' | 'confirm' | 'pause' | 'resume' | 'unsubscribe' | 'frequency' | 'delete';
/** A manage page's request (src/alerts/manage.ts). */
export type AlertRequest = { token: string; action: AlertAction; frequency?: AlertFrequency };
/** A card of the search index, as an alert lists it (src/search/index-entry.ts); the CMS reads only its id. */
export type IndexEntry = { id: number } & Record<string, unknown>;
/** What one alert e-mail holds: listings new since the last run, and those whose price dropped. */
export type AlertFinding = { fresh: IndexEntry[]; reduced: { entry: IndexEntry; was: number }[] };
/** A property as the alert matching reads it (src/alerts/listing.ts), made by `alertListingOf`. */
export type AlertListing = { readonly __brand: 'alert listing' };
/** The brand an alert e-mail is signed with. */
export type AlertBrand = { company: string; siteUrl: string; phone: string; email: string; address: string };
export type AlertEmail = { subject: string; text: string; html: string };
/** The e-mails' shared input: the language (a locale code), the brand, the saved search's path and its areas' names. */
type EmailInput = { locale: string; brand: AlertBrand; search: string; areaNames?: Readonly<Record<string, string>> };

export type AlertSiteCode = {
  ALERT_FORM_NAME: string;
  /** The saved search read by the site's URL grammar, or null for a path that is not a search; the CMS reads its areas. */
  alertFilter(path: string): { areas: string[] } | null;
  areaNameIn(names: unknown, fallback: string, locale: string): string;
  alertWatch(search: string, properties?: string): { path: string; ids: number[] | null } | null;
  isAlertFrequency(value: unknown): value is AlertFrequency;
  maskEmail(email: string): string;
  parseAlertRequest(body: unknown): AlertRequest | string;
  /** A property row as the alert job reads it (with its area, developer, negotiator and images). */
  alertListingOf(row: Record<string, unknown>): AlertListing;
  findAlerts(
    subscriptions: readonly { id: number; path: string; since: number; ids: readonly number[] | null }[],
    listings: readonly AlertListing[],
    now: number,
  ): Map<number, AlertFinding>;
  alertEmail(
    input: EmailInput & {
      finding: AlertFinding;
      photoOf: (entry: IndexEntry) => string | null;
      manageUrl: string;
      unsubscribeUrl: string;
    },
  ): AlertEmail;
  alertConfirmationEmail(
    input: EmailInput & { frequency: AlertFrequency; confirmUrl: string; manageUrl: string },
  ): AlertEmail;
  alertPageUrl(siteUrl: string, locale: string, token: string, action?: 'confirm' | 'unsubscribe'): string;
  oneClickUrl(siteUrl: string, token: string): string;
};
