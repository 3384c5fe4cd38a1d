import { formatMoney, shortMoney, shortNumber } from '../format';

describe('formatMoney', () => {
  it.each([
    ['en', 'AED 1,250,000'],
    ['ru', '1 250 000 AED'],
  ])('AED 1,250,000 in %s is %s', (locale, expected) => {
    expect(formatMoney(1_250_000, 'AED', locale).replace(/\u202f/g, ' ')).toBe(expected);
  });
});

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [1500, '1.5K'],
    [25_000, '25K'],
    [999_950, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000, '2M'],
    [150_000_000, '150M'],
    [1_200_000_000, '1.2B'],
    [-1500, '-1.5K'],
  ])('%d is %s', (value, expected) => {
    expect(shortNumber(value, 'en')).toBe(expected);
  });
});

describe('short forms in every language', () => {
  it.each([
    [1_500_000, 'ar', '1.5 مليون'],
    [1_500_000, 'fr', '1,5 M'],
    [1_500_000, 'ru', '1,5 млн'],
    [200_000, 'pl', '200 tys.'],
  ])('%d in %s is %s', (value, locale, expected) => {
    expect(shortNumber(value, locale)).toBe(expected);
  });

  it.each([
    ['en', 'AED 200K'],
    // No right-to-left mark: ICU versions differ on it, and the build's must match the browser's.
    ['ar', '200 ألف AED'],
    ['ru', '200 тыс. AED'],
    ['pl', '200 tys. AED'],
  ])('AED 200,000 in %s is %s', (locale, expected) => {
    expect(shortMoney(200_000, 'AED', locale)).toBe(expected);
  });
});
