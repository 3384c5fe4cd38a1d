import fc from 'fast-check';
import {
  boundsOf,
  boundsParam,
  geoFromJson,
  geoToJson,
  inBounds,
  mapQuerySearch,
  pointsOf,
  readMapQuery,
  roundLatLng,
  type LatLng,
} from '../geo';
import { makeEntry } from '../../testing/search-factories';

describe('map points', () => {
  it('read back as written, to 5 decimals, for listings that have coordinates', () => {
    const latLng = fc.tuple(fc.double({ min: 24, max: 26, noNaN: true }), fc.double({ min: 54, max: 56, noNaN: true }));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.option(latLng)), { selector: ([id]) => id }),
        (rows) => {
          const entries = rows.map(([id, at]) => makeEntry({ id, ...(at ? { geo: roundLatLng(at[0], at[1])! } : {}) }));
          const points = geoFromJson(JSON.parse(geoToJson(entries)));
          const expected = entries.filter((e) => e.geo).map((e) => [e.id, e.geo]);
          expect([...points].sort((a, b) => a[0] - b[0])).toEqual(expected.sort((a, b) => Number(a[0]) - Number(b[0])));
          for (const [, [lat, lng]] of points) {
            expect(lat).toBeCloseTo(Math.round(lat * 1e5) / 1e5, 9);
            expect(lng).toBeCloseTo(Math.round(lng * 1e5) / 1e5, 9);
          }
        },
      ),
    );
  });

  it('refuse a file of another format or with unequal columns', () => {
    expect(() => geoFromJson({ v: 2, ids: [], lat: [], lng: [] })).toThrow('format 2');
    expect(() => geoFromJson({ v: 1, ids: [1], lat: [], lng: [] })).toThrow('unequal');
    expect(() => geoFromJson(null)).toThrow('map points');
  });

  it.each([
    [25.2, 55.3, [25.2, 55.3]],
    [25.123456789, 55.987654321, [25.12346, 55.98765]],
    [0, 0, null],
    [91, 55, null],
    [null, 55, null],
    ['25', '55', null],
  ])('roundLatLng(%p, %p) is %p', (lat, lng, expected) => expect(roundLatLng(lat, lng)).toEqual(expected));
});

describe('map boxes', () => {
  const box = { south: 25, west: 55.1, north: 25.2, east: 55.3 };

  it('read a query string’s box, and not a malformed one', () => {
    expect(boundsOf('?view=map&bounds=25,55.1,25.2,55.3')).toEqual(box);
    expect(boundsOf(`?bounds=${boundsParam(box)}`)).toEqual(box);
    for (const bad of [
      '',
      '?bounds=',
      '?bounds=25,55',
      '?bounds=25.2,55.1,25,55.3',
      '?bounds=a,b,c,d',
      '?bounds=25,55,95,56',
    ])
      expect(boundsOf(bad)).toBeNull();
  });

  it('keep the results inside, in their order', () => {
    const points = new Map<number, LatLng>([
      [1, [25.1, 55.2]],
      [2, [25.5, 55.2]],
      [3, [25.05, 55.15]],
    ]);
    expect(inBounds([25.1, 55.2], box)).toBe(true);
    expect(pointsOf([3, 2, 1, 4], points, box).map((p) => p.id)).toEqual([3, 1]);
    expect(pointsOf([3, 2, 1, 4], points, null).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});

describe('a listing page’s view', () => {
  it('is the list unless the query asks for the map, and a box counts only on the map', () => {
    expect(readMapQuery('')).toEqual({ map: false, bounds: null });
    expect(readMapQuery('?bounds=25,55.1,25.2,55.3')).toEqual({ map: false, bounds: null });
    expect(readMapQuery('?view=map&bounds=nonsense')).toEqual({ map: true, bounds: null });
  });

  it('reads back what it writes', () => {
    const bounds = { south: 25.0812, west: 55.1302, north: 25.1044, east: 55.1601 };
    for (const view of [
      { map: false, bounds: null },
      { map: true, bounds: null },
      { map: true, bounds },
    ])
      expect(readMapQuery(mapQuerySearch(view))).toEqual(view);
  });
});
