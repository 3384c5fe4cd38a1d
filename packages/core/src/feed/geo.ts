/** The UAE's bounding box, a little wide: how a feed's coordinates are told apart. */
const UAE = { latitude: [22.4, 26.3], longitude: [51.4, 56.6] } as const;

const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

/**
 * A feed's `geopoints`: documented as "longitude,latitude", but many generators write
 * "latitude,longitude". Inside the UAE the two never overlap (latitudes 22-26, longitudes
 * 51-57), so the order is read from the numbers; anything outside gives null.
 * @example readGeopoints('55.1403,25.0805') // { latitude: 25.0805, longitude: 55.1403 }
 * @example readGeopoints('25.0805,55.1403') // { latitude: 25.0805, longitude: 55.1403 }
 */
export function readGeopoints(raw: string): { latitude: number; longitude: number } | null {
  const parts = raw
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [a, b] = parts as [number, number];
  if (within(a, UAE.longitude) && within(b, UAE.latitude)) return { latitude: b, longitude: a };
  if (within(a, UAE.latitude) && within(b, UAE.longitude)) return { latitude: a, longitude: b };
  return null;
}
