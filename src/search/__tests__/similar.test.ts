import fc from 'fast-check';
import { similarProperties, type SimilarCandidate } from '../similar';

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
