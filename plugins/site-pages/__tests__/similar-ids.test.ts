import { makeEntry } from '@brokerage/core/testing/search-factories';
import { similarListings } from '../similar-ids';

describe('similarListings', () => {
  it('finds similar listings within the root and area, only among listings with a page', () => {
    const at = (id: number) => ({ id, path: `/property-for-sale/flat-${id}/` });
    const a = makeEntry({ ...at(1), area: 'jvc', price: 1_000_000, bedrooms: 1 });
    const b = makeEntry({ ...at(2), area: 'jvc', price: 1_100_000, bedrooms: 1 });
    const c = makeEntry({ ...at(3), area: 'marina', price: 1_000_000, bedrooms: 1 });
    const d = makeEntry({ ...at(4), area: 'jvc', price: 1_000_000, bedrooms: 1 });
    const pageless = makeEntry({ id: 5, area: 'jvc', price: 1_000_000, bedrooms: 1, path: null });
    const similar = similarListings(
      new Map([
        ['sale', [a, b, c, pageless]],
        ['rent', [d]],
      ]),
    );
    expect(similar.get(1)).toEqual([2]);
    expect(similar.get(2)).toEqual([1]);
    expect(similar.get(3)).toEqual([]);
    expect(similar.get(4)).toEqual([]);
    expect(similar.has(5)).toBe(false);
  });
});
