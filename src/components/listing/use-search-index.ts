import { useEffect, useRef, useState } from 'react';
import {
  CORE_COLUMNS,
  buildCore,
  coreFromJson,
  joinColumns,
  mergeCores,
  type CoreColumn,
  type SearchCore,
} from '@brokerage/core/search/core';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { SearchFilter } from '@brokerage/core/search/filter';
import { cardsPlan, packCards, packListFromJson, type PackList } from '@brokerage/core/search/card-packs';
import {
  cardFilePath,
  coreManifestPath,
  filesOfSearch,
  shardPath,
  type CoreManifest,
} from '@brokerage/core/search/index-file';
import type { ListingRootKey } from '@brokerage/core/search/roots';
import { fetchJsonOnce } from '@brokerage/core/lib/fetch-once';
import { geoFromJson, type LatLng } from '@brokerage/core/search/geo';

const manifests = new Map<ListingRootKey, Promise<CoreManifest>>();
const files = new Map<string, Promise<unknown>>();
const cards = new Map<number, Promise<IndexEntry | null>>();

/** A content-named file of a root's search core: fetched once per visit, kept by the browser for a year. */
const coreFile = (name: string) => fetchJsonOnce(files, name, shardPath(name));

/**
 * What a search in a root searches (a few bytes per listing), as the root's manifest names
 * it: the cores of its areas, merged, or, for a search over all of Dubai, the root's
 * dictionaries and only the columns the search reads (`columnsOf`). The manifest is
 * fetched once per visit, the content-named files once per browser (the CDN serves them
 * immutable). An area without listings there adds nothing.
 */
export async function loadSearchCore(
  root: ListingRootKey,
  areas: readonly string[] = [],
  columns: readonly CoreColumn[] = CORE_COLUMNS,
): Promise<SearchCore> {
  const manifest = await fetchJsonOnce(manifests, root, coreManifestPath(root));
  // The pack lists come with the core, so the cards' packs are known when the results are.
  void loadPackLists(root, areas).catch(() => {});
  const wanted = filesOfSearch(manifest, areas, columns);
  if ('areas' in wanted) {
    const found = await Promise.all(wanted.areas.map(async (name) => coreFromJson(await coreFile(name))));
    return found.length ? mergeCores(found) : buildCore([]);
  }
  const names = Object.entries(wanted.columns);
  const [dict, ...values] = await Promise.all([coreFile(wanted.dict), ...names.map(([, name]) => coreFile(name))]);
  return joinColumns(dict, Object.fromEntries(names.map(([column], i) => [column, values[i]])));
}

/**
 * A root's map points (geo.ts): each listing's coordinates by id, from the file its
 * manifest names; none for a root built without one.
 */
export async function loadMapPoints(root: ListingRootKey): Promise<Map<number, LatLng>> {
  const manifest = await fetchJsonOnce(manifests, root, coreManifestPath(root));
  return manifest.geo ? geoFromJson(await coreFile(manifest.geo)) : new Map();
}

/** Listings' cards, each downloaded once per visit; null for a listing that is gone (404). */
export function loadCards(ids: readonly number[]): Promise<(IndexEntry | null)[]> {
  return Promise.all(
    ids.map((id) => fetchJsonOnce<number, IndexEntry | null>(cards, id, cardFilePath(id), { missing: null })),
  );
}

/** The pack lists of a search's scopes (card-packs.ts): its areas', else the whole root's; none for a root without. */
async function loadPackLists(
  root: ListingRootKey,
  areas: readonly string[],
): Promise<{ all?: PackList; areas: Record<string, PackList> }> {
  const { packs } = await fetchJsonOnce(manifests, root, coreManifestPath(root));
  if (!packs) return { areas: {} };
  const list = async (name: string) => packListFromJson(await coreFile(name));
  if (areas.length === 0) return { all: await list(packs.all), areas: {} };
  const named = areas.filter((area) => Object.hasOwn(packs.areas, area));
  const found = await Promise.all(named.map((area) => list(packs.areas[area]!)));
  return { areas: Object.fromEntries(named.map((area, i) => [area, found[i]!])) };
}

