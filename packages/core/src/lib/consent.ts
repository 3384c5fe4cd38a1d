/** What a visitor allowed beyond the necessary cookies. */
export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** localStorage key of the visitor's choice (JSON); the earlier banner's key meant "accept all". */
export const CONSENT_KEY = 'cookie-consent';
export const LEGACY_ACCEPTED_KEY = 'cookies-accepted';

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/**
 * A stored choice, or null when the visitor has not chosen (or the value is not one of ours).
 * @example readConsent('{"analytics":true,"marketing":false}', null) // { analytics: true, marketing: false }
 * @example readConsent(null, 'yes') // ACCEPT_ALL (the earlier banner's "Accept Cookies")
 */
export function readConsent(stored: string | null, legacy: string | null): ConsentChoice | null {
  if (stored) {
    try {
      const value = JSON.parse(stored) as Partial<ConsentChoice>;
      if (typeof value.analytics === 'boolean' && typeof value.marketing === 'boolean') {
        return { analytics: value.analytics, marketing: value.marketing };
      }
    } catch {
      // Not ours: ask again.
    }
  }
  return legacy === 'yes' ? ACCEPT_ALL : null;
}

export type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage',
  'granted' | 'denied'
>;

/**
 * Google Consent Mode v2's state for a choice: everything denied until the visitor chooses;
 * analytics grants analytics storage, marketing the three advertising signals.
 */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const ads = choice?.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  };
}

/** Whether the tag manager may load: some consent beyond the necessary, and a container configured. */
export const mayLoadTagManager = (choice: ConsentChoice | null, containerId: string): boolean =>
  Boolean(containerId) && Boolean(choice && (choice.analytics || choice.marketing));
