import {
  BUILDINGS_KEPT,
  FIGURES_VERSION,
  QUARTERS_KEPT,
  RECENT_PER_BUILDING,
  RECENT_PER_GROUP,
  type AreaFigures,
  type BuildingFigures,
  type RecentSale,
  type RoomsGroup,
  type SalesSeries,
  type YearFigures,
} from './figures';
import { Amounts } from './amounts';
import type { RentRow, SaleRow } from './rows';
import {
  MARKET_TYPES,
  ROOMS_KEYS,
  monthIndex,
  monthName,
  ownString,
  quarterIndex,
  quarterName,
  type IsoDate,
} from './values';

/** Months in "the last twelve months": the data's own month and the eleven before it. */
const MONTHS_KEPT = 12;

/** The newest few items of a group, newest first (ties: the larger id first, so runs agree). */
class Newest<T extends { date: IsoDate }> {
  readonly items: (T & { id: string })[] = [];
  /** `keep` copies what an item holds of the file (ownString) before it is kept. */
  constructor(
    private readonly size: number,
    private readonly keep: (item: T & { id: string }) => T & { id: string },
  ) {}

  add(item: T & { id: string }): void {
    const newer = (a: T & { id: string }, b: T & { id: string }) => (a.date !== b.date ? a.date > b.date : a.id > b.id);
    const last = this.items[this.items.length - 1];
    if (this.items.length >= this.size && last && !newer(item, last)) return;
    const at = this.items.findIndex((existing) => newer(item, existing));
    this.items.splice(at === -1 ? this.items.length : at, 0, this.keep(item));
    if (this.items.length > this.size) this.items.pop();
  }
}

/** Amounts by period (a quarter's or a month's number), then by group; old periods are dropped. */
class Periods<V> {
  readonly byPeriod = new Map<number, Map<string, V>>();
  constructor(private readonly make: () => V) {}

  at(period: number, group: string): V {
    let groups = this.byPeriod.get(period);
    if (!groups) this.byPeriod.set(period, (groups = new Map()));
    let value = groups.get(group);
    if (!value) groups.set(ownString(group), (value = this.make()));
    return value;
  }

  /** Forgets every period before `first`. */
  dropBefore(first: number): void {
    for (const period of this.byPeriod.keys()) if (period < first) this.byPeriod.delete(period);
  }

  /** The periods from `first` on, oldest first. */
  from(first: number): [number, Map<string, V>][] {
    return [...this.byPeriod].filter(([period]) => period >= first).sort((a, b) => a[0] - b[0]);
  }
}

type SaleAmounts = { perSqft: Amounts; price: Amounts };
const groupKey = (area: string, type: string, rooms: string) => `${area}|${type}|${rooms}`;
/** A sale as kept: its strings copied from the file's cells (ownString). */
const ownSale = (sale: SaleRow): SaleRow => ({ ...sale, id: ownString(sale.id), building: ownString(sale.building) });
const toRecent = ({ date, type, rooms, sqft, price, building, offPlan }: SaleRow): RecentSale => ({
  date,
  type,
  rooms,
  sqft,
  price,
  building,
  offPlan,
});

/**
 * Sales and rents of the site's areas, aggregated as they stream in: per area, type and
 * bedroom group the price per sq ft of each of the last twenty quarters, the twelve months'
 * prices and rents, the newest sales, and the buildings' sales. No row is kept: a sale in
 * the window costs a few numbers (8 bytes each), and periods that fall out of the window
 * are dropped as newer rows arrive, so older history, other transactions and areas the
 * site does not cover cost nothing however long the file.
 */
export class MarketAggregator {
  private salesTo: IsoDate | null = null;
  private rentsTo: IsoDate | null = null;
  private readonly quarters = new Periods(() => new Amounts());
  private readonly saleMonths = new Periods<SaleAmounts>(() => ({
    perSqft: new Amounts(),
    price: new Amounts(),
  }));
  private readonly rentMonths = new Periods(() => new Amounts());
  private readonly buildingMonths = new Periods(() => new Amounts());
  private readonly newest = new Map<string, Newest<SaleRow>>();
  private readonly newestInBuilding = new Map<string, Newest<SaleRow>>();
  private salesSeen = 0;
  private rentsSeen = 0;

