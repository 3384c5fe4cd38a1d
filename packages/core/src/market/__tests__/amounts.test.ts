import { Amounts } from '../amounts';

const of = (...values: number[]) => {
  const h = new Amounts();
  for (const v of values) h.add(v);
  return h;
};

describe('Amounts', () => {
  it.each([
    // values, [p25, p50, p75] computed by hand with linear interpolation between ranks (Excel QUARTILE.INC)
    [
      [1200, 1500, 1800, 2100, 2500],
      [1500, 1800, 2100],
    ],
    [
      [1200, 1500, 1800, 2100, 2500, 3000],
      [1575, 1950, 2400],
    ],
    [[1000], [1000, 1000, 1000]],
    [
      [1000, 2000],
      [1250, 1500, 1750],
    ],
    [
      [5, 1, 3, 3, 3, 9, 7],
      [3, 3, 6],
    ],
  ])('gives the quartiles of %j as %j', (values, expected) => {
    expect(of(...values).quantiles([0.25, 0.5, 0.75])).toEqual(expected);
  });

  it('counts every value added, rounded to a whole number', () => {
    const h = of(1000.4, 999.6, 1000, 3000);
    expect(h.count).toBe(4);
    expect(h.summary()).toEqual({ n: 4, p25: 1000, p50: 1000, p75: 1500 });
  });

  it('merges two counts into the count of all their values', () => {
    const a = of(1200, 2500, 1800);
    a.merge(of(3000, 1500, 2100));
    expect(a.summary()).toEqual(of(1200, 1500, 1800, 2100, 2500, 3000).summary());
  });

  it('has no summary when nothing was counted', () => {
    expect(new Amounts().summary()).toBeNull();
  });
});
