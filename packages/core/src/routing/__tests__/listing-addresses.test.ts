import fc from 'fast-check';
import {
  formerPathsAfter,
  isGone,
  listingNumberRefusal,
  listingPath,
  nextListingNumber,
  readFormerPaths,
} from '../listing-addresses';
import { LISTING_ROOTS } from '../../search/roots';
import { PROPERTY_SEGMENTS } from '../../search/property-path';

const AT = '2026-11-26T10:00:00.000Z';

describe('listingPath', () => {
  it('is the segment of every root, then slug and listing number', () => {
    const paths = LISTING_ROOTS.map((root) =>
      listingPath({ pType: root.pType, department: root.department, slug: 'flat-in-jvc', listing_number: 42 }),
    );
    expect(paths.map((p) => p?.split('/')[1]).sort()).toEqual([...PROPERTY_SEGMENTS].sort());
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+\/flat-in-jvc-42\/$/);
  });

  it('has no path without a listing number, a slug or a known root', () => {
    expect(listingPath({ pType: 'sales', department: 'residential', slug: 'x', listing_number: null })).toBeNull();
    expect(listingPath({ pType: 'sales', department: 'residential', slug: '', listing_number: 1 })).toBeNull();
    expect(listingPath({ pType: 'sales', department: 'short_term', slug: 'x', listing_number: 1 })).toBeNull();
  });
});

describe('isGone', () => {
  it.each([
    ['unpublished', true],
    ['sold', true],
    ['let', true],
    ['live', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (status, gone) => {
    expect(isGone(status)).toBe(gone);
  });
});

describe('nextListingNumber', () => {
  it.each([
    [null, null, 1, 1], // the first property
    [338, 338, 339, 339], // number and id go together on a database never restored
    [338, 338, 345, 345], // rows were deleted, or a create rolled back: the id leads
    [340, 338, 339, 341], // the newest listing was deleted: its number is not given again
    [12, 338, 13, 339], // a restore that numbered rows anew: above the numbers it brought
    ['7', -3, undefined, 1], // nothing is a number
  ])('counter %j, table %j, row id %j -> %j', (counter, table, id, next) => {
    expect(nextListingNumber(counter, table, id)).toBe(next);
  });

  it('is always above the counter and the table, and never below the row id (property)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (a, b, id) => {
        const next = nextListingNumber(a, b, id);
        expect(next).toBeGreaterThan(a);
        expect(next).toBeGreaterThan(b);
        expect(next).toBeGreaterThanOrEqual(id);
      }),
    );
  });
});

describe('listingNumberRefusal', () => {
  it('lets a number be given once, to a property without one (a create, a restore, the migration)', () => {
    expect(listingNumberRefusal(null, 12)).toBeNull();
    expect(listingNumberRefusal(undefined, 1)).toBeNull();
    expect(listingNumberRefusal(null, undefined)).toBeNull();
  });

  it('lets an update write the same number again, or leave it out', () => {
    expect(listingNumberRefusal(12, 12)).toBeNull();
    expect(listingNumberRefusal(12, '12')).toBeNull();
    expect(listingNumberRefusal(12, undefined)).toBeNull();
  });

  it('refuses a change of a number once given, saying it stays', () => {
    expect(listingNumberRefusal(12, 13)).toBe(
      "The listing number never changes: it is the number in the property's address (…-12/), which portals and bookmarks keep. It stays 12.",
    );
    expect(listingNumberRefusal(12, null)).toMatch(/It stays 12\./);
  });

  it.each([0, -4, 1.5, 'abc', Number.MAX_SAFE_INTEGER + 2])('refuses %j as a number', (wanted) => {
    expect(listingNumberRefusal(null, wanted)).toMatch(/must be a whole number above 0/);
  });
});

describe('readFormerPaths', () => {
  it('reads the stored list, skipping what is not an entry', () => {
    expect(
      readFormerPaths([
        { path: '/property-for-sale/a-1/', until: AT },
        '/property-for-rent/a-1/',
        { path: 'no-slash' },
        { until: AT },
        null,
        7,
      ]),
    ).toEqual([
      { path: '/property-for-sale/a-1/', until: AT },
      { path: '/property-for-rent/a-1/', until: '' },
    ]);
    expect(readFormerPaths(null)).toEqual([]);
    expect(readFormerPaths({ path: '/a/' })).toEqual([]);
  });
});

describe('formerPathsAfter', () => {
  const old = '/property-for-sale/flat-in-jvc-7/';
  const renamed = '/property-for-sale/2-bed-flat-in-jvc-7/';
  const moved = '/property-for-rent/2-bed-flat-in-jvc-7/';

  it('keeps the old path when a slug or title edit changes the address', () => {
    expect(formerPathsAfter(null, old, renamed, AT)).toEqual([{ path: old, until: AT }]);
  });

  it('keeps every address a listing had, as it moves from sale to rent', () => {
    const first = formerPathsAfter([], old, renamed, AT);
    expect(formerPathsAfter(first, renamed, moved, '2026-12-01T00:00:00.000Z')).toEqual([
      { path: old, until: AT },
      { path: renamed, until: '2026-12-01T00:00:00.000Z' },
    ]);
  });

  it('takes a path off the list when it is the current one again', () => {
    const first = formerPathsAfter([], old, renamed, AT);
    expect(formerPathsAfter(first, renamed, old, AT)).toEqual([{ path: renamed, until: AT }]);
  });

  it('changes nothing when the address stays, or was not one', () => {
    expect(formerPathsAfter([{ path: old, until: AT }], renamed, renamed, AT)).toBeNull();
    expect(formerPathsAfter([], null, renamed, AT)).toBeNull();
    expect(formerPathsAfter([{ path: old, until: AT }], renamed, moved, AT)).toEqual([
      { path: old, until: AT },
      { path: renamed, until: AT },
    ]);
  });

  it('does not record a path twice', () => {
    expect(formerPathsAfter([{ path: old, until: 'earlier' }], old, renamed, AT)).toBeNull();
  });
});