  /** Counts a sale, unless it is older than the five years kept. */
  addSale(sale: SaleRow): void {
    this.salesSeen++;
    if (!this.salesTo || sale.date > this.salesTo) {
      const moved = !this.salesTo || monthIndex(sale.date) > monthIndex(this.salesTo);
      this.salesTo = sale.date;
      if (moved) this.dropOldSales();
    }
    const month = monthIndex(sale.date);
    const quarter = quarterIndex(sale.date);
    if (quarter <= quarterIndex(this.salesTo) - QUARTERS_KEPT) return;
    const group = groupKey(sale.area, sale.type, sale.rooms);
    this.quarters.at(quarter, group).add(sale.perSqft);
    let newest = this.newest.get(group);
    if (!newest) this.newest.set(ownString(group), (newest = new Newest(RECENT_PER_GROUP, ownSale)));
    newest.add(sale);
    if (month <= monthIndex(this.salesTo) - MONTHS_KEPT) return;
    const year = this.saleMonths.at(month, group);
    year.perSqft.add(sale.perSqft);
    year.price.add(sale.price);
    if (!sale.building) return;
    const building = `${sale.area}|${sale.building}`;
    this.buildingMonths.at(month, building).add(sale.perSqft);
    let inBuilding = this.newestInBuilding.get(building);
    if (!inBuilding) {
      this.newestInBuilding.set(ownString(building), (inBuilding = new Newest(RECENT_PER_BUILDING, ownSale)));
    }
    inBuilding.add(sale);
  }

  /** Counts a rent contract, unless it started before the twelve months kept. */
  addRent(rent: RentRow): void {
    this.rentsSeen++;
    if (!this.rentsTo || rent.date > this.rentsTo) {
      this.rentsTo = rent.date;
      this.rentMonths.dropBefore(monthIndex(rent.date) - MONTHS_KEPT + 1);
    }
    const month = monthIndex(rent.date);
    if (month <= monthIndex(this.rentsTo) - MONTHS_KEPT) return;
    this.rentMonths.at(month, groupKey(rent.area, rent.type, rent.rooms)).add(rent.annual);
  }

  private dropOldSales(): void {
    const to = this.salesTo!;
    this.quarters.dropBefore(quarterIndex(to) - QUARTERS_KEPT + 1);
    const firstMonth = monthIndex(to) - MONTHS_KEPT + 1;
    this.saleMonths.dropBefore(firstMonth);
    this.buildingMonths.dropBefore(firstMonth);
    // Buildings without a sale in the twelve months are forgotten with their latest sales.
    const live = new Set<string>();
    for (const groups of this.buildingMonths.byPeriod.values()) for (const key of groups.keys()) live.add(key);
    for (const key of this.newestInBuilding.keys()) if (!live.has(key)) this.newestInBuilding.delete(key);
  }

  /** Rows counted in the windows kept, and rows that were older. */
  counts(): { salesKept: number; salesOlder: number; rentsKept: number; rentsOlder: number } {
    const total = (periods: Periods<Amounts>) =>
      [...periods.byPeriod.values()].reduce((sum, groups) => {
        for (const h of groups.values()) sum += h.count;
        return sum;
      }, 0);
    const salesKept = total(this.quarters);
    const rentsKept = total(this.rentMonths);
    return { salesKept, salesOlder: this.salesSeen - salesKept, rentsKept, rentsOlder: this.rentsSeen - rentsKept };
  }

