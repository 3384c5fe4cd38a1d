import { firstResults, readListingPath, type ListingPageRef } from '../listing-page';
import { makeEntry } from '../../testing/search-factories';

const marina: ListingPageRef = {
  root: 'sale',
  canonicalPath: '/properties/for-sale/in-dubai-marina/',
  areaGlob: 'dubai-marina',
  areaName: 'Dubai Marina',
};

describe('readListingPath', () => {
  it.each([
    ['the page’s own search', '/properties/for-sale/in-dubai-marina/', true, true],
    ['its own search in another language', '/fr/properties/for-sale/in-dubai-marina/', true, true],
    ['a deeper search under its root', '/properties/for-sale/in-dubai-marina/2-bedroom/', true, false],
    ['a search of another root', '/properties/for-rent/in-dubai-marina/', false, false],
    ['a path that is no search', '/properties/for-sale/nowhere/at/all/', false, false],
  ])('reads %s', (_case, path, found, prerendered) => {
    const request = readListingPath(path, marina);
    expect(request.search !== null).toBe(found);
    expect(request.prerendered).toBe(prerendered);
    expect(request.filter.root).toBe('sale');
  });

  it('knows the area name of its own area only', () => {
    expect(readListingPath('/properties/for-sale/in-dubai-marina/', marina).buildAreaNames).toEqual({
      'dubai-marina': 'Dubai Marina',
    });
    const all = { ...marina, canonicalPath: '/properties/for-sale/in-dubai/', areaGlob: '*' };
    expect(readListingPath('/properties/for-sale/in-dubai/', all).buildAreaNames).toEqual({});
  });
});

describe('firstResults', () => {
  it('is page 1 of the build’s total, with only the cards among the values', () => {
    expect(firstResults([makeEntry({ id: 1 }), { id: 'nope' }], 50)).toMatchObject({
      total: 50,
      page: 1,
      pageCount: 3,
      items: [expect.objectContaining({ id: 1 })],
    });
    expect(firstResults(null, 0)).toEqual({ total: 0, page: 1, pageCount: 1, items: [] });
  });
});
