import { useCallback, useSyncExternalStore } from 'react';
import {
  SHORTLIST_STORAGE_KEY,
  parseShortlist,
  serialiseShortlist,
  toggleShortlist,
  type ShortlistItem,
} from '@brokerage/core/property/shortlist';

// One store for every heart on the page: a change made by one re-renders all, and changes
// made in other tabs arrive through the storage event.
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: ShortlistItem[] = [];
const EMPTY: ShortlistItem[] = [];

function read(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): ShortlistItem[] {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseShortlist(raw);
  }
  return cachedItems;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type Shortlist = {
  items: ShortlistItem[];
  toggle: (item: ShortlistItem) => void;
  remove: (ids: readonly number[]) => void;
};

function write(items: ShortlistItem[]) {
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, serialiseShortlist(items));
  } catch {
    // Storage refused: nothing to remember with.
  }
  for (const listener of listeners) listener();
}

/** The visitor's shortlist (localStorage `shortlist`); empty when rendered at build. */
export function useShortlist(): Shortlist {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const toggle = useCallback((item: ShortlistItem) => write(toggleShortlist(snapshot(), item)), []);
  const remove = useCallback((ids: readonly number[]) => write(snapshot().filter((i) => !ids.includes(i.id))), []);
  return { items, toggle, remove };
}
