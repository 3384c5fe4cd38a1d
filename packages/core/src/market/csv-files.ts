import { createReadStream } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import type { DldFileKind } from './columns';
import { MarketImport, type ImportOptions } from './import';
import type { MarketPayload } from './payload';

/**
 * Streams one DLD CSV file into an import: the header, then each row, a chunk at a time,
 * so memory stays flat however long the file (Papa Parse, the fastest of the well-kept CSV
 * readers here: docs/benchmarks.md). A line the reader cannot read (an unclosed quote) is
 * counted, not fatal; a header that is not the published one stops the import.
 */
export function streamFile(file: string, kind: DldFileKind, into: MarketImport): Promise<void> {
  return new Promise((resolve, reject) => {
    let header = true;
    let failure: unknown = null;
    // Text, not bytes: a character of an Arabic name split between two chunks stays whole.
    const input = createReadStream(file, { encoding: 'utf8' });
    input.on('error', reject);
    Papa.parse<string[]>(input, {
      delimiter: ',',
      skipEmptyLines: true,
      step(result, parser) {
        try {
          if (result.errors.some((e) => e.type === 'Quotes')) into.unreadable(kind);
          else if (header) {
            into.header(kind, result.data);
            header = false;
          } else into.row(kind, result.data);
        } catch (error) {
          failure = error;
          parser.abort();
        }
      },
      complete() {
        input.destroy();
        if (failure) reject(failure);
        else if (header) reject(new Error(`${path.basename(file)}: the file is empty (no header row)`));
        else resolve();
      },
      error: reject,
    });
  });
}

/**
 * Imports the two DLD files (transactions.csv, then rent_contracts.csv) into the figures
 * of every mapped area and a report.
 */
export async function importDldFiles(
  files: Record<DldFileKind, string>,
  options: Omit<ImportOptions, 'files'>,
): Promise<MarketPayload> {
  const run = new MarketImport({
    ...options,
    files: { transactions: path.basename(files.transactions), rents: path.basename(files.rents) },
  });
  await streamFile(files.transactions, 'transactions', run);
  await streamFile(files.rents, 'rents', run);
  return run.payload();
}