  /** The figures of every area with sales or rents in the windows, by area slug. */
  figures(): Map<string, AreaFigures> {
    const out = new Map<string, AreaFigures>();
    if (!this.salesTo) return out;
    const areas = new Set<string>();
    const collect = (periods: Periods<unknown>) => {
      for (const groups of periods.byPeriod.values()) for (const key of groups.keys()) areas.add(key.split('|')[0]!);
    };
    collect(this.quarters);
    collect(this.rentMonths);
    for (const area of [...areas].sort()) out.set(area, this.areaFigures(area, this.salesTo));
    return out;
  }

  private areaFigures(area: string, salesTo: IsoDate): AreaFigures {
    const firstQuarter = quarterIndex(salesTo) - QUARTERS_KEPT + 1;
    const firstMonth = monthIndex(salesTo) - MONTHS_KEPT + 1;
    const firstRentMonth = this.rentsTo ? monthIndex(this.rentsTo) - MONTHS_KEPT + 1 : Infinity;
    const roomsOf = (group: RoomsGroup) => (group === 'all' ? ROOMS_KEYS : [group]);
    const groups: RoomsGroup[] = ['all', ...ROOMS_KEYS];

    const sales: SalesSeries[] = [];
    const year: YearFigures[] = [];
    for (const type of MARKET_TYPES) {
      for (const rooms of groups) {
        const keys = roomsOf(rooms).map((r) => groupKey(area, type, r));
        const merged = <V>(groups: Map<string, V>, pick: (v: V) => Amounts) => {
          const h = new Amounts();
          for (const key of keys) {
            const found = groups.get(key);
            if (found) h.merge(pick(found));
          }
          return h;
        };
        const quarters = this.quarters.from(firstQuarter).flatMap(([quarter, byGroup]) => {
          const summary = merged(byGroup, (h) => h).summary();
          return summary ? [{ quarter: quarterName(quarter), ...summary }] : [];
        });
        if (quarters.length) sales.push({ type, rooms, quarters });
        const perSqft = new Amounts();
        const price = new Amounts();
        for (const [, byGroup] of this.saleMonths.from(firstMonth)) {
          perSqft.merge(merged(byGroup, (h) => h.perSqft));
          price.merge(merged(byGroup, (h) => h.price));
        }
        const rent = new Amounts();
        for (const [, byGroup] of this.rentMonths.from(firstRentMonth)) rent.merge(merged(byGroup, (h) => h));
        if (perSqft.count || rent.count) {
          year.push({ type, rooms, perSqft: perSqft.summary(), price: price.summary(), rent: rent.summary() });
        }
      }
    }

    const recent = [...this.newest]
      .filter(([key]) => key.startsWith(`${area}|`))
      .flatMap(([, newest]) => newest.items)
      .filter((sale) => quarterIndex(sale.date) >= firstQuarter)
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : -1))
      .map(toRecent);

    const byBuilding = new Map<string, Amounts>();
    for (const [, groups] of this.buildingMonths.from(firstMonth)) {
      for (const [key, h] of groups) {
        if (!key.startsWith(`${area}|`)) continue;
        const name = key.slice(area.length + 1);
        if (!byBuilding.has(name)) byBuilding.set(name, new Amounts());
        byBuilding.get(name)!.merge(h);
      }
    }
    const buildings: BuildingFigures[] = [...byBuilding]
      .map(([name, h]) => ({
        name,
        perSqft: h.summary()!,
        recent: (this.newestInBuilding.get(`${area}|${name}`)?.items ?? []).map(toRecent),
      }))
      .sort((a, b) => b.perSqft.n - a.perSqft.n || a.name.localeCompare(b.name, 'en'))
      .slice(0, BUILDINGS_KEPT);

    return {
      version: FIGURES_VERSION,
      salesTo,
      rentsTo: this.rentsTo,
      sales,
      year,
      recent,
      buildings,
    };
  }
}

/** The twelve months the year's figures cover, as `YYYY-MM` (first and last). */
export function yearWindow(to: IsoDate): { from: string; to: string } {
  const last = monthIndex(to);
  return { from: monthName(last - MONTHS_KEPT + 1), to: monthName(last) };
}
