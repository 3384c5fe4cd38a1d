import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import { getLocale, type LocaleCode } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { localizeHref } from '@brokerage/core/lib/links';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '@brokerage/core/lib/consent';

export type CookieChoicesProps = {
  locale: LocaleCode;
  /** The short banner, or its settings opened. */
  view: 'banner' | 'settings';
  /** What the settings start from: the stored choice, or nothing allowed. */
  initial: ConsentChoice;
  onSettings: () => void;
  onChoose: (choice: ConsentChoice) => void;
};

/** The cookie banner's content (its own chunk: it shows only after the first activity, to first-time visitors). */
export function CookieChoices({ locale, view, initial, onSettings, onChoose }: CookieChoicesProps) {
  const [draft, setDraft] = useState<ConsentChoice>(initial);
  const textId = useId();
  const choose = onChoose;
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
              <button type="button" className="btn btn-outline-secondary" onClick={onSettings}>
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
