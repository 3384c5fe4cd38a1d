import fc from 'fast-check';
import { CURRENCIES, GBP_RATES, convertFromAed, parseCurrency } from '../currency';

describe('parseCurrency', () => {
  it.each([
    ['USD', 'USD'],
    [{ value: 'EUR', label: 'Euros - EUR' }, 'EUR'],
    ['usd', 'AED'],
    ['JPY', 'AED'],
    [null, 'AED'],
    [undefined, 'AED'],
    [42, 'AED'],
  ])('%j is %s', (stored, expected) => {
    expect(parseCurrency(stored)).toBe(expected);
  });

  it('labels the four currencies as the spec spells them', () => {
    expect(CURRENCIES.map((c) => c.label)).toEqual([
      'UAE Dirhams - AED',
      'Euros - EUR',
      'Pound Sterling - GBP',
      'US Dollars - USD',
    ]);
  });
});

describe('convertFromAed', () => {
  it.each([
    [1_000_000, 'AED', 1_000_000],
    [3_672_500, 'USD', 1_000_000],
    [4_829_338, 'GBP', 1_000_000],
    [1_000_000, 'EUR', 235_643],
  ] as const)('%d AED in %s is %d', (aed, to, expected) => {
    expect(convertFromAed(aed, to)).toBe(expected);
  });

  it('keeps the dirham pegged at 3.6725 per US dollar', () => {
    expect(GBP_RATES.AED / GBP_RATES.USD).toBeCloseTo(3.6725, 3);
  });

  it('never turns a larger price into a smaller one', () => {
    fc.assert(
      fc.property(
        fc.nat(500_000_000),
        fc.nat(500_000_000),
        fc.constantFrom(...CURRENCIES.map((c) => c.value)),
        (a, b, to) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(convertFromAed(low, to)).toBeLessThanOrEqual(convertFromAed(high, to));
        },
      ),
    );
  });
});
