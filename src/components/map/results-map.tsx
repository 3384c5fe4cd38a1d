import React, { useEffect, useRef, useState } from 'react';
// Leaflet first: the cluster plugin extends the `L` that Leaflet puts on `window`.
import { L, label, siteMap } from './leaflet-map';
import 'leaflet.markercluster';
import type { Bounds, LatLng } from '@brokerage/core/search/geo';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { useMoney } from '../currency/price';

export type MapPoint = { id: number; at: LatLng; price: number };

export type ResultsMapProps = {
  points: readonly MapPoint[];
  /** The box the visitor searched (`?bounds=`): the map shows it; else it fits the points. */
  bounds: Bounds | null;
  selected: number | null;
  onSelect: (id: number) => void;
  onSearchArea: (bounds: Bounds) => void;
  locale: LocaleCode;
};

/** Dubai, for a search without a listing that has coordinates. */
const DUBAI: LatLng = [25.15, 55.25];

const toLeaflet = (b: Bounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

/**
 * The results on a map: a price label per listing, grouped into a count where they crowd
 * (leaflet.markercluster); a label opens the listing's card (`onSelect`). Once the visitor
 * moves the map, "Search this area" offers the visible box as the search's boundary.
 */
export default function ResultsMap({ points, bounds, selected, onSelect, onSearchArea, locale }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const group = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  // Moves the page makes (fitting the results) are not the visitor's.
  const fitting = useRef(false);
  const [moved, setMoved] = useState(false);
  const money = useMoney(locale, { short: true });
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const created = siteMap(element.current!, locale, { center: DUBAI, zoom: 11 });
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return L.divIcon({
          className: 'map-cluster',
          html: label('map-cluster__count', String(count), t(locale, 'map.cluster', { count })),
          iconSize: L.point(40, 40),
        });
      },
    });
    created.addLayer(clusters);
    created.on('moveend', () => {
      if (fitting.current) fitting.current = false;
      else setMoved(true);
    });
    map.current = created;
    group.current = clusters;
    return () => {
      created.remove();
      map.current = null;
      group.current = null;
    };
  }, [locale]);

  useEffect(() => {
    const clusters = group.current;
    const created = map.current;
    if (!clusters || !created) return;
    clusters.clearLayers();
    markers.current.clear();
    clusters.addLayers(
      points.map(({ id, at, price }) => {
        const marker = L.marker(at, {
          icon: L.divIcon({
            className: 'map-price',
            html: label('map-price__text', money(price)),
            iconSize: undefined,
          }),
          keyboard: true,
          riseOnHover: true,
        });
        marker.on('click', () => select.current(id));
        markers.current.set(id, marker);
        return marker;
      }),
    );
    const target = bounds
      ? toLeaflet(bounds)
      : points.length
        ? L.latLngBounds(points.map((p) => p.at))
        : L.latLngBounds([DUBAI, DUBAI]);
    fitting.current = true;
    created.fitBounds(target, { padding: bounds ? [0, 0] : [32, 32], maxZoom: 15, animate: false });
    setMoved(false);
    // `money` follows the currency: a change redraws the labels.
  }, [points, bounds, money]);

  // The chosen listing's label stands out (a label inside a cluster has no element yet).
  useEffect(() => {
    if (selected === null) return;
    const shown = markers.current.get(selected)?.getElement();
    shown?.classList.add('map-price--selected');
    return () => shown?.classList.remove('map-price--selected');
  }, [selected, points]);

  const searchHere = () => {
    const b = map.current?.getBounds();
    if (b) onSearchArea({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
  };
  return (
    <div className="results-map">
      <div ref={element} className="results-map__canvas" data-testid="results-map" />
      {moved ? (
        <button type="button" className="btn btn-primary btn-sm results-map__search" onClick={searchHere}>
          {t(locale, 'map.searchArea')}
        </button>
      ) : null}
    </div>
  );
}
