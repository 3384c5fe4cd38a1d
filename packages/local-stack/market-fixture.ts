import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import Papa from 'papaparse';
import { RENT_COLUMNS, TRANSACTION_COLUMNS } from '@brokerage/core/market/columns';
import { rentRows, transactionRows, type FixtureOptions } from '@brokerage/core/market/fixture';

const BATCH = 5000;

/**
 * Writes generated DLD files (packages/core/src/market/fixture.ts) as the published CSV: header row,
 * quoting where a value needs it, CRLF line ends. For the benchmark and the tests of the
 * import command; written a batch at a time, so millions of rows take no memory.
 */
export async function writeFixture(
  kind: 'transactions' | 'rents',
  file: string,
  options: FixtureOptions,
): Promise<void> {
  const rows = kind === 'transactions' ? transactionRows(options) : rentRows(options);
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${Papa.unparse([[...(kind === 'transactions' ? TRANSACTION_COLUMNS : RENT_COLUMNS)]])}\r\n`);
  let batch: string[][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await write(`${Papa.unparse(batch)}\r\n`);
      batch = [];
    }
  }
  if (batch.length) await write(`${Papa.unparse(batch)}\r\n`);
  out.end();
  await once(out, 'finish');
}