/** Where the cards of a search's listings are: its root, filter and core (what found them). */
export type CardSource = { root: ListingRootKey; filter: SearchFilter; core: SearchCore };

/**
 * The cards of listings a search found, in a few requests: the packs that hold most of
 * them (cardsPlan), and the others one by one, all at once. Without its pack lists, or
 * when a pack fails, a card comes on its own.
 */
export async function loadResultCards(ids: readonly number[], { root, filter, core }: CardSource) {
  const missing = ids.filter((id) => !cards.has(id));
  const plan = await loadPackLists(root, filter.areas).then(
    (lists) => cardsPlan(core, filter, missing, lists),
    () => ({ packs: [], singles: missing }),
  );
  await Promise.all([
    loadCards(plan.singles),
    ...plan.packs.map((name) =>
      coreFile(name).then(
        (pack) => {
          for (const card of packCards(pack)) if (!cards.has(card.id)) cards.set(card.id, Promise.resolve(card));
        },
        () => {},
      ),
    ),
  ]);
  return loadCards(ids);
}

export type CoreState = { core: SearchCore | null; failed: boolean };

/**
 * What a search in `areas` of a root searches (loadSearchCore), fetched lazily once
 * `enabled`; null while it loads. A search over all of Dubai fetches the columns it reads
 * (`columns`), adding to those it has: a filter change that reads no new column keeps the
 * core it has. After a failure, the next search (another `search` key: the page's path)
 * tries again; files already loaded come from memory.
 */
export function useSearchCore(
  root: ListingRootKey,
  areas: readonly string[],
  columns: readonly CoreColumn[],
  enabled: boolean,
  search = '',
): CoreState {
  const [state, setState] = useState<CoreState & { key: string | null }>({ core: null, failed: false, key: null });
  const areaList = areas.join(',');
  const place = `${root} ${areaList} `;
  // The core loaded for this root and these areas, and the columns it holds.
  const current = state.key?.startsWith(place) ? state.core : null;
  const held: readonly CoreColumn[] = current ? (current.only ?? CORE_COLUMNS) : [];
  const wanted = areaList ? [] : CORE_COLUMNS.filter((c) => held.includes(c) || columns.includes(c));
  const covered = current !== null && wanted.every((c) => held.includes(c));
  const key = `${place}${wanted.join(',')}`;
  useEffect(() => {
    if (!enabled || covered) return;
    let live = true;
    loadSearchCore(
      root,
      areaList ? areaList.split(',') : [],
      key.slice(place.length).split(',').filter(Boolean) as CoreColumn[],
    ).then(
      (core) => live && setState({ core, failed: false, key }),
      () => live && setState({ core: null, failed: true, key }),
    );
    return () => {
      live = false;
    };
  }, [root, areaList, place, key, enabled, covered, search]);
  if (covered) return { core: current, failed: false };
  // A core of other areas is not this search's.
  return state.key === key ? { core: state.core, failed: state.failed } : { core: null, failed: false };
}

export type CardsState = { ids: readonly number[] | null; cards: (IndexEntry | null)[] | null; failed: boolean };

/**
 * The cards of the listings shown (null ids: none wanted yet); `cards` holds null for a
 * listing that is gone. With the search that found them (`source`), in a few packs.
 */
export function useCards(ids: readonly number[] | null, source?: CardSource | null): CardsState {
  const [state, setState] = useState<CardsState>({ ids: null, cards: null, failed: false });
  const key = ids?.join(',') ?? null;
  // The search behind the ids: read when they change, not a reason to fetch again.
  const from = useRef(source);
  from.current = source;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const wanted = key ? key.split(',').map(Number) : [];
    (from.current ? loadResultCards(wanted, from.current) : loadCards(wanted)).then(
      (found) => live && setState({ ids: wanted, cards: found, failed: false }),
      () => live && setState({ ids: wanted, cards: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  // Cards of an earlier list of ids are not these.
  return state.ids?.join(',') === key ? state : { ids, cards: null, failed: false };
}
