import { consentModeState, mayLoadTagManager, type ConsentChoice } from '@brokerage/core/lib/consent';

// Google Tag Manager's container; without one nothing of Google's ever loads.
const CONTAINER_ID = process.env.GATSBY_GTM_ID?.trim() ?? '';
// Tests serve a stand-in container script from 127.0.0.1.
const SCRIPT_URL = process.env.GATSBY_GTM_SCRIPT_URL?.trim() || 'https://www.googletagmanager.com/gtm.js';

/** gtag's command queue: Google's tags read the `arguments` object itself, not an array. */
function gtag(...args: unknown[]): void {
  void args;
  // eslint-disable-next-line prefer-rest-params -- Consent Mode commands must be `arguments` objects.
  (window.dataLayer ??= []).push(arguments as unknown as Record<string, unknown>);
}

let loaded = false;

/** Consent Mode v2's defaults: everything denied until the visitor chooses (before any tag loads). */
export function setConsentDefaults(): void {
  gtag('consent', 'default', { ...consentModeState(null), wait_for_update: 500 });
}

/**
 * Tells Google's tags the visitor's choice and, when it allows analytics or marketing and a
 * container is configured (GATSBY_GTM_ID), loads the tag manager once.
 */
export function applyConsent(choice: ConsentChoice, containerId: string = CONTAINER_ID): void {
  gtag('consent', 'update', consentModeState(choice));
  if (loaded || !mayLoadTagManager(choice, containerId)) return;
  loaded = true;
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${SCRIPT_URL}?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
