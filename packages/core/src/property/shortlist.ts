import type { ListingRootKey } from '../search/roots';
import { LISTING_ROOTS } from '../search/roots';

/** A shortlisted property: its id and the listing root whose search index describes it. */
export type ShortlistItem = { id: number; root: ListingRootKey };

/** Language-neutral path of the shortlist page. */
export const SHORTLIST_PATH = '/shortlist/';
/** localStorage key of the shortlist (a JSON array of items, newest first). */
export const SHORTLIST_STORAGE_KEY = 'shortlist';
/** A bound on what one browser keeps, so a runaway script cannot fill the storage. */
export const SHORTLIST_MAX = 100;

const ROOT_KEYS: ReadonlySet<string> = new Set(LISTING_ROOTS.map((root) => root.key));

const isItem = (value: unknown): value is ShortlistItem => {
  const item = value as Partial<ShortlistItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isSafeInteger(item.id) &&
    (item.id as number) > 0 &&
    typeof item.root === 'string' &&
    ROOT_KEYS.has(item.root)
  );
};

/**
 * The shortlist kept in a stored string; anything unreadable is dropped, never thrown.
 * @example parseShortlist('[{"id":12,"root":"sale"}]') // [{ id: 12, root: 'sale' }]
 */
export function parseShortlist(stored: string | null): ShortlistItem[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: ShortlistItem[] = [];
  for (const entry of value) {
    if (!isItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    items.push({ id: entry.id, root: entry.root });
  }
  return items.slice(0, SHORTLIST_MAX);
}

/** The string stored for a shortlist. */
export function serialiseShortlist(items: readonly ShortlistItem[]): string {
  return JSON.stringify(items.slice(0, SHORTLIST_MAX).map(({ id, root }) => ({ id, root })));
}

export function isShortlisted(items: readonly ShortlistItem[], id: number): boolean {
  return items.some((item) => item.id === id);
}

/** Adds a property to the front of the shortlist, or removes it when it is already there. */
export function toggleShortlist(items: readonly ShortlistItem[], item: ShortlistItem): ShortlistItem[] {
  if (isShortlisted(items, item.id)) return items.filter((i) => i.id !== item.id);
  return [{ id: item.id, root: item.root }, ...items].slice(0, SHORTLIST_MAX);
}
