import fc from 'fast-check';
import { TRANSACTION_COLUMNS } from '../columns';
import { parsePayload } from '../payload';
import { ColumnsError, MarketImport } from '../import';
import { figuresOf, importRows, rentCells, saleCells } from '../../testing/market-factories';

// Six two-bedroom Marina flats of 1,000 sq ft sold in Q3 2026: AED 1,200 to 3,000 per sq ft.
const Q3_PRICES = ['1200000', '1500000', '1800000', '2100000', '2500000', '3000000'];
const q3Sales = Q3_PRICES.map((price, i) =>
  saleCells({ transaction_id: `q3-${i}`, instance_date: `${10 + i}-08-2026`, actual_worth: price }),
);

describe('MarketImport', () => {
  it('gives the median and quartiles of AED per sq ft per quarter, computed by hand', () => {
    const f = figuresOf(importRows(q3Sales));
    const twoBeds = f.sales.find((s) => s.type === 'unit' && s.rooms === '2');
    // Sorted 1200 1500 1800 2100 2500 3000: the median is (1800 + 2100) / 2; the quartiles
    // sit a quarter and three quarters of the way, at ranks 1.25 and 3.75.
    expect(twoBeds?.quarters).toEqual([{ quarter: '2026-Q3', n: 6, p25: 1575, p50: 1950, p75: 2400 }]);
    expect(f.sales.find((s) => s.type === 'unit' && s.rooms === 'all')?.quarters).toEqual(twoBeds?.quarters);
    expect(f.salesTo).toBe('2026-08-15');
  });

  it('merges the bedroom groups into all bedrooms, per quarter', () => {
    const studios = ['800000', '1000000'].map((price, i) =>
      saleCells({ transaction_id: `s-${i}`, rooms_en: 'Studio', actual_worth: price }),
    );
    const earlier = saleCells({ transaction_id: 'q2', instance_date: '20-05-2026', actual_worth: '1400000' });
    const f = figuresOf(importRows([...q3Sales, ...studios, earlier]));
    const all = f.sales.find((s) => s.type === 'unit' && s.rooms === 'all')!;
    // Q3: 800 1000 1200 1500 1800 2100 2500 3000 -> ranks 1.75, 3.5, 5.25.
    expect(all.quarters).toEqual([
      { quarter: '2026-Q2', n: 1, p25: 1400, p50: 1400, p75: 1400 },
      { quarter: '2026-Q3', n: 8, p25: 1150, p50: 1650, p75: 2200 },
    ]);
    expect(f.sales.find((s) => s.rooms === 'studio')?.quarters).toEqual([
      { quarter: '2026-Q3', n: 2, p25: 850, p50: 900, p75: 950 },
    ]);
  });

  it('keeps the twelve months’ prices and rents of each group, for yields', () => {
    const rents = ['100000', '110000', '120000', '130000', '150000'].map((annual, i) =>
      rentCells({ contract_id: `r-${i}`, annual_amount: annual }),
    );
    const f = figuresOf(importRows(q3Sales, rents));
    const year = f.year.find((y) => y.type === 'unit' && y.rooms === '2')!;
    expect(year.price).toEqual({ n: 6, p25: 1575000, p50: 1950000, p75: 2400000 });
    expect(year.rent).toEqual({ n: 5, p25: 110000, p50: 120000, p75: 130000 });
    expect(f.rentsTo).toBe('2026-09-01');
  });

  it('lists the newest sales first and keeps the building', () => {
    const f = figuresOf(importRows(q3Sales));
    expect(f.recent.map((s) => s.date)).toEqual([
      '2026-08-15',
      '2026-08-14',
      '2026-08-13',
      '2026-08-12',
      '2026-08-11',
      '2026-08-10',
    ]);
    expect(f.recent[0]).toEqual({
      date: '2026-08-15',
      type: 'unit',
      rooms: '2',
      sqft: 1000,
      price: 3000000,
      building: 'Marina Gate 1',
      offPlan: false,
    });
    expect(f.buildings).toEqual([
      { name: 'Marina Gate 1', perSqft: { n: 6, p25: 1575, p50: 1950, p75: 2400 }, recent: f.recent.slice(0, 5) },
    ]);
  });

  it('counts every row it leaves out, by reason, and the DLD areas without a site area', () => {
    const run = importRows([
      ...q3Sales,
      saleCells({ trans_group_en: 'Mortgages' }),
      saleCells({ trans_group_en: 'Gifts' }),
      saleCells({ property_usage_en: 'Commercial' }),
      saleCells({ property_type_en: 'Land' }),
      saleCells({ instance_date: '31-02-2026' }),
      saleCells({ instance_date: '01-01-2027' }),
      saleCells({ actual_worth: '' }),
      saleCells({ procedure_area: '0' }),
      saleCells({ actual_worth: '5000' }),
      saleCells({ area_name_en: 'Nad Al Hamar' }),
      saleCells({ area_name_en: 'Nad Al Hamar' }),
      saleCells({ instance_date: '01-01-2020' }),
      saleCells().slice(0, 40),
    ]);
    const { transactions } = run.reports();
    expect(transactions).toEqual({
      kind: 'transactions',
      file: 'transactions.csv',
      rows: 19,
      kept: 6,
      skipped: {
        'DLD area not mapped to a site area': 2,
        'land or a whole building': 1,
        'not a sale: Gifts': 1,
        'not a sale: Mortgages': 1,
        'not residential': 1,
        'older than five years': 1,
      },
      malformed: {
        'date after the import day': 1,
        'no price (actual_worth)': 1,
        'no size (procedure_area)': 1,
        'price per sq ft out of range': 1,
        'unreadable date': 1,
        'wrong number of columns': 1,
      },
      unmappedAreas: { 'Nad Al Hamar': 2 },
      extraColumns: [],
    });
  });

  it('skips rent contracts of several properties and those before the twelve months', () => {
    const run = importRows(q3Sales, [
      rentCells(),
      rentCells({ no_of_prop: '3' }),
      rentCells({ contract_start_date: '01-06-2025' }),
      rentCells({ property_usage_en: 'Commercial' }),
      rentCells({ annual_amount: '0' }),
    ]);
    const { rents } = run.reports();
    expect([rents.kept, rents.skipped, rents.malformed]).toEqual([
      1,
      { 'not residential': 1, 'older than twelve months': 1, 'several properties in one contract': 1 },
      { 'no yearly amount (annual_amount)': 1 },
    ]);
  });

  it('gives the same figures whatever order the rows come in', () => {
    const rows = [
      ...q3Sales,
      saleCells({ transaction_id: 'a', instance_date: '02-01-2022', actual_worth: '900000' }),
      saleCells({ transaction_id: 'b', instance_date: '15-11-2021', actual_worth: '800000' }),
      saleCells({ transaction_id: 'c', instance_date: '20-10-2025', rooms_en: 'Studio', actual_worth: '1100000' }),
      saleCells({ transaction_id: 'd', instance_date: '05-09-2025', property_type_en: 'Villa', rooms_en: '' }),
    ];
    const expected = importRows(rows).payload('now').areas;
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length }), (shuffled) => {
        expect(importRows(shuffled).payload('now').areas).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('drops quarters older than five years as newer sales arrive', () => {
    const f = figuresOf(
      importRows([
        saleCells({ transaction_id: 'old', instance_date: '15-08-2021' }),
        saleCells({ transaction_id: 'edge', instance_date: '01-10-2021' }),
        ...q3Sales,
      ]),
    );
    expect(f.sales.find((s) => s.rooms === 'all')?.quarters.map((q) => q.quarter)).toEqual(['2021-Q4', '2026-Q3']);
  });

  it('stops at a header that is not the published one, naming the file', () => {
    const run = new MarketImport({
      mapping: [],
      today: '2026-11-26',
      files: { transactions: 't.csv', rents: 'r.csv' },
    });
    expect(() => run.header('transactions', TRANSACTION_COLUMNS.slice(1))).toThrow(ColumnsError);
    expect(() => run.header('transactions', TRANSACTION_COLUMNS.slice(1))).toThrow(
      /^t\.csv: the columns do not match the published transactions\.csv \(46 columns\): missing transaction_id$/,
    );
  });

  it('makes a payload the CMS accepts', () => {
    const payload = importRows(q3Sales, [rentCells()]).payload('2026-11-26T10:00:00.000Z');
    expect(parsePayload(JSON.parse(JSON.stringify(payload)))).toEqual({ payload });
    expect(payload.report).toContain('transactions.csv: 6 rows, 6 sales kept (to 2026-08-15)');
    expect(payload.report).toContain('areas with figures: 1 (dubai-marina)');
  });
});
