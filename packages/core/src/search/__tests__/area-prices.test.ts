import { areaPrices } from '../area-prices';
import { makeEntry } from '../../testing/search-factories';
import { medianPricePerSqft, pricePerArea } from '../../property/area-units';

describe('price per area', () => {
  it('divides a price by the size in the visitor’s unit, and gives none without either', () => {
    expect(pricePerArea(2_000_000, 1000, 'sqft')).toBe(2000);
    expect(pricePerArea(2_000_000, 1000, 'sqm')).toBe(21528);
    expect(pricePerArea(2_000_000, null, 'sqft')).toBeNull();
    expect(pricePerArea(0, 1000, 'sqft')).toBeNull();
  });

  it('takes the median of the listings that have a price and a size', () => {
    expect(medianPricePerSqft([{ price: 1e6, floor: 1000 }])).toEqual({ median: 1000, count: 1 });
    expect(
      medianPricePerSqft([
        { price: 1e6, floor: 1000 },
        { price: 3e6, floor: 1000 },
        { price: 9e6, floor: null },
      ]),
    ).toEqual({ median: 2000, count: 2 });
    expect(medianPricePerSqft([])).toBeNull();
  });

  it('gives an area’s prices to buy and to rent, rents as paid in a year, from three listings up', () => {
    const three = <T>(make: (i: number) => T) => [0, 1, 2].map(make);
    const sale = [
      ...three((i) => makeEntry({ area: 'dubai-marina', price: 2_000_000 + i * 100_000, floor: 1000 })),
      ...three(() => makeEntry({ area: 'jumeirah', price: 9_000_000, floor: 1000 })),
    ];
    const rent = three(() => makeEntry({ area: 'dubai-marina', price: 10_000, rentPeriod: 'monthly', floor: 1000 }));
    expect(areaPrices(sale, rent, 'dubai-marina')).toEqual({
      sale: { median: 2100, count: 3 },
      rent: { median: 120, count: 3 },
    });
    expect(areaPrices(sale, rent.slice(0, 2), 'dubai-marina')).toEqual({
      sale: { median: 2100, count: 3 },
      rent: null,
    });
    expect(areaPrices(sale, rent, 'business-bay')).toBeNull();
  });
});
