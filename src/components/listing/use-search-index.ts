import { useEffect, useState } from 'react';
import type { SearchCore } from '../../search/core';
import type { IndexEntry } from '../../search/index-entry';
import { cardFilePath, coreFilePath } from '../../search/index-file';
import type { ListingRootKey } from '../../search/roots';
import { fetchJsonOnce } from '../../lib/fetch-once';

const cores = new Map<ListingRootKey, Promise<SearchCore>>();
const cards = new Map<number, Promise<IndexEntry | null>>();

/** The root's search core (a few bytes per listing), downloaded once per visit. */
export function loadSearchCore(root: ListingRootKey): Promise<SearchCore> {
  return fetchJsonOnce(cores, root, coreFilePath(root));
}

/** Listings' cards, each downloaded once per visit; null for a listing that is gone (404). */
export function loadCards(ids: readonly number[]): Promise<(IndexEntry | null)[]> {
  return Promise.all(
    ids.map((id) => fetchJsonOnce<number, IndexEntry | null>(cards, id, cardFilePath(id), { missing: null })),
  );
}

export type CoreState = { core: SearchCore | null; failed: boolean };

/** The root's search core, fetched lazily once `enabled`; null while it loads. */
export function useSearchCore(root: ListingRootKey, enabled: boolean): CoreState {
  const [state, setState] = useState<CoreState>({ core: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSearchCore(root).then(
      (core) => live && setState({ core, failed: false }),
      () => live && setState({ core: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [root, enabled]);
  return state;
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
