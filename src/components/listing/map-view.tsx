import React, { useEffect, useMemo, useState } from 'react';
import { allMatches, columnsOf, type SearchCore } from '@brokerage/core/search/core';
import type { SearchFilter } from '@brokerage/core/search/filter';
import { inBounds, type Bounds, type LatLng } from '@brokerage/core/search/geo';
import { PAGE_SIZE } from '@brokerage/core/search/query';
import { priceInPeriod } from '@brokerage/core/search/periods';
import { t } from '@brokerage/core/i18n/strings';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import ResultsMap, { type MapPoint } from '../map/results-map';
import { PropertyCardList } from './property-card-list';
import { loadMapPoints, useCards, useSearchCore } from './use-search-index';

export type MapViewProps = {
  filter: SearchFilter;
  locale: LocaleCode;
  /** The box the visitor searched on the map (`?bounds=`), or null. */
  bounds: Bounds | null;
  onBounds: (bounds: Bounds | null) => void;
  /** The page's path: a new search tries a failed download again. */
  path: string;
};

/** Every result of a root's search with its coordinates and price, in the search's order. */
function useMapPoints(
  filter: SearchFilter,
  path: string,
): { points: MapPoint[] | null; core: SearchCore | null; failed: boolean } {
  const columns = useMemo(() => [...new Set([...columnsOf(filter), 'price' as const])], [filter]);
  const index = useSearchCore(filter.root, filter.areas, columns, true, path);
  const [geo, setGeo] = useState<{ root: string; points: Map<number, LatLng> | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    loadMapPoints(filter.root).then(
      (points) => live && setGeo({ root: filter.root, points, failed: false }),
      () => live && setGeo({ root: filter.root, points: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [filter.root, path]);
  const located = geo?.root === filter.root ? geo.points : null;
  const points = useMemo(() => {
    if (!index.core || !located) return null;
    const { ids, prices } = allMatches(index.core, filter);
    return ids.flatMap((id, k) => {
      const at = located.get(id);
      // Labels read in the search's period (a night, a month), as its price filter does.
      return at ? [{ id, at, price: priceInPeriod(prices[k]!, filter) }] : [];
    });
  }, [index.core, located, filter]);
  return { points, core: index.core, failed: index.failed || Boolean(geo?.failed) };
}

/**
 * A search's results on a map (the list/map switch's map): every result with coordinates,
 * its card on a click, and "Search this area" for the visible box, whose results are
 * listed under the map. The map's code loads only when a visitor opens it.
 */
export default function MapView({ filter, locale, bounds, onBounds, path }: MapViewProps) {
  const { points, core, failed } = useMapPoints(filter, path);
  const [selected, setSelected] = useState<number | null>(null);
  const inside = useMemo(
    () => (points && bounds ? points.filter((p) => inBounds(p.at, bounds)) : points),
    [points, bounds],
  );
  const chosen = useCards(selected === null ? null : [selected]);
  const listed = useCards(
    bounds && inside ? inside.slice(0, PAGE_SIZE).map((p) => p.id) : null,
    core ? { root: filter.root, filter, core } : null,
  );
  if (failed) return <p role="alert">{t(locale, 'map.failed')}</p>;
  if (!inside) return <p role="status">{t(locale, 'map.loading')}</p>;
  const card = chosen.cards?.[0];
  return (
    <section aria-label={t(locale, 'map.title', { count: inside.length })} className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2" aria-live="polite">
        <p className="mb-0">
          {bounds
            ? `${t(locale, 'map.drawn')}: ${t(locale, inside.length === 1 ? 'resultsCountOne' : 'resultsCount', { count: inside.length })}`
            : t(locale, inside.length === 1 ? 'resultsCountOne' : 'resultsCount', { count: inside.length })}
        </p>
        {bounds ? (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => onBounds(null)}>
            {t(locale, 'map.clearArea')}
          </button>
        ) : null}
      </div>
      <ResultsMap
        points={inside}
        bounds={bounds}
        selected={selected}
        onSelect={setSelected}
        onSearchArea={onBounds}
        locale={locale}
      />
      <div className="results-map__card mt-3" aria-live="polite">
        {card ? <PropertyCardList entries={[card]} locale={locale} itemClassName="col-md-6 col-lg-4" /> : null}
      </div>
      {bounds && !inside.length ? <p className="lead mt-3">{t(locale, 'map.none')}</p> : null}
      {bounds && listed.cards ? (
        <div className="results-map__list">
          <PropertyCardList
            entries={listed.cards.filter((c) => c !== null)}
            locale={locale}
            className="row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 mt-2"
            itemClassName="col"
          />
        </div>
      ) : null}
    </section>
  );
}
