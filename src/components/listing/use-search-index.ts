import { useEffect, useState } from 'react';
import type { IndexEntry } from '../../search/index-entry';
import { indexFilePath } from '../../search/index-file';
import type { ListingRootKey } from '../../search/roots';

// One download per root and visit, shared by every listing page that needs it.
const cache = new Map<ListingRootKey, Promise<IndexEntry[]>>();

/** The root's search index, downloaded once per visit. */
export function loadSearchIndex(root: ListingRootKey): Promise<IndexEntry[]> {
  let pending = cache.get(root);
  if (!pending) {
    pending = fetch(indexFilePath(root)).then((response) => {
      if (!response.ok) throw new Error(`search index ${root}: HTTP ${response.status}`);
      return response.json() as Promise<IndexEntry[]>;
    });
    pending.catch(() => cache.delete(root)); // let a later visit retry
    cache.set(root, pending);
  }
  return pending;
}

export type IndexState = { entries: IndexEntry[] | null; failed: boolean };

/** The root's search index, fetched lazily once `enabled`; null while it loads. */
export function useSearchIndex(root: ListingRootKey, enabled: boolean): IndexState {
  const [state, setState] = useState<IndexState>({ entries: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSearchIndex(root).then(
      (entries) => live && setState({ entries, failed: false }),
      () => live && setState({ entries: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [root, enabled]);
  return state;
}
