import type { Actions, Page, Store } from 'gatsby';

/** A page as this plugin asks for it (Gatsby's Page, and Deferred Static Generation's flag). */
export type PageRequest = Page<Record<string, unknown>> & { defer?: boolean };

/** What Gatsby stored of a page in the last build (its redux state, restored from .cache). */
export type StoredPage = {
  component: string;
  matchPath?: string | null;
  context?: unknown;
  defer?: boolean;
  slices?: Record<string, unknown>;
};

/**
 * Equal as Gatsby stores them: Gatsby drops `undefined` from a page's context when it stores
 * it, so a key holding `undefined` counts as absent. Anything else must match exactly.
 */
export function sameData(stored: unknown, next: unknown): boolean {
  if (stored === next) return true;
  if (typeof stored !== 'object' || typeof next !== 'object' || stored === null || next === null) return false;
  if (Array.isArray(stored) || Array.isArray(next)) {
    if (!Array.isArray(stored) || !Array.isArray(next) || stored.length !== next.length) return false;
    return stored.every((value, index) => sameData(value, next[index]));
  }
  const defined = (object: object) => Object.entries(object).filter(([, value]) => value !== undefined);
  const a = defined(stored);
  const b = new Map(defined(next));
  return a.length === b.size && a.every(([key, value]) => b.has(key) && sameData(value, b.get(key)));
}

/** True when creating `page` again would store what the last build stored. */
export function unchangedPage(stored: StoredPage, page: PageRequest): boolean {
  return (
    stored.component === page.component &&
    (stored.matchPath ?? undefined) === (page.matchPath ?? undefined) &&
    Boolean(stored.defer) === Boolean(page.defer) &&
    Object.keys(stored.slices ?? {}).length === 0 &&
    sameData(stored.context ?? {}, page.context ?? {})
  );
}

type KeepPages = (paths: string[]) => void;

/**
 * Creates the pages that are new or changed since the last build and keeps the others
 * (`keepPages`, added to Gatsby by patches/gatsby+*.patch): a kept page keeps its page node,
 * query result and HTML, and costs no `createPage` (its hashing and storing).
 * `finish()` must be called before the createPages API returns: Gatsby then deletes the
 * pages neither created nor kept. Without the patch every page is created, as before.
 */
export function pageKeeper(actions: Actions, store: Store) {
  const keepPages = (actions as Actions & { keepPages?: KeepPages }).keepPages;
  const stored = (store.getState() as { pages: Map<string, StoredPage> }).pages;
  const kept: string[] = [];
  let created = 0;
  return {
    page(page: PageRequest) {
      const before = keepPages ? stored.get(page.path) : undefined;
      if (before && unchangedPage(before, page)) {
        kept.push(page.path);
      } else {
        actions.createPage(page);
        created++;
      }
    },
    finish() {
      if (kept.length > 0) keepPages?.(kept);
      return { created, kept: kept.length };
    },
  };
}
