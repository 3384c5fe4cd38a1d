import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RENT_COLUMNS, TRANSACTION_COLUMNS } from '../columns';
import { importDldFiles } from '../csv-files';
import { MARINA_MAPPING, rentCells, saleCells } from '../../testing/market-factories';

// CSV as the DLD writes it: commas inside quoted names, a byte-order mark, CRLF line ends.
const csvLine = (cells: readonly string[]) =>
  cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

describe('importDldFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dld-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
    return file;
  };

  it('streams both files into figures, counting a line it cannot read', async () => {
    const transactions = write('transactions.csv', [
      csvLine(TRANSACTION_COLUMNS),
      csvLine(saleCells({ building_name_en: 'Marina Gate, Tower 1' })),
      csvLine(saleCells({ transaction_id: '2', actual_worth: '2500000' })),
      // An unclosed quote: the reader cannot tell where the line ends.
      `${csvLine(saleCells({ transaction_id: '3' }).slice(0, 10))},"unclosed`,
    ]);
    const rents = write('rent_contracts.csv', [csvLine(RENT_COLUMNS), csvLine(rentCells())]);
    const payload = await importDldFiles({ transactions, rents }, { mapping: MARINA_MAPPING, today: '2026-11-26' });
    const [sales, rentReport] = payload.files;
    expect(sales).toMatchObject({ rows: 3, kept: 2, malformed: { 'unreadable CSV line': 1 } });
    expect(rentReport).toMatchObject({ file: 'rent_contracts.csv', rows: 1, kept: 1 });
    const marina = payload.areas[0]!;
    expect(marina.area).toBe('dubai-marina');
    expect(marina.figures.recent.map((s) => s.building)).toEqual(['Marina Gate 1', 'Marina Gate, Tower 1']);
  });

  it('refuses a file whose columns are not the published ones, naming them', async () => {
    const transactions = write('transactions.csv', [csvLine(TRANSACTION_COLUMNS.filter((c) => c !== 'rooms_en'))]);
    const rents = write('rent_contracts.csv', [csvLine(RENT_COLUMNS)]);
    await expect(
      importDldFiles({ transactions, rents }, { mapping: MARINA_MAPPING, today: '2026-11-26' }),
    ).rejects.toThrow(
      'transactions.csv: the columns do not match the published transactions.csv (46 columns): missing rooms_en',
    );
  });
});
