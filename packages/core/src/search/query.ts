import { comparablePrice, comparableRange } from './periods';
import type { Range, SearchFilter } from './filter';
import type { IndexEntry } from './index-entry';

/** Results per listing page. */
export const PAGE_SIZE = 24;

export type SearchResult = { total: number; page: number; pageCount: number; items: IndexEntry[] };

/** The constraints of a filter, each of which a "no results" page can offer to drop. */
export type ConstraintKey =
  | 'areas'
  | 'bedrooms'
  | 'price'
  | 'floor'
  | 'features'
  | 'type'
  | 'facts'
  | 'department'
  | 'completion'
  | 'negotiator'
  | 'developers';

export type WiderSearch = { key: ConstraintKey; filter: SearchFilter };

type Constraint = {
  key: ConstraintKey;
  active: (f: SearchFilter) => boolean;
  matches: (e: IndexEntry, f: SearchFilter) => boolean;
  drop: (f: SearchFilter) => SearchFilter;
};

const OPEN: Range = { min: null, max: null };
const isOpen = ({ min, max }: Range) => min === null && max === null;
/** Inclusive; an entry without the value never matches an active range. */
const inRange = (value: number | null, { min, max }: Range) =>
  value !== null && (min === null || value >= min) && (max === null || value <= max);
/** The entry's completion as the URL spells it (`off_plan` -> `off-plan`). */
const completionSlug = (c: IndexEntry['completion']) => (c === null ? null : c.replace('_', '-'));

// In the order of the URL grammar's segments, so the wider searches read in the same order.
const CONSTRAINTS: readonly Constraint[] = [
  {
    key: 'areas',
    active: (f) => f.areas.length > 0,
    matches: (e, f) => f.areas.includes(e.area),
    drop: (f) => ({ ...f, areas: [] }),
  },
  {
    key: 'bedrooms',
    active: (f) => !isOpen(f.bedrooms),
    matches: (e, f) => inRange(e.bedrooms, f.bedrooms),
    drop: (f) => ({ ...f, bedrooms: { ...OPEN } }),
  },
  {
    key: 'price',
    active: (f) => !isOpen(f.price),
    // Rents paid by the night, week, month or year compare on one scale (periods.ts).
    matches: (e, f) => inRange(comparablePrice(e), comparableRange(f)),
    drop: (f) => ({ ...f, price: { ...OPEN } }),
  },
  {
    key: 'floor',
    active: (f) => !isOpen(f.floor),
    matches: (e, f) => inRange(e.floor, f.floor),
    drop: (f) => ({ ...f, floor: { ...OPEN } }),
  },
  {
    key: 'features',
    active: (f) => f.mustInclude.length > 0,
    matches: (e, f) => f.mustInclude.every((x) => e.features.includes(x)),
    drop: (f) => ({ ...f, mustInclude: [] }),
  },
  {
    key: 'type',
    active: (f) => f.type !== null,
    matches: (e, f) => e.type === f.type,
    drop: (f) => ({ ...f, type: null }),
  },
  {
    key: 'facts',
    active: (f) => f.facts !== null,
    matches: (e, f) => f.facts !== null && e.facts.includes(f.facts),
    drop: (f) => ({ ...f, facts: null }),
  },
  {
    key: 'department',
    active: (f) => f.department !== null,
    matches: (e, f) => e.department === f.department,
    drop: (f) => ({ ...f, department: null }),
  },
  {
    key: 'completion',
    active: (f) => f.completion !== null,
    matches: (e, f) => completionSlug(e.completion) === f.completion,
    drop: (f) => ({ ...f, completion: null }),
  },
  {
    key: 'negotiator',
    active: (f) => f.negotiator !== null,
    matches: (e, f) => e.negotiator === f.negotiator,
    drop: (f) => ({ ...f, negotiator: null }),
  },
  {
    key: 'developers',
    active: (f) => f.developers.length > 0,
    matches: (e, f) => e.developer !== null && f.developers.includes(e.developer),
    drop: (f) => ({ ...f, developers: [] }),
  },
];

/**
 * Whether an index entry satisfies every active constraint of a filter (root, sort and
 * page are not constraints: the index is already per root).
 * @example matchesFilter(entry, { ...emptyFilter('sale'), bedrooms: { min: 2, max: 2 } })
 */
export function matchesFilter(entry: IndexEntry, filter: SearchFilter): boolean {
  return CONSTRAINTS.every((c) => !c.active(filter) || c.matches(entry, filter));
}

const byId = (a: IndexEntry, b: IndexEntry) => a.id - b.id;
/** A listing's price per square foot on the comparable scale (periods.ts), for sorting; Infinity without a size. */
const perSqft = (e: IndexEntry) => (e.floor ? comparablePrice(e) / e.floor : Infinity);
const COMPARE: Record<SearchFilter['sort'], (a: IndexEntry, b: IndexEntry) => number> = {
  // ISO dates compare as strings.
  newest: (a, b) => (a.listed < b.listed ? 1 : a.listed > b.listed ? -1 : byId(a, b)),
  'price-asc': (a, b) => comparablePrice(a) - comparablePrice(b) || byId(a, b),
  'price-desc': (a, b) => comparablePrice(b) - comparablePrice(a) || byId(a, b),
  // Cheapest for its size first; listings without a size last.
  'price-per-sqft-asc': (a, b) => perSqft(a) - perSqft(b) || byId(a, b),
};

/** Every entry that matches a filter, in its sort order (a saved search's alert lists them so). */
export function sortedMatches(entries: readonly IndexEntry[], filter: SearchFilter): IndexEntry[] {
  return entries.filter((e) => matchesFilter(e, filter)).sort(COMPARE[filter.sort] ?? COMPARE.newest);
}

/**
 * One page of the entries that match a filter, in its sort order; the page is clamped
 * into 1..pageCount and pageCount is at least 1.
 * @example runSearch(entries, { ...emptyFilter('rent'), page: 2 }) // { total, page: 2, pageCount, items: entries 25-48 }
 */
export function runSearch(entries: readonly IndexEntry[], filter: SearchFilter): SearchResult {
  const matches = sortedMatches(entries, filter);
  const pageCount = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const wanted = Number.isFinite(filter.page) ? Math.trunc(filter.page) : 1;
  const page = Math.min(pageCount, Math.max(1, wanted));
  const start = (page - 1) * PAGE_SIZE;
  return { total: matches.length, page, pageCount, items: matches.slice(start, start + PAGE_SIZE) };
}

/**
 * The one-step-wider searches for a "no results" page: one per active constraint, with
 * that constraint dropped and the page reset to 1; empty for an unfiltered search.
 * @example widerFilters({ ...emptyFilter('sale'), type: 'villa' }) // [{ key: 'type', filter: emptyFilter('sale') }]
 */
export function widerFilters(filter: SearchFilter): WiderSearch[] {
  return CONSTRAINTS.filter((c) => c.active(filter)).map((c) => ({
    key: c.key,
    filter: { ...c.drop(filter), page: 1 },
  }));
}
