import fc from 'fast-check';
import { SORT_ORDERS, emptyFilter, type SearchFilter } from '../search/filter';
import type { IndexEntry } from '../search/index-entry';
import { makeEntry } from './search-factories';

// Small pools, so that random filters and entries often meet.
const AREAS = ['dubai-marina', 'jumeirah', 'business-bay'];
const TYPES = ['apartment', 'villa', 'office'];
const FEATURES = ['pool', 'gym', 'sea-view'];
const FACTS = ['elite', 'tenanted'];
const DEVS = ['emaar', 'sobha'];
const NEGS = ['N1', 'N2'];

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const rangeArb = (max: number) =>
  fc
    .tuple(optional(fc.integer({ min: 0, max })), optional(fc.integer({ min: 0, max })))
    .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));

export const entryArb: fc.Arbitrary<IndexEntry> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    price: fc.integer({ min: 0, max: 20 }).map((n) => n * 250_000),
    // Rents paid by the night, week, month or year compare on one scale (periods.ts).
    rentPeriod: fc.constantFrom(null, 'daily', 'weekly', 'monthly', 'yearly'),
    bedrooms: optional(fc.integer({ min: 0, max: 10 })),
    floor: optional(fc.integer({ min: 0, max: 10 }).map((n) => n * 500)),
    type: fc.constantFrom(...TYPES),
    area: fc.constantFrom(...AREAS),
    features: fc.subarray(FEATURES),
    facts: fc.subarray(FACTS),
    department: fc.constantFrom('residential', 'new_developments'),
    completion: fc.constantFrom('ready' as const, 'off_plan' as const, null),
    developer: optional(fc.constantFrom(...DEVS)),
    negotiator: optional(fc.constantFrom(...NEGS)),
    listed: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'),
  })
  .map((fields) => makeEntry(fields));
// Distinct ids, as the index has.
export const entriesArb = fc.uniqueArray(entryArb, { selector: (e) => e.id, maxLength: 80 });

export const filterArb: fc.Arbitrary<SearchFilter> = fc
  .record({
    areas: fc.subarray(AREAS),
    bedrooms: rangeArb(10),
    root: fc.constantFrom('sale' as const, 'rent' as const, 'short-term' as const),
    price: rangeArb(20).map(({ min, max }) => ({ min: min && min * 250_000, max: max && max * 250_000 })),
    period: fc.constantFrom(null, 'daily' as const, 'weekly' as const, 'monthly' as const, 'yearly' as const),
    floor: rangeArb(10).map(({ min, max }) => ({ min: min && min * 500, max: max && max * 500 })),
    mustInclude: fc.subarray(FEATURES, { maxLength: 2 }),
    type: optional(fc.constantFrom(...TYPES)),
    facts: optional(fc.constantFrom(...FACTS)),
    department: optional(fc.constantFrom('residential' as const, 'new_developments' as const)),
    completion: optional(fc.constantFrom('ready', 'off-plan')),
    negotiator: optional(fc.constantFrom(...NEGS)),
    developers: fc.subarray(DEVS),
    sort: fc.constantFrom(...SORT_ORDERS),
    page: fc.integer({ min: -1, max: 6 }),
  })
  .map((fields) => ({ ...emptyFilter(fields.root), ...fields }));
