import React, { useEffect, useState } from 'react';
import { usePageActivity } from '../../hooks/use-page-activity';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { REJECT_ALL, type ConsentChoice } from '@brokerage/core/lib/consent';
import { lazyPart } from '../ui/lazy-part';
import { OPEN_COOKIE_SETTINGS, storeConsent, storedConsent } from './consent-storage';
import { applyConsent } from './tag-manager';

export { OPEN_COOKIE_SETTINGS } from './consent-storage';

// The banner's content is a chunk of its own, loaded when it is to show; nothing stands in meanwhile.
const choices = lazyPart(
  () => import(/* webpackChunkName: "cookie-choices" */ './cookie-choices').then((m) => ({ default: m.CookieChoices })),
  { pending: false },
);

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
  const [initial, setInitial] = useState<ConsentChoice>(REJECT_ALL);
  useEffect(() => {
    if (!storedConsent()) setView('banner');
    const open = () => {
      setInitial(storedConsent() ?? REJECT_ALL);
      setView('settings');
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, open);
  }, []);

  if (view === 'hidden' || (view === 'banner' && !active)) return null;
  return (
    <choices.Part
      key={view === 'settings' ? `settings-${JSON.stringify(initial)}` : 'banner'}
      locale={locale}
      view={view}
      initial={initial}
      onSettings={() => setView('settings')}
      onChoose={(choice: ConsentChoice) => {
        storeConsent(choice);
        applyConsent(choice);
        setView('hidden');
      }}
    />
  );
}
