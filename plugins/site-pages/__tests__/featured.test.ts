import { featuredListings, FEATURED_COUNT } from '../featured';
import type { IndexEntry } from '@brokerage/core/search/index-entry';
import type { ListingRootKey } from '@brokerage/core/search/roots';

const entry = (id: number) => ({ id }) as IndexEntry;
const indexes = new Map<ListingRootKey, IndexEntry[]>([
  ['sale', Array.from({ length: 20 }, (_, i) => entry(i + 1))],
  ['rent', [entry(101), entry(102)]],
]);
const flagged = new Set([2, 4, 6, 8, 10, 12, 14, 16, 102]);

describe('featuredListings', () => {
  it('gives nothing for a page without a featured-listings section', () => {
    expect(featuredListings([{ kind: 'text' }], indexes, flagged)).toBeUndefined();
    expect(featuredListings(null, indexes, flagged)).toBeUndefined();
  });

  it('takes the flagged entries of the section root, in index order, at most FEATURED_COUNT', () => {
    const result = featuredListings([{ kind: 'featured-listings', variant: 'sale' }], indexes, flagged);
    expect(result?.sale).toEqual([2, 4, 6, 8, 10, 12].slice(0, FEATURED_COUNT));
  });

  it('reads each section root and treats an unknown root as sales', () => {
    const result = featuredListings(
      [
        { kind: 'featured-listings', variant: 'rent' },
        { kind: 'featured-listings', variant: 'moon' },
      ],
      indexes,
      flagged,
    );
    expect(Object.keys(result ?? {}).sort()).toEqual(['rent', 'sale']);
    expect(result?.rent).toEqual([102]);
  });
});
