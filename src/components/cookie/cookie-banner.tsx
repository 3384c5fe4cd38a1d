import React, { useEffect, useId, useState } from 'react';
import { Link } from 'gatsby';
import { usePageActivity } from '../../hooks/use-page-activity';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import { t } from '../../i18n/strings';
import { localizeHref } from '../../lib/links';
import {
  ACCEPT_ALL,
  CONSENT_KEY,
  LEGACY_ACCEPTED_KEY,
  REJECT_ALL,
  readConsent,
  type ConsentChoice,
} from '../../lib/consent';
import { applyConsent } from './tag-manager';

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

function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    window.localStorage.removeItem(LEGACY_ACCEPTED_KEY);
  } catch {
    // Nothing to do: the banner still hides for this visit.
  }
}

export type CookieBannerProps = { locale: LocaleCode };

type View = 'hidden' | 'banner' | 'settings';

/**
 * The cookie notice: appears at the first sign of a visitor (so it is not in the build's
 * HTML or the first paint), sits over the page bottom without blocking it, and stays until
 * the visitor chooses: Accept Cookies (all), Reject all, or Settings (necessary, always on;
 * analytics; marketing). The choice is kept, sent to Google Consent Mode, and changed later
 * from the footer's "Cookie settings".
 */
export function CookieBanner({ locale }: CookieBannerProps) {
  const active = usePageActivity();
  // Until storage has been read, assume a choice: the banner must never flash for returning visitors.
  const [view, setView] = useState<View>('hidden');
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL);
  const textId = useId();
  useEffect(() => {
    const stored = storedConsent();
    if (stored) setDraft(stored);
    else setView('banner');
    const open = () => {
      setDraft(storedConsent() ?? REJECT_ALL);
      setView('settings');
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, open);
  }, []);

  if (view === 'hidden' || (view === 'banner' && !active)) return null;
  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    applyConsent(choice);
    setView('hidden');
  };
  const toggle = (key: keyof ConsentChoice) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: e.target.checked });
  return (
    <div className="cookie-banner" role="region" aria-label={t(locale, 'cookie.label')} aria-describedby={textId}>
      <div className="cookie-banner__inner container py-3">
        <div className="d-flex flex-column flex-md-row align-items-md-center gap-3">
          <p id={textId} className="mb-0 small">
            {t(locale, 'cookie.text')}{' '}
            <Link to={localizeHref('/privacy-and-cookie-policy/', getLocale(locale))}>
              {t(locale, 'cookie.policy')}
            </Link>
          </p>
          <div className="d-flex flex-wrap gap-2 flex-shrink-0 ms-md-auto">
            {view === 'banner' ? (
              <button type="button" className="btn btn-outline-secondary" onClick={() => setView('settings')}>
                {t(locale, 'cookie.settings')}
              </button>
            ) : null}
            <button type="button" className="btn btn-outline-secondary" onClick={() => choose(REJECT_ALL)}>
              {t(locale, 'cookie.rejectAll')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => choose(ACCEPT_ALL)}>
              {t(locale, 'cookie.accept')}
            </button>
          </div>
        </div>
        {view === 'settings' ? (
          <fieldset className="mt-3">
            <legend className="h6">{t(locale, 'cookie.settings')}</legend>
            {(
              [
                ['necessary', 'cookie.necessary', 'cookie.necessaryText'],
                ['analytics', 'cookie.analytics', 'cookie.analyticsText'],
                ['marketing', 'cookie.marketing', 'cookie.marketingText'],
              ] as const
            ).map(([key, label, text]) => (
              <div key={key} className="form-check mb-2">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${textId}-${key}`}
                  aria-describedby={`${textId}-${key}-text`}
                  checked={key === 'necessary' ? true : draft[key]}
                  disabled={key === 'necessary'}
                  onChange={key === 'necessary' ? undefined : toggle(key)}
                />
                <label className="form-check-label" htmlFor={`${textId}-${key}`}>
                  {t(locale, label)}
                </label>
                <div id={`${textId}-${key}-text`} className="small">
                  {t(locale, text)}
                </div>
              </div>
            ))}
            <button type="button" className="btn btn-primary" onClick={() => choose(draft)}>
              {t(locale, 'cookie.save')}
            </button>
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
