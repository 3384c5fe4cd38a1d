import type { Quartiles } from './amounts';
import type { IsoDate, MarketType, RoomsKey } from './values';

/**
 * What one import keeps of the DLD files for one of the site's areas: aggregates, never
 * the rows. The CMS stores it as the `figures` of a Market area (cms/src/api/market-area);
 * the build reads it back through `parseFigures`.
 */
export const FIGURES_VERSION = 1;

/** A bedroom group, or every sale of the type (`all`). */
export type RoomsGroup = RoomsKey | 'all';

/** One quarter of a type's sales: AED per sq ft. */
export type QuarterFigures = Quartiles & { quarter: string };

/** The sales of a type and bedroom group, quarter by quarter (those with sales), oldest first. */
export type SalesSeries = { type: MarketType; rooms: RoomsGroup; quarters: QuarterFigures[] };

/**
 * A type and bedroom group over the twelve months to the data's date: sales (AED per sq ft
 * and whole prices, AED) and rents (AED a year).
 */
export type YearFigures = {
  type: MarketType;
  rooms: RoomsGroup;
  perSqft: Quartiles | null;
  price: Quartiles | null;
  rent: Quartiles | null;
};

/** A registered sale, as the area's and a building's recent sales list it. */
export type RecentSale = {
  date: IsoDate;
  type: MarketType;
  rooms: RoomsKey;
  /** Size in sq ft, whole. */
  sqft: number;
  /** Price in AED. */
  price: number;
  /** The building (flats) or the project (villas), as the DLD names it; '' when it names none. */
  building: string;
  offPlan: boolean;
};

/** A building's (or project's) sales over the twelve months and its latest ones. */
export type BuildingFigures = { name: string; perSqft: Quartiles; recent: RecentSale[] };

export type AreaFigures = {
  version: typeof FIGURES_VERSION;
  /** The last day of sales in the import (the data's date), and of rent contracts. */
  salesTo: IsoDate;
  rentsTo: IsoDate | null;
  /** Twenty quarters to the data's date, by type and bedroom group. */
  sales: SalesSeries[];
  /** The twelve months to the data's date, by type and bedroom group (`all` included). */
  year: YearFigures[];
  /** The latest sales of each type and bedroom group (10 each), newest first. */
  recent: RecentSale[];
  /** Buildings and projects with sales in the twelve months, most sales first (30 at most). */
  buildings: BuildingFigures[];
};

/** Sales at most this many quarters back are kept (five years). */
export const QUARTERS_KEPT = 20;
/** Sales kept per type and bedroom group as recent sales; per building. */
export const RECENT_PER_GROUP = 10;
export const RECENT_PER_BUILDING = 5;
export const BUILDINGS_KEPT = 30;

const isQuartiles = (value: unknown): value is Quartiles => {
  const q = value as Quartiles | null;
  return (
    typeof q === 'object' &&
    q !== null &&
    [q.n, q.p25, q.p50, q.p75].every((v) => typeof v === 'number' && Number.isFinite(v))
  );
};
const isDate = (value: unknown): value is IsoDate => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isSale = (value: unknown): value is RecentSale => {
  const s = value as RecentSale | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    isDate(s.date) &&
    typeof s.price === 'number' &&
    typeof s.sqft === 'number' &&
    typeof s.building === 'string'
  );
};

/**
 * Figures as the CMS gives them back (JSON), checked; null for anything else (another
 * version, a hand-edited entry), so a page shows no market section rather than a wrong one.
 */
export function parseFigures(value: unknown): AreaFigures | null {
  const f = value as AreaFigures | null;
  if (typeof f !== 'object' || f === null || f.version !== FIGURES_VERSION || !isDate(f.salesTo)) return null;
  if (![f.sales, f.year, f.recent, f.buildings].every(Array.isArray)) return null;
  const seriesOk = f.sales.every(
    (s) => Array.isArray(s.quarters) && s.quarters.every((q) => isQuartiles(q) && typeof q.quarter === 'string'),
  );
  const yearOk = f.year.every((y) => [y.perSqft, y.price, y.rent].every((q) => q === null || isQuartiles(q)));
  const buildingsOk = f.buildings.every(
    (b) => typeof b.name === 'string' && isQuartiles(b.perSqft) && b.recent.every(isSale),
  );
  return seriesOk && yearOk && f.recent.every(isSale) && buildingsOk ? f : null;
}
