import { SQM_PER_SQFT } from '../property/area-units';

/** How the DLD files write dates, amounts, property types and rooms, read into plain values. */

/** A day as `YYYY-MM-DD`. */
export type IsoDate = string;

/**
 * A copy of a string that holds only its own characters. A CSV reader's cells are slices of
 * the chunk they were read from (V8 keeps a slice of 13 characters or more as a view of its
 * parent), so a building name kept as a map key would keep the whole chunk, 64 KB or more,
 * alive: an import keeps copies, never the cells.
 */
export const ownString = (text: string): string => JSON.parse(JSON.stringify(text)) as string;
/** A property as the DLD groups it: a unit (flats) or a villa (villas and townhouses). */
export type MarketType = 'unit' | 'villa';
export const MARKET_TYPES: readonly MarketType[] = ['unit', 'villa'];
/** Bedrooms as the figures group them; `other` is what the file does not say (or a penthouse, a hotel room). */
export type RoomsKey = 'studio' | '1' | '2' | '3' | '4' | '5+' | 'other';
export const ROOMS_KEYS: readonly RoomsKey[] = ['studio', '1', '2', '3', '4', '5+', 'other'];

/**
 * A DLD date (`dd-mm-yyyy`, a time after it ignored) as `YYYY-MM-DD`; null when it is not a
 * day of the calendar.
 * @example parseDldDate('07-03-2024') // '2024-03-07'
 * @example parseDldDate('31-02-2024') // null
 */
export function parseDldDate(text: string): IsoDate | null {
  const match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:[ T].*)?$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (month < 1 || month > 12 || day < 1 || day > days) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A positive amount (AED, sq m); null for an empty, zero, negative or unreadable one.
 * @example parseAmount('1250000.0') // 1250000
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A count, as the files write `no_of_prop`: empty reads as one. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return 1;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * The type a sale's `property_type_en` or a rent's `ejari_bus_property_type_en` names;
 * null for land and whole buildings.
 */
export function marketType(text: string): MarketType | null {
  const name = text.trim().toLowerCase();
  if (name === 'unit' || name === 'flat') return 'unit';
  if (name === 'villa') return 'villa';
  return null;
}

const roomsOf = (count: number): RoomsKey => (count === 0 ? 'studio' : count >= 5 ? '5+' : (String(count) as RoomsKey));

/**
 * A sale's `rooms_en` as a bedroom group.
 * @example saleRooms('2 B/R') // '2'
 * @example saleRooms('Studio') // 'studio'
 * @example saleRooms('PENTHOUSE') // 'other'
 */
export function saleRooms(text: string): RoomsKey {
  const name = text.trim();
  if (/^studio$/i.test(name)) return 'studio';
  const match = /^(\d+)\s*B\s*\/\s*R$/i.exec(name);
  return match ? roomsOf(Number(match[1])) : 'other';
}

/**
 * A rent contract's `ejari_property_sub_type_en` as a bedroom group.
 * @example rentRooms('2bed rooms+hall') // '2'
 * @example rentRooms('Studio') // 'studio'
 */
export function rentRooms(text: string): RoomsKey {
  const name = text.trim();
  if (/studio/i.test(name)) return 'studio';
  const match = /(\d+)\s*-?\s*bed/i.exec(name);
  return match ? roomsOf(Number(match[1])) : 'other';
}

/**
 * Square metres as square feet, unrounded.
 * @example sqmAsSqft(100) // 1076.39…
 */
export const sqmAsSqft = (sqm: number): number => sqm / SQM_PER_SQFT;

/** A month as a number that counts up (year × 12 + month − 1), for windows and sorting. */
export const monthIndex = (date: IsoDate): number => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
/** A quarter as a number that counts up (year × 4 + quarter − 1). */
export const quarterIndex = (date: IsoDate): number => Math.floor(monthIndex(date) / 3);

/**
 * A quarter's number as `YYYY-Qn`.
 * @example quarterName(quarterIndex('2026-10-30')) // '2026-Q4'
 */
export const quarterName = (index: number): string => `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;

/**
 * A month's number as `YYYY-MM`.
 * @example monthName(monthIndex('2026-10-30')) // '2026-10'
 */
export const monthName = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
