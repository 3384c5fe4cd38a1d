import React, { useEffect, useRef, useState } from 'react';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import type { LatLng } from '@brokerage/core/search/geo';
import { lazyPart } from '../ui/lazy-part';

const LocationMap = lazyPart(() => import('../map/location-map'), { pending: false });

/**
 * Where the property is: its map, loaded when the section nears the screen, and a link to
 * open the place in a maps app for directions.
 */
export function LocationSection({ at, title, locale }: { at: LatLng; title: string; locale: LocaleCode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    // A browser without IntersectionObserver keeps the link to a maps app.
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section aria-label={t(locale, 'map.location', { title })} className="mt-4">
      <h2 className="h5">{t(locale, 'map.heading')}</h2>
      <div ref={slot} className="location-map-slot">
        {near ? <LocationMap.Part at={at} title={title} locale={locale} /> : null}
      </div>
      <a
        href={`https://www.google.com/maps?q=${at[0]},${at[1]}`}
        target="_blank"
        rel="noopener noreferrer"
        className="d-inline-block mt-2"
      >
        {t(locale, 'property.viewOnMap')}
      </a>
    </section>
  );
}
