import { RENT_COLUMNS, TRANSACTION_COLUMNS, type RentColumn, type TransactionColumn } from '../market/columns';
import type { AreaFigures } from '../market/figures';
import { MarketImport } from '../market/import';
import type { AreaMappingEntry } from '../market/mapping';

/** 92.90304 m² is exactly 1,000 sq ft: a price of AED 1,500,000 on it is AED 1,500 per sq ft. */
export const THOUSAND_SQFT_IN_SQM = '92.90304';

/** A transactions.csv row: a Dubai Marina flat of 1,000 sq ft sold for AED 1,500,000, unless overridden. */
export function saleCells(overrides: Partial<Record<TransactionColumn, string>> = {}): string[] {
  const row: Partial<Record<TransactionColumn, string>> = {
    transaction_id: '1-11-2026-1',
    trans_group_en: 'Sales',
    procedure_name_en: 'Sell',
    instance_date: '15-08-2026',
    property_type_en: 'Unit',
    property_sub_type_en: 'Flat',
    property_usage_en: 'Residential',
    reg_type_en: 'Existing Properties',
    area_name_en: 'Marsa Dubai',
    building_name_en: 'Marina Gate 1',
    master_project_en: '',
    rooms_en: '2 B/R',
    procedure_area: THOUSAND_SQFT_IN_SQM,
    actual_worth: '1500000',
    ...overrides,
  };
  return TRANSACTION_COLUMNS.map((column) => row[column] ?? '');
}

/** A rent_contracts.csv row: a two-bedroom Dubai Marina flat let for AED 120,000 a year, unless overridden. */
export function rentCells(overrides: Partial<Record<RentColumn, string>> = {}): string[] {
  const row: Partial<Record<RentColumn, string>> = {
    contract_id: 'CRT1',
    contract_reg_type_en: 'New',
    contract_start_date: '01-09-2026',
    annual_amount: '120000',
    contract_amount: '120000',
    no_of_prop: '1',
    ejari_bus_property_type_en: 'Unit',
    ejari_property_type_en: 'Flat',
    ejari_property_sub_type_en: '2bed rooms+hall',
    property_usage_en: 'Residential',
    area_name_en: 'Marsa Dubai',
    master_project_en: '',
    ...overrides,
  };
  return RENT_COLUMNS.map((column) => row[column] ?? '');
}

export const MARINA_MAPPING: AreaMappingEntry[] = [
  { dldArea: 'Marsa Dubai', area: 'dubai-marina' },
  { dldArea: 'Marsa Dubai', masterProject: 'Jumeirah Beach Residence', area: 'jumeirah-beach-residence' },
];

/** An import of these rows (headers as published) with the Marina mapping, on 26 November 2026. */
export function importRows(
  sales: readonly string[][],
  rents: readonly string[][] = [],
  mapping: AreaMappingEntry[] = MARINA_MAPPING,
): MarketImport {
  const run = new MarketImport({
    mapping,
    today: '2026-11-26',
    files: { transactions: 'transactions.csv', rents: 'rent_contracts.csv' },
  });
  run.header('transactions', TRANSACTION_COLUMNS);
  for (const row of sales) run.row('transactions', row);
  run.header('rents', RENT_COLUMNS);
  for (const row of rents) run.row('rents', row);
  return run;
}

/** The figures an import of these rows gives one area. */
export function figuresOf(run: MarketImport, area = 'dubai-marina'): AreaFigures {
  const found = run.payload('2026-11-26T10:00:00.000Z').areas.find((a) => a.area === area);
  if (!found) throw new Error(`no figures for ${area}`);
  return found.figures;
}
