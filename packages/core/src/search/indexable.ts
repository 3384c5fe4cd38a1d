import type { SearchFilter } from './filter';

/**
 * Whether a search's page should be indexed by search engines: a root or a single area,
 * first page, default order, nothing else filtered. Deeper combinations are `noindex,
 * follow`, so engines follow their links without indexing endless variations.
 * @example isIndexable({ ...emptyFilter('sale'), areas: ['dubai-marina'] }) // true
 */
export function isIndexable(filter: SearchFilter): boolean {
  const open = (r: { min: number | null; max: number | null }) => r.min === null && r.max === null;
  return (
    filter.areas.length <= 1 &&
    filter.page === 1 &&
    filter.sort === 'newest' &&
    open(filter.bedrooms) &&
    open(filter.price) &&
    open(filter.floor) &&
    filter.mustInclude.length === 0 &&
    filter.type === null &&
    filter.facts === null &&
    filter.department === null &&
    filter.completion === null &&
    filter.negotiator === null &&
    filter.developers.length === 0
  );
}
