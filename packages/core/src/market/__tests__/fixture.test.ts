import { RENT_COLUMNS, TRANSACTION_COLUMNS } from '../columns';
import { DEMO_AREAS, demoMapping } from '../demo-areas';
import { rentRows, transactionRows } from '../fixture';
import { MarketImport } from '../import';
import { areaMarket } from '../view';

const END = '2026-10-30';

function demoImport(transactions: number, rents: number) {
  const run = new MarketImport({
    mapping: demoMapping(),
    today: END,
    files: { transactions: 'transactions.csv', rents: 'rent_contracts.csv' },
  });
  run.header('transactions', TRANSACTION_COLUMNS);
  for (const row of transactionRows({ end: END, rows: transactions })) run.row('transactions', row);
  run.header('rents', RENT_COLUMNS);
  for (const row of rentRows({ end: END, rows: rents })) run.row('rents', row);
  return run;
}

describe('generated DLD files', () => {
  it('fill every published column, the same on every run', () => {
    const first = [...transactionRows({ end: END, rows: 50 })];
    expect(first.every((row) => row.length === 46)).toBe(true);
    expect([...transactionRows({ end: END, rows: 50 })]).toEqual(first);
    expect([...rentRows({ end: END, rows: 50 })].every((row) => row.length === 40)).toBe(true);
  });

  it('import into figures for every demo area, with the rows the real files hold left out by reason', () => {
    const run = demoImport(20_000, 10_000);
    const payload = run.payload('2026-11-26T00:00:00.000Z');
    expect(payload.areas.map((a) => a.area).sort()).toEqual(DEMO_AREAS.map((a) => a.area).sort());
    expect(payload.salesTo).toBe(END);
    const [sales, rents] = payload.files;
    expect(Object.keys(sales!.skipped)).toEqual(
      expect.arrayContaining([
        'not a sale: Mortgages',
        'not a sale: Gifts',
        'not residential',
        'land or a whole building',
        'DLD area not mapped to a site area',
        'older than five years',
      ]),
    );
    expect(Object.keys(sales!.unmappedAreas).sort()).toEqual(['Al Twar Second', "Al Warqa'a First", 'Nad Al Hamar']);
    expect(sales!.malformed['wrong number of columns']).toBeUndefined();
    expect(Object.keys(rents!.skipped)).toContain('several properties in one contract');
    // Dubai Marina: a price history of twenty quarters, rising, and rents with yields.
    const marina = areaMarket(payload.areas.find((a) => a.area === 'dubai-marina')!.figures);
    const medians = marina.history.map((row) => row.unit?.p50 ?? 0);
    // Sales grew every year: the last three whole years have a median every quarter (the
    // last quarter holds the data's one month), and prices rose by about a tenth a year.
    const recent = medians.slice(7, 19);
    expect(recent.every((m) => m > 0)).toBe(true);
    expect(recent[11]! / medians.find((m) => m > 0)!).toBeGreaterThan(1.3);
    expect(recent[11]).toBeGreaterThan(1700);
    expect(recent[11]).toBeLessThan(2600);
    const twoBeds = marina.rents.find((r) => r.type === 'unit' && r.rooms === '2')!;
    expect(twoBeds.grossYield).toBeGreaterThan(0.04);
    expect(twoBeds.grossYield).toBeLessThan(0.09);
  });
});
