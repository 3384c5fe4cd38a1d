import { comparablePrice, priceInPeriod } from '../periods';
import { emptyFilter } from '../filter';

describe('a price in a search’s period', () => {
  it.each([
    ['sale', null, { price: 2_000_000, rentPeriod: null }, 2_000_000],
    ['rent', null, { price: 120_000, rentPeriod: 'yearly' }, 120_000],
    ['rent', 'monthly', { price: 120_000, rentPeriod: 'yearly' }, 10_000],
    ['rent', 'yearly', { price: 9_000, rentPeriod: 'monthly' }, 108_000],
    ['short-term', null, { price: 800, rentPeriod: 'daily' }, 800],
  ] as const)('%s per %s: %j reads %d', (root, period, listing, expected) => {
    expect(priceInPeriod(comparablePrice(listing), { ...emptyFilter(root), period })).toBe(expected);
  });
});
