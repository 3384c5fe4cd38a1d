import { areaMarket, listingGroup, listingMarket, againstMedian } from '../view';
import { figuresOf, importRows, rentCells, saleCells } from '../../testing/market-factories';

const sales = (count: number, overrides: Parameters<typeof saleCells>[0] = {}, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    saleCells({
      transaction_id: `${overrides.rooms_en ?? '2'}-${from + i}`,
      actual_worth: String(1_000_000 + (from + i) * 100_000),
      ...overrides,
    }),
  );

describe('areaMarket', () => {
  it('gives twenty quarters to the data’s date, a median only from five sales', () => {
    const market = areaMarket(figuresOf(importRows([...sales(5), ...sales(3, { instance_date: '10-02-2026' }, 10)])));
    expect(market.history).toHaveLength(20);
    expect(market.history[0]!.quarter).toBe('2021-Q4');
    expect(market.history[19]).toEqual({
      quarter: '2026-Q3',
      unit: { n: 5, p25: 1100, p50: 1200, p75: 1300 },
      villa: null,
      sales: { unit: 5, villa: 0 },
    });
    // Three sales in Q1 2026: counted, too few for a median.
    expect(market.history[17]).toEqual({ quarter: '2026-Q1', unit: null, villa: null, sales: { unit: 3, villa: 0 } });
  });

  it('gives median rents by bedrooms with the gross yield, and no yield from too few sales', () => {
    const rents = (rooms: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        rentCells({
          contract_id: `${rooms}-${i}`,
          ejari_property_sub_type_en: rooms,
          annual_amount: String(60_000 + i * 10_000),
        }),
      );
    const market = areaMarket(
      figuresOf(
        importRows(
          [...sales(5), ...sales(2, { rooms_en: 'Studio' })],
          [...rents('2bed rooms+hall', 5), ...rents('Studio', 5)],
        ),
      ),
    );
    expect(market.rents).toEqual([
      {
        type: 'unit',
        rooms: 'studio',
        rent: { n: 5, p25: 70000, p50: 80000, p75: 90000 },
        price: null,
        grossYield: null,
      },
      {
        type: 'unit',
        rooms: '2',
        rent: { n: 5, p25: 70000, p50: 80000, p75: 90000 },
        price: { n: 5, p25: 1100000, p50: 1200000, p75: 1300000 },
        grossYield: 80000 / 1200000,
      },
    ]);
  });
});

describe('listingMarket', () => {
  it('compares with the sales of the same type and bedrooms', () => {
    const m = listingMarket(figuresOf(importRows(sales(6))), 'apartment', 2)!;
    expect(m).toMatchObject({ type: 'unit', rooms: '2', comparedWith: '2', sales: 6, median: { n: 6, p50: 1250 } });
    expect(m.nearby).toHaveLength(5);
  });

  it('falls back to every sale of the type when its bedrooms have fewer than five', () => {
    const m = listingMarket(
      figuresOf(importRows([...sales(3), ...sales(4, { rooms_en: '1 B/R' }, 10)])),
      'apartment',
      2,
    )!;
    expect(m).toMatchObject({ comparedWith: 'all', sales: 3, median: { n: 7 } });
    expect(m.nearby).toHaveLength(3);
  });

  it('has no median when the type has fewer than five sales', () => {
    const m = listingMarket(figuresOf(importRows(sales(4))), 'penthouse', 2)!;
    expect(m).toMatchObject({ comparedWith: 'all', sales: 4, typeSales: 4, median: null });
  });

  it('covers homes only', () => {
    expect(listingGroup('townhouse', 3)).toEqual({ type: 'villa', rooms: '3' });
    expect(listingGroup('apartment', 0)).toEqual({ type: 'unit', rooms: 'studio' });
    expect(listingGroup('villa', 7)).toEqual({ type: 'villa', rooms: '5+' });
    expect(listingGroup('office', 0)).toBeNull();
  });

  it('says how far above or below the median a price per sq ft is', () => {
    expect(againstMedian(2200, 2000)).toBeCloseTo(0.1);
    expect(againstMedian(1800, 2000)).toBeCloseTo(-0.1);
  });
});
