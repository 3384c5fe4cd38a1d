import { useEffect, useState } from 'react';
import { navigate } from 'gatsby';
import { mapQuerySearch, readMapQuery, type MapQuery } from '@brokerage/core/search/geo';

/**
 * Whether a listing page shows its list or its map (`?view=map&bounds=…`), read after
 * hydration since the page was built as the list, and `show` to switch to another view
 * at the same path.
 */
export function useMapView(pathname: string, search: string) {
  const [view, setView] = useState<MapQuery>({ map: false, bounds: null });
  useEffect(() => setView(readMapQuery(search)), [search]);
  const show = (next: MapQuery) => void navigate(`${pathname}${mapQuerySearch(next)}`);
  return { view, show };
}
