import type { IndexEntry } from './index-entry';

/** Latitude and longitude, in degrees. */
export type LatLng = [number, number];
/** A map's visible box: south, west, north, east (degrees). */
export type Bounds = { south: number; west: number; north: number; east: number };

/** Coordinates are kept to 5 decimals: about a metre, as precise as a listing's pin. */
const SCALE = 1e5;
const GEO_FORMAT = 1;

/** A coordinate pair rounded as the search files keep it, or null if it is not one. */
export function roundLatLng(lat: unknown, lng: unknown): LatLng | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180) || (lat === 0 && lng === 0)) return null;
  return [Math.round(lat * SCALE) / SCALE, Math.round(lng * SCALE) / SCALE];
}

const steps = (values: readonly number[]) => values.map((v, i) => (i === 0 ? v : v - values[i - 1]!));

/**
 * A root's map points as a file: the listings with coordinates in id order, ids and
 * coordinates (in 1e-5 degrees) each written as the difference from the one before, which
 * gzip keeps to a few bytes a listing. The results map fetches it when it opens.
 */
export function geoToJson(entries: readonly IndexEntry[]): string {
  const located = entries.filter((e) => e.geo).sort((a, b) => a.id - b.id);
  return JSON.stringify({
    v: GEO_FORMAT,
    ids: steps(located.map((e) => e.id)),
    lat: steps(located.map((e) => Math.round(e.geo![0] * SCALE))),
    lng: steps(located.map((e) => Math.round(e.geo![1] * SCALE))),
  });
}

/** A geo file read back (`geoToJson`): each listing's coordinates by id. */
export function geoFromJson(value: unknown): Map<number, LatLng> {
  const file = value as { v?: unknown; ids?: unknown; lat?: unknown; lng?: unknown } | null;
  const numbers = (list: unknown): list is number[] => Array.isArray(list) && list.every(Number.isFinite);
  if (file?.v !== GEO_FORMAT || !numbers(file.ids) || !numbers(file.lat) || !numbers(file.lng))
    throw new Error(`map points: a file of format ${String(file?.v)}, this page reads ${GEO_FORMAT}`);
  const { ids, lat, lng } = file;
  if (lat.length !== ids.length || lng.length !== ids.length) throw new Error('map points: columns of unequal length');
  const points = new Map<number, LatLng>();
  let id = 0;
  let y = 0;
  let x = 0;
  for (let i = 0; i < ids.length; i++) {
    id += ids[i]!;
    y += lat[i]!;
    x += lng[i]!;
    points.set(id, [y / SCALE, x / SCALE]);
  }
  return points;
}

/** Whether a point is inside a box (a box across the antimeridian is not one Dubai needs). */
export const inBounds = ([lat, lng]: LatLng, b: Bounds) =>
  lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;

/**
 * A map box from a query string's `bounds=south,west,north,east`, or null when there is
 * none or it is not a box.
 * @example boundsOf('?bounds=25.0,55.1,25.2,55.3') // { south: 25, west: 55.1, north: 25.2, east: 55.3 }
 */
export function boundsOf(search: string): Bounds | null {
  const parts = (new URLSearchParams(search).get('bounds') ?? '').split(',').map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south >= north || west >= east || Math.abs(south) > 90 || Math.abs(north) > 90) return null;
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return null;
  return { south, west, north, east };
}

/**
 * A box as its query value, to 4 decimals (about 10 m: a shared link reads the same box).
 * @example boundsParam({ south: 25, west: 55.1, north: 25.2, east: 55.3 }) // '25.0000,55.1000,25.2000,55.3000'
 */
export const boundsParam = (b: Bounds) => [b.south, b.west, b.north, b.east].map((n) => n.toFixed(4)).join(',');

/** The listings of a result (ids in its order) that have coordinates, within a box if one is set. */
export function pointsOf(
  ids: readonly number[],
  points: ReadonlyMap<number, LatLng>,
  bounds: Bounds | null,
): { id: number; at: LatLng }[] {
  const out: { id: number; at: LatLng }[] = [];
  for (const id of ids) {
    const at = points.get(id);
    if (at && (!bounds || inBounds(at, bounds))) out.push({ id, at });
  }
  return out;
}

/** A listing page's view, from its query string: the list, or the map and the box searched on it. */
export type MapQuery = { map: boolean; bounds: Bounds | null };

/**
 * The view a listing URL's query asks for; a box counts only on the map.
 * @example readMapQuery('?view=map&bounds=25,55.1,25.2,55.3') // { map: true, bounds: { south: 25, … } }
 */
export function readMapQuery(search: string): MapQuery {
  const map = new URLSearchParams(search).get('view') === 'map';
  return { map, bounds: map ? boundsOf(search) : null };
}

/**
 * The query string of a view (`readMapQuery` reads it back).
 * @example mapQuerySearch({ map: true, bounds: null }) // '?view=map'
 */
export function mapQuerySearch({ map, bounds }: MapQuery): string {
  if (!map) return '';
  return bounds ? `?view=map&bounds=${boundsParam(bounds)}` : '?view=map';
}
