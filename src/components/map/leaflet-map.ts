import L from 'leaflet';
import { mapTiles } from '../../config/map-tiles';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

// Fixed into the browser code at build (Gatsby inlines GATSBY_* variables); the build has
// checked them already (the Content-Security-Policy allows this origin's images).
const TILES = mapTiles({
  GATSBY_MAP_TILE_URL: process.env.GATSBY_MAP_TILE_URL,
  GATSBY_MAP_ATTRIBUTION: process.env.GATSBY_MAP_ATTRIBUTION,
});

/**
 * A Leaflet map in `element` with the site's tiles and their credit and zoom buttons named
 * in the page's language. Keyboards reach the zoom buttons and the markers; the map itself
 * is not a stop in the tab order (it has no role a focused element may have: axe's
 * focus-order-semantics). Maps are not mirrored on right-to-left pages.
 */
export function siteMap(element: HTMLElement, locale: LocaleCode, options: L.MapOptions = {}): L.Map {
  element.dir = 'ltr';
  const map = L.map(element, { zoomControl: false, keyboard: false, ...options });
  L.control.zoom({ zoomInTitle: t(locale, 'gallery.zoomIn'), zoomOutTitle: t(locale, 'gallery.zoomOut') }).addTo(map);
  L.tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: 19 }).addTo(map);
  return map;
}

/** A marker's label as an element (text, never HTML), for a Leaflet div icon. */
export function label(className: string, text: string, hidden?: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  const shown = document.createElement('span');
  shown.textContent = text;
  element.append(shown);
  if (hidden) {
    shown.setAttribute('aria-hidden', 'true');
    const spoken = document.createElement('span');
    spoken.className = 'visually-hidden';
    spoken.textContent = hidden;
    element.append(spoken);
  }
  return element;
}

export { L };
