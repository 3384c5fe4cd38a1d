import { CONSENT_KEY, LEGACY_ACCEPTED_KEY, readConsent, type ConsentChoice } from '@brokerage/core/lib/consent';

/** The window event the footer's "Cookie settings" link sends to reopen the banner's settings. */
export const OPEN_COOKIE_SETTINGS = 'cookie-settings:open';

// Storage is absent at build time and may throw (Safari private mode, blocked cookies):
// then the choice lasts for this page view only.
export function storedConsent(): ConsentChoice | null {
  try {
    return readConsent(window.localStorage.getItem(CONSENT_KEY), window.localStorage.getItem(LEGACY_ACCEPTED_KEY));
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    window.localStorage.removeItem(LEGACY_ACCEPTED_KEY);
  } catch {
    // Nothing to do: the banner still hides for this visit.
  }
}
