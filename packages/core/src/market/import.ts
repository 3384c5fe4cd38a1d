import { MarketAggregator } from './aggregate';
import { checkHeader, type ColumnIndex, type DldFileKind, type RentColumn, type TransactionColumn } from './columns';
import { areaMapper, type AreaMapper, type AreaMappingEntry } from './mapping';
import { MARKET_PAYLOAD_FORMAT, type MarketPayload } from './payload';
import { reportText, Tally, type FileReport } from './report';
import { readRent, readSale, type RowResult } from './rows';
import type { IsoDate } from './values';

/** A file whose header is not the published one: the import stops before anything is written. */
export class ColumnsError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ColumnsError';
  }
}

type FileState = {
  file: string;
  width: number;
  index: ColumnIndex<TransactionColumn> | ColumnIndex<RentColumn> | null;
  extra: string[];
  rows: number;
  skipped: Tally;
  malformed: Tally;
  unmapped: Tally;
};

export type ImportOptions = {
  mapping: readonly AreaMappingEntry[];
  /** The import's day: a row dated later is a typing error. */
  today: IsoDate;
  /** The files' names, for the report. */
  files: Record<DldFileKind, string>;
};

/**
 * One import of the two DLD files, row by row whatever reads them (the CSV files streamed
 * by the import command, the demo rows the seed generates): the header first, then the rows;
 * `payload()` gives the figures of every area and the report, ready for the CMS.
 */
export class MarketImport {
  private readonly mapper: AreaMapper;
  private readonly aggregator = new MarketAggregator();
  private readonly state: Record<DldFileKind, FileState>;

  constructor(private readonly options: ImportOptions) {
    this.mapper = areaMapper(options.mapping);
    const fresh = (file: string): FileState => ({
      file,
      width: 0,
      index: null,
      extra: [],
      rows: 0,
      skipped: new Tally(),
      malformed: new Tally(),
      unmapped: new Tally(),
    });
    this.state = { transactions: fresh(options.files.transactions), rents: fresh(options.files.rents) };
  }

  /** A file's header row; throws a ColumnsError naming what does not match. */
  header(kind: DldFileKind, cells: readonly string[]): void {
    const checked = checkHeader(kind, cells);
    if (!checked.ok) throw new ColumnsError(this.state[kind].file, checked.error);
    Object.assign(this.state[kind], { index: checked.index, extra: checked.extra, width: cells.length });
  }

  /** A data row of a file whose header came first. */
  row(kind: DldFileKind, cells: readonly string[]): void {
    const s = this.state[kind];
    if (!s.index) throw new Error(`${s.file}: a row came before the header`);
    s.rows++;
    if (cells.length !== s.width) {
      s.malformed.add('wrong number of columns');
      return;
    }
    const { mapper } = this;
    const { today } = this.options;
    if (kind === 'transactions') {
      this.take(s, readSale(cells, s.index as ColumnIndex<TransactionColumn>, mapper, today), (row) =>
        this.aggregator.addSale(row),
      );
    } else {
      this.take(s, readRent(cells, s.index as ColumnIndex<RentColumn>, mapper, today), (row) =>
        this.aggregator.addRent(row),
      );
    }
  }

  private take<T>(s: FileState, result: RowResult<T>, add: (row: T) => void): void {
    if ('row' in result) add(result.row);
    else if ('malformed' in result) s.malformed.add(result.malformed);
    else {
      s.skipped.add(result.skipped);
      if (result.dldArea) s.unmapped.add(result.dldArea);
    }
  }

  /** A line the CSV reader could not read at all (an unclosed quote). */
  unreadable(kind: DldFileKind): void {
    this.state[kind].rows++;
    this.state[kind].malformed.add('unreadable CSV line');
  }

  /** What each file gave, by reason. */
  reports(): Record<DldFileKind, FileReport> {
    const counts = this.aggregator.counts();
    const report = (kind: DldFileKind, kept: number, older: number, olderReason: string): FileReport => {
      const s = this.state[kind];
      return {
        kind,
        file: s.file,
        rows: s.rows,
        kept,
        skipped: s.skipped.toJSON(older ? { [olderReason]: older } : {}),
        malformed: s.malformed.toJSON(),
        unmappedAreas: s.unmapped.toJSON(),
        extraColumns: s.extra,
      };
    };
    return {
      transactions: report('transactions', counts.salesKept, counts.salesOlder, 'older than five years'),
      rents: report('rents', counts.rentsKept, counts.rentsOlder, 'older than twelve months'),
    };
  }

  /** The figures of every area and the report, as the CMS's import route takes them. */
  payload(importedAt = new Date().toISOString()): MarketPayload {
    const figures = this.aggregator.figures();
    const reports = this.reports();
    const first = figures.values().next().value;
    const salesTo = first?.salesTo ?? null;
    const rentsTo = first?.rentsTo ?? null;
    const areas = [...figures.keys()];
    return {
      format: MARKET_PAYLOAD_FORMAT,
      importedAt,
      salesTo,
      rentsTo,
      files: [reports.transactions, reports.rents],
      report: reportText([reports.transactions, reports.rents], {
        salesTo,
        rentsTo,
        areas,
        mappingProblems: this.mapper.problems,
      }),
      areas: [...figures].map(([area, f]) => ({ area, figures: f })),
    };
  }
}
