import fc from 'fast-check';
import { similarProperties, similarToGone, type GoneCandidate, type SimilarCandidate } from '../similar';

const make = (id: number, over: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  root: 'sale',
  area: 'dubai-marina',
  price: 1_000_000,
  bedrooms: 2,
  ...over,
});

describe('similarProperties', () => {
  const target = make(1);

  it('keeps the same root and area only, never the property itself', () => {
    const list = [target, make(2, { root: 'rent' }), make(3, { area: 'jvc' }), make(4)];
    expect(similarProperties(target, list).map((c) => c.id)).toEqual([4]);
  });

  it.each([
    ['nearer price first', [make(2, { price: 1_500_000 }), make(3, { price: 1_100_000 })], [3, 2]],
    ['same bedrooms before one more', [make(2, { bedrooms: 3 }), make(3, { bedrooms: 2, price: 1_050_000 })], [3, 2]],
    [
      'a much nearer price outweighs a bedroom',
      [make(2, { bedrooms: 2, price: 2_000_000 }), make(3, { bedrooms: 3 })],
      [3, 2],
    ],
    ['ties by id', [make(5), make(3), make(4)], [3, 4, 5]],
    [
      'unknown bedrooms count as one apart',
      [make(2, { bedrooms: null, price: 900_000 }), make(3, { bedrooms: 4 })],
      [2, 3],
    ],
  ])('%s', (_, list, ids) => {
    expect(similarProperties(target, list).map((c) => c.id)).toEqual(ids);
  });

  it('gives at most `limit`, sorted by closeness', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 2, max: 1000 }),
            price: fc.integer({ min: 0, max: 10_000_000 }),
            bedrooms: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
          }),
        ),
        fc.integer({ min: 0, max: 6 }),
        (rows, limit) => {
          const list = rows.map((r) => make(r.id, r));
          const found = similarProperties(target, list, limit);
          expect(found.length).toBe(Math.min(limit, list.length));
          const left = list.filter((c) => !found.includes(c));
          const score = (c: SimilarCandidate) =>
            Math.abs(c.price - 1_000_000) / 1_000_000 + 0.2 * (c.bedrooms === null ? 1 : Math.abs(c.bedrooms - 2));
          if (found.length && left.length)
            expect(Math.max(...found.map(score))).toBeLessThanOrEqual(Math.min(...left.map(score)));
        },
      ),
    );
  });
});

describe('similarToGone', () => {
  const gone = (id: number, over: Partial<GoneCandidate> = {}): GoneCandidate => ({
    id,
    root: 'sale',
    area: 'dubai-marina',
    price: 2_000_000,
    bedrooms: 2,
    type: 'apartment',
    geo: [25.08, 55.14],
    ...over,
  });
  const target = gone(1);
  const ids = (list: GoneCandidate[]) => similarToGone(target, list).map((c) => c.id);

  it('shows listings of the same area, type and bedrooms first, then relaxes bedrooms, type, then area', () => {
    expect(
      ids([
        gone(2, { area: 'jlt', geo: [25.07, 55.14] }),
        gone(3, { type: 'penthouse' }),
        gone(4, { bedrooms: 3 }),
        gone(5, { price: 2_500_000 }),
        gone(6),
      ]),
    ).toEqual([6, 5, 4, 3, 2]);
  });

  it('never shows the gone listing itself nor another root, and six at most', () => {
    const list = [target, gone(2, { root: 'rent' }), ...Array.from({ length: 9 }, (_, i) => gone(10 + i))];
    expect(ids(list)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('takes the nearest other areas when its own has too few, by distance', () => {
    expect(
      ids([
        gone(2, { area: 'palm-jumeirah', geo: [25.11, 55.14] }), // about 3 km
        gone(3, { area: 'jlt', geo: [25.07, 55.15] }), // about 1.5 km
        gone(4, { area: 'downtown', geo: [25.19, 55.27] }), // about 18 km
        gone(5, { area: 'unknown-place', geo: null }),
      ]),
    ).toEqual([3, 2, 4, 5]);
  });

  it('is the closest six whatever the order of the candidates (property)', () => {
    const candidate = fc.record({
      id: fc.integer({ min: 2, max: 500 }),
      area: fc.constantFrom('dubai-marina', 'jlt', 'jvc'),
      type: fc.constantFrom('apartment', 'villa'),
      bedrooms: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      price: fc.integer({ min: 1, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 30 }), (list) => {
        const all = list.map((c) => gone(c.id, { ...c, geo: null }));
        const picked = similarToGone(target, all);
        expect(similarToGone(target, [...all].reverse())).toEqual(picked);
        expect(picked.length).toBe(Math.min(6, all.length));
        // Nothing left out is of the target's area and type while a picked one is not.
        const exact = (c: GoneCandidate) => c.area === target.area && c.type === target.type;
        const left = all.filter((c) => !picked.includes(c));
        if (picked.some((c) => !exact(c))) expect(left.some(exact)).toBe(false);
      }),
    );
  });
});
