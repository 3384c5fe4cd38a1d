import React, { useEffect, useId, useState } from 'react';
import { Link } from 'gatsby';
import { usePageActivity } from '../../hooks/use-page-activity';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import { t } from '../../i18n/strings';
import { localizeHref } from '../../lib/links';

/** localStorage key that remembers the visitor's consent; its value is 'yes'. */
export const COOKIES_ACCEPTED_KEY = 'cookies-accepted';

// Storage is absent at build time and may throw (Safari private mode, blocked cookies):
// then consent lasts for this page view only.
function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'yes';
  } catch {
    return false;
  }
}

function writeAccepted(): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_KEY, 'yes');
  } catch {
    // Nothing to do: the banner still hides for this visit.
  }
}

export type CookieBannerProps = { locale: LocaleCode };

/**
 * The cookie notice: appears at the first sign of a visitor (so it is not in the build's
 * HTML or the first paint), sits over the page bottom without blocking it, and stays
 * until accepted.
 */
export function CookieBanner({ locale }: CookieBannerProps) {
  const active = usePageActivity();
  // Until storage has been read, assume consent: the banner must never flash for returning visitors.
  const [accepted, setAccepted] = useState(true);
  const textId = useId();
  useEffect(() => setAccepted(readAccepted()), []);

  if (!active || accepted) return null;
  const accept = () => {
    writeAccepted();
    setAccepted(true);
  };
  return (
    <div className="cookie-banner" role="region" aria-label={t(locale, 'cookie.label')} aria-describedby={textId}>
      <div className="cookie-banner__inner container d-flex flex-column flex-md-row align-items-md-center gap-3 py-3">
        <p id={textId} className="mb-0 small">
          {t(locale, 'cookie.text')}{' '}
          <Link to={localizeHref('/privacy-and-cookie-policy/', getLocale(locale))}>{t(locale, 'cookie.policy')}</Link>
        </p>
        <button type="button" className="btn btn-secondary flex-shrink-0 ms-md-auto" onClick={accept}>
          {t(locale, 'cookie.accept')}
        </button>
      </div>
    </div>
  );
}
