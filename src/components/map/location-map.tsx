import React, { useEffect, useRef } from 'react';
import { L, label, siteMap } from './leaflet-map';
import type { LatLng } from '@brokerage/core/search/geo';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type LocationMapProps = { at: LatLng; title: string; locale: LocaleCode };

/**
 * A property's pin on a map (its code loads when the map scrolls into view). The wheel
 * scrolls the page, not the map; the buttons and keys zoom it.
 */
export default function LocationMap({ at, title, locale }: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = siteMap(element.current!, locale, { center: at, zoom: 15, scrollWheelZoom: false });
    L.marker(at, {
      icon: L.divIcon({
        className: 'map-pin',
        html: label('map-pin__dot', '', title),
        iconSize: L.point(24, 24),
        iconAnchor: L.point(12, 24),
      }),
      keyboard: false,
      interactive: false,
    }).addTo(map);
    return () => void map.remove();
  }, [at, title, locale]);
  return <div ref={element} className="location-map rounded" data-testid="location-map" />;
}
