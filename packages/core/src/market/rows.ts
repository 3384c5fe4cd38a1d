import type { ColumnIndex, RentColumn, TransactionColumn } from './columns';
import type { AreaMapper } from './mapping';
import {
  marketType,
  parseAmount,
  parseCount,
  parseDldDate,
  rentRooms,
  saleRooms,
  sqmAsSqft,
  type IsoDate,
  type MarketType,
  type RoomsKey,
} from './values';

/** A registered residential sale in one of the site's areas. */
export type SaleRow = {
  id: string;
  date: IsoDate;
  area: string;
  type: MarketType;
  rooms: RoomsKey;
  sqft: number;
  price: number;
  perSqft: number;
  building: string;
  offPlan: boolean;
};

/** A residential rent contract (Ejari) in one of the site's areas. */
export type RentRow = { id: string; date: IsoDate; area: string; type: MarketType; rooms: RoomsKey; annual: number };

/**
 * What became of a row: kept, skipped by design (another kind of transaction, an area the
 * site does not cover) or malformed; skipped and malformed rows carry the reason the import
 * reports them under.
 */
export type RowResult<T> = { row: T } | { skipped: string; dldArea?: string } | { malformed: string };

/** Bounds past which a price per sq ft or a yearly rent is a typing error, not a home. */
export const PER_SQFT_RANGE = [100, 40_000] as const;
export const ANNUAL_RENT_RANGE = [5_000, 20_000_000] as const;

const KNOWN_GROUPS = new Set(['mortgages', 'gifts']);
const isResidential = (usage: string) => usage.trim().toLowerCase() === 'residential';

/** The site area of a row's DLD area and master project, or why it has none. */
function placeOf(
  dldArea: string,
  masterProject: string,
  mapper: AreaMapper,
): { area: string } | { skipped: string; dldArea: string } | { malformed: string } {
  const name = dldArea.trim();
  if (!name) return { malformed: 'no area (area_name_en)' };
  const area = mapper.find(name, masterProject.trim());
  return area ? { area } : { skipped: 'DLD area not mapped to a site area', dldArea: name };
}

/** A row's date: readable and not after `today`. */
function dateOf(text: string, today: IsoDate): { date: IsoDate } | { malformed: string } {
  const date = parseDldDate(text);
  if (!date) return { malformed: 'unreadable date' };
  if (date > today) return { malformed: 'date after the import day' };
  return { date };
}

/**
 * A transactions.csv row as a sale of one of the site's areas, or why not.
 * `today` is the import's day: a later date is a typing error.
 */
export function readSale(
  cells: readonly string[],
  at: ColumnIndex<TransactionColumn>,
  mapper: AreaMapper,
  today: IsoDate,
): RowResult<SaleRow> {
  const cell = (column: TransactionColumn) => cells[at[column]] ?? '';
  const group = cell('trans_group_en').trim();
  if (group.toLowerCase() !== 'sales') {
    return { skipped: KNOWN_GROUPS.has(group.toLowerCase()) ? `not a sale: ${group}` : 'not a sale' };
  }
  if (!isResidential(cell('property_usage_en'))) return { skipped: 'not residential' };
  const type = marketType(cell('property_type_en'));
  if (!type) return { skipped: 'land or a whole building' };
  const when = dateOf(cell('instance_date'), today);
  if ('malformed' in when) return when;
  const price = parseAmount(cell('actual_worth'));
  if (price === null) return { malformed: 'no price (actual_worth)' };
  const sqm = parseAmount(cell('procedure_area'));
  if (sqm === null) return { malformed: 'no size (procedure_area)' };
  const sqft = sqmAsSqft(sqm);
  const perSqft = price / sqft;
  if (perSqft < PER_SQFT_RANGE[0] || perSqft > PER_SQFT_RANGE[1]) {
    return { malformed: 'price per sq ft out of range' };
  }
  const place = placeOf(cell('area_name_en'), cell('master_project_en'), mapper);
  if (!('area' in place)) return place;
  return {
    row: {
      id: cell('transaction_id').trim(),
      date: when.date,
      area: place.area,
      type,
      rooms: saleRooms(cell('rooms_en')),
      sqft: Math.round(sqft),
      price: Math.round(price),
      perSqft,
      building: cell('building_name_en').trim() || cell('project_name_en').trim(),
      offPlan: /off-?plan/i.test(cell('reg_type_en')),
    },
  };
}

/** A rent_contracts.csv row as a residential rent of one of the site's areas, or why not. */
export function readRent(
  cells: readonly string[],
  at: ColumnIndex<RentColumn>,
  mapper: AreaMapper,
  today: IsoDate,
): RowResult<RentRow> {
  const cell = (column: RentColumn) => cells[at[column]] ?? '';
  if (!isResidential(cell('property_usage_en'))) return { skipped: 'not residential' };
  const type = marketType(cell('ejari_bus_property_type_en'));
  if (!type) return { skipped: 'land or a whole building' };
  const properties = parseCount(cell('no_of_prop'));
  if (properties === null) return { malformed: 'unreadable number of properties (no_of_prop)' };
  if (properties > 1) return { skipped: 'several properties in one contract' };
  const when = dateOf(cell('contract_start_date'), today);
  if ('malformed' in when) return when;
  const annual = parseAmount(cell('annual_amount'));
  if (annual === null) return { malformed: 'no yearly amount (annual_amount)' };
  if (annual < ANNUAL_RENT_RANGE[0] || annual > ANNUAL_RENT_RANGE[1]) return { malformed: 'yearly rent out of range' };
  const place = placeOf(cell('area_name_en'), cell('master_project_en'), mapper);
  if (!('area' in place)) return place;
  return {
    row: {
      id: cell('contract_id').trim(),
      date: when.date,
      area: place.area,
      type,
      rooms: rentRooms(cell('ejari_property_sub_type_en')),
      annual: Math.round(annual),
    },
  };
}
