import type { AreaFigures, QuarterFigures, RecentSale, RoomsGroup } from './figures';
import type { Quartiles } from './amounts';
import { QUARTERS_KEPT } from './figures';
import { quarterIndex, quarterName, type IsoDate, type MarketType, type RoomsKey } from './values';

/** Fewer sales (or rent contracts) than this give no median: too little data to say. */
export const MIN_FOR_MEDIAN = 5;
/** Sales the area page lists, newest first. */
export const AREA_RECENT_SALES = 10;
/** Buildings the area page lists (most sales in the twelve months first). */
export const AREA_BUILDINGS = 10;
/** Sales nearby a property page lists. */
export const NEARBY_SALES = 5;

/** One quarter of the area's price history: flats and villas (null where fewer than MIN_FOR_MEDIAN sales). */
export type HistoryRow = {
  quarter: string;
  unit: Quartiles | null;
  villa: Quartiles | null;
  sales: Record<MarketType, number>;
};

/** Median rent and price of a type and bedroom group over the twelve months, and the gross yield they give. */
export type RentRow = {
  type: MarketType;
  rooms: RoomsKey;
  rent: Quartiles;
  price: Quartiles | null;
  /** Median yearly rent ÷ median price, when both rest on MIN_FOR_MEDIAN or more. */
  grossYield: number | null;
};

/** What an area's listing pages show of its registered sales and rents. */
export type AreaMarket = {
  salesTo: IsoDate;
  rentsTo: IsoDate | null;
  /** Twenty quarters to the data's date, oldest first; empty when the area has no sales. */
  history: HistoryRow[];
  recent: RecentSale[];
  rents: RentRow[];
  buildings: { name: string; sales: number; perSqft: number }[];
};

const BEDROOMS: readonly RoomsKey[] = ['studio', '1', '2', '3', '4', '5+'];

/**
 * An area's figures as its pages show them: the price history of flats and villas per
 * quarter (all bedrooms), the newest sales, rents and gross yields by bedrooms, and the
 * buildings that sold most.
 */
export function areaMarket(f: AreaFigures): AreaMarket {
  const series = (type: MarketType) =>
    new Map((f.sales.find((s) => s.type === type && s.rooms === 'all')?.quarters ?? []).map((q) => [q.quarter, q]));
  const unit = series('unit');
  const villa = series('villa');
  const last = quarterIndex(f.salesTo);
  const enough = (q: QuarterFigures | undefined): Quartiles | null =>
    q && q.n >= MIN_FOR_MEDIAN ? { n: q.n, p25: q.p25, p50: q.p50, p75: q.p75 } : null;
  const history =
    unit.size || villa.size
      ? Array.from({ length: QUARTERS_KEPT }, (_, i) => {
          const quarter = quarterName(last - QUARTERS_KEPT + 1 + i);
          const u = unit.get(quarter);
          const v = villa.get(quarter);
          return { quarter, unit: enough(u), villa: enough(v), sales: { unit: u?.n ?? 0, villa: v?.n ?? 0 } };
        })
      : [];
  const rents: RentRow[] = f.year.flatMap((y) => {
    if (y.rooms === 'all' || y.rooms === 'other' || !y.rent || y.rent.n < MIN_FOR_MEDIAN) return [];
    const price = y.price && y.price.n >= MIN_FOR_MEDIAN ? y.price : null;
    return [{ type: y.type, rooms: y.rooms, rent: y.rent, price, grossYield: price ? y.rent.p50 / price.p50 : null }];
  });
  rents.sort((a, b) => a.type.localeCompare(b.type) || BEDROOMS.indexOf(a.rooms) - BEDROOMS.indexOf(b.rooms));
  return {
    salesTo: f.salesTo,
    rentsTo: f.rentsTo,
    history,
    recent: f.recent.slice(0, AREA_RECENT_SALES),
    rents,
    buildings: f.buildings
      .filter((b) => b.perSqft.n >= MIN_FOR_MEDIAN)
      .slice(0, AREA_BUILDINGS)
      .map((b) => ({ name: b.name, sales: b.perSqft.n, perSqft: b.perSqft.p50 })),
  };
}

/** A listing as the DLD would group it: its type and bedroom group; null for what the DLD figures do not cover. */
export function listingGroup(
  propertyType: string | null,
  bedrooms: number | null,
): { type: MarketType; rooms: RoomsKey } | null {
  const type: MarketType | null = ['villa', 'townhouse'].includes(propertyType ?? '')
    ? 'villa'
    : ['apartment', 'penthouse', 'duplex', 'triplex', 'hotel-apartment', 'loft', 'studio'].includes(propertyType ?? '')
      ? 'unit'
      : null;
  if (!type) return null;
  const rooms: RoomsKey =
    bedrooms === null || bedrooms < 0
      ? 'other'
      : bedrooms === 0
        ? 'studio'
        : bedrooms >= 5
          ? '5+'
          : (String(bedrooms) as RoomsKey);
  return { type, rooms };
}

/**
 * Where a listing for sale sits against the area's sales of the twelve months: the group
 * compared (its bedrooms, else every sale of its type when those are too few), that group's
 * median price per sq ft, and the latest sales of its type and bedrooms.
 */
export type ListingMarket = {
  salesTo: IsoDate;
  type: MarketType;
  rooms: RoomsKey;
  /** The group the median is of: the listing's bedrooms, or `all` of its type. */
  comparedWith: RoomsGroup;
  /** Sales of the listing's type and bedrooms in the twelve months, and of its type. */
  sales: number;
  typeSales: number;
  /** The median, when its group has MIN_FOR_MEDIAN sales or more. */
  median: Quartiles | null;
  nearby: RecentSale[];
};

/** A listing's comparison with its area's sales (see ListingMarket); null for a type the DLD figures do not cover. */
export function listingMarket(
  f: AreaFigures,
  propertyType: string | null,
  bedrooms: number | null,
): ListingMarket | null {
  const group = listingGroup(propertyType, bedrooms);
  if (!group) return null;
  const year = (rooms: RoomsGroup) => f.year.find((y) => y.type === group.type && y.rooms === rooms)?.perSqft ?? null;
  const own = year(group.rooms);
  const all = year('all');
  const ownEnough = own && own.n >= MIN_FOR_MEDIAN && group.rooms !== 'other';
  const median = ownEnough ? own : all && all.n >= MIN_FOR_MEDIAN ? all : null;
  return {
    salesTo: f.salesTo,
    type: group.type,
    rooms: group.rooms,
    comparedWith: ownEnough ? group.rooms : 'all',
    sales: own?.n ?? 0,
    typeSales: all?.n ?? 0,
    median,
    nearby: f.recent.filter((s) => s.type === group.type && s.rooms === group.rooms).slice(0, NEARBY_SALES),
  };
}

/**
 * How far a price per sq ft is above (positive) or below (negative) a median, as a fraction.
 * @example againstMedian(2200, 2000) // 0.1
 */
export const againstMedian = (perSqft: number, median: number): number => perSqft / median - 1;
