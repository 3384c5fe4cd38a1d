import fc from 'fast-check';
import { areaIn, formatArea, parseAreaUnit, sqmToSqft } from '../area-units';

describe('areaIn', () => {
  it.each([
    [1000, 'sqft', 1000],
    [1000, 'sqm', 93],
    [10.7639, 'sqm', 1],
    [2153, 'sqm', 200],
    [0, 'sqm', 0],
    [1234.4, 'sqft', 1234],
  ] as const)('%d sq ft in %s is %d', (sqft, unit, value) => {
    expect(areaIn(sqft, unit)).toBe(value);
  });

  it('sq m and back lands within one sq ft of the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (sqft) => {
        expect(Math.abs(sqmToSqft(sqft * 0.09290304) - sqft)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('parseAreaUnit', () => {
  it.each([
    ['sqm', 'sqm'],
    ['sqft', 'sqft'],
    [null, 'sqft'],
    ['m2', 'sqft'],
    [42, 'sqft'],
  ])('%p reads as %s', (value, unit) => {
    expect(parseAreaUnit(value)).toBe(unit);
  });
});

describe('formatArea', () => {
  it.each([
    [1200, 'sqft', 'en', '1,200 sq ft'],
    [1200, 'sqm', 'en', '111 m²'],
    [12000, 'sqm', 'ru', '1 115 м²'],
    [1200, 'sqft', 'fr', '1 200 pi²'],
  ] as const)('%d sq ft in %s (%s) reads %s', (sqft, unit, locale, text) => {
    expect(formatArea(sqft, unit, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});
