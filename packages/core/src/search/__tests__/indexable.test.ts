import { emptyFilter, type SearchFilter } from '../filter';
import { isIndexable } from '../indexable';

const base = emptyFilter('sale');

describe('isIndexable', () => {
  it.each<[string, Partial<SearchFilter>, boolean]>([
    ['the root', {}, true],
    ['one area', { areas: ['dubai-marina'] }, true],
    ['two areas', { areas: ['dubai-marina', 'palm-jumeirah'] }, false],
    ['page 2', { page: 2 }, false],
    ['sorted by price', { sort: 'price-asc' }, false],
    ['bedrooms', { bedrooms: { min: 2, max: 2 } }, false],
    ['a price', { price: { min: null, max: 2_000_000 } }, false],
    ['a type', { type: 'villa' }, false],
    ['a developer', { developers: ['emaar'] }, false],
  ])('%s: %s', (_name, patch, expected) => {
    expect(isIndexable({ ...base, ...patch })).toBe(expected);
  });
});
