import type { MarketPayload } from './replace';
import { market as loadMarket } from './shared';

/**
 * What the CMS calls of the site's market-figures code (src/market/cms.ts at the root,
 * bundled into ./market-shared.js, which ./shared.ts loads), typed as the site defines it;
 * the bundle itself is untyped JavaScript.
 */
export type DldFileKind = 'transactions' | 'rents';

/** A DLD area (and maybe one master project) mapped to a site area's slug (src/market/mapping.ts). */
export type AreaMappingEntry = { dldArea: string; masterProject?: string | null; area: string };

/** A day as `YYYY-MM-DD`. */
export type IsoDate = string;

/** One import of the two DLD files: the header, then the rows, then the payload for the CMS (src/market/import.ts). */
export type MarketImport = {
  header(kind: DldFileKind, cells: readonly string[]): void;
  row(kind: DldFileKind, cells: readonly string[]): void;
  payload(importedAt?: string): MarketPayload;
};

/** Generated DLD rows for the demo (src/market/fixture.ts). */
export type FixtureOptions = { end: IsoDate; rows: number; seed?: number; years?: number; noise?: boolean };

export type MarketCode = {
  /** A request body checked as a payload, or what is wrong with it. */
  parsePayload(body: unknown): { payload: MarketPayload } | { error: string };
  MarketImport: new (options: {
    mapping: readonly AreaMappingEntry[];
    today: IsoDate;
    files: Record<DldFileKind, string>;
  }) => MarketImport;
  demoMapping(): AreaMappingEntry[];
  TRANSACTION_COLUMNS: readonly string[];
  RENT_COLUMNS: readonly string[];
  transactionRows(options: FixtureOptions): Iterable<string[]>;
  rentRows(options: FixtureOptions): Iterable<string[]>;
  DEMO_DATA_DATE: IsoDate;
  DEMO_TRANSACTION_ROWS: number;
  DEMO_RENT_ROWS: number;
};

/** The site's market code, loaded once (./shared.ts), with its types. */
// The bundle is built from src/market/cms.ts, whose types these are (cms/ cannot import the site's sources).
export const market = (): MarketCode => loadMarket() as MarketCode;
