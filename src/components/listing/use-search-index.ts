import { useEffect, useState } from 'react';
import { buildCore, mergeCores, type SearchCore } from '../../search/core';
import type { IndexEntry } from '../../search/index-entry';
import { cardFilePath, coreManifestPath, coresOfSearch, shardPath, type CoreManifest } from '../../search/index-file';
import type { ListingRootKey } from '../../search/roots';
import { fetchJsonOnce } from '../../lib/fetch-once';

const manifests = new Map<ListingRootKey, Promise<CoreManifest>>();
const cores = new Map<string, Promise<SearchCore>>();
const cards = new Map<number, Promise<IndexEntry | null>>();

/**
 * What a search in a root searches (a few bytes per listing): the cores of its areas,
 * merged, or the root's whole core for a search with none, as the root's manifest names
 * them. The manifest is fetched once per visit; the cores, named by their content, once per
 * browser (the CDN serves them immutable). An area without listings there adds nothing.
 */
export async function loadSearchCore(root: ListingRootKey, areas: readonly string[] = []): Promise<SearchCore> {
  const manifest = await fetchJsonOnce(manifests, root, coreManifestPath(root));
  const found = await Promise.all(
    coresOfSearch(manifest, areas).map((name) => fetchJsonOnce(cores, name, shardPath(name))),
  );
  return found.length ? mergeCores(found) : buildCore([]);
}

/** Listings' cards, each downloaded once per visit; null for a listing that is gone (404). */
export function loadCards(ids: readonly number[]): Promise<(IndexEntry | null)[]> {
  return Promise.all(
    ids.map((id) => fetchJsonOnce<number, IndexEntry | null>(cards, id, cardFilePath(id), { missing: null })),
  );
}

export type CoreState = { core: SearchCore | null; failed: boolean };

/**
 * What a search in `areas` of a root searches (loadSearchCore), fetched lazily once
 * `enabled`; null while it loads. After a failure, the next search (another `search`
 * key: the page's path) tries again; files already loaded come from memory.
 */
export function useSearchCore(
  root: ListingRootKey,
  areas: readonly string[],
  enabled: boolean,
  search = '',
): CoreState {
  const [state, setState] = useState<CoreState & { key: string | null }>({ core: null, failed: false, key: null });
  const areaList = areas.join(',');
  const key = `${root} ${areaList}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSearchCore(root, areaList ? areaList.split(',') : []).then(
      (core) => live && setState({ core, failed: false, key }),
      () => live && setState({ core: null, failed: true, key }),
    );
    return () => {
      live = false;
    };
  }, [root, areaList, key, enabled, search]);
  // A core of other areas is not this search's.
  return state.key === key ? { core: state.core, failed: state.failed } : { core: null, failed: false };
}

export type CardsState = { ids: readonly number[] | null; cards: (IndexEntry | null)[] | null; failed: boolean };

/** The cards of the listings shown (null ids: none wanted yet); `cards` holds null for a listing that is gone. */
export function useCards(ids: readonly number[] | null): CardsState {
  const [state, setState] = useState<CardsState>({ ids: null, cards: null, failed: false });
  const key = ids?.join(',') ?? null;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const wanted = key ? key.split(',').map(Number) : [];
    loadCards(wanted).then(
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
