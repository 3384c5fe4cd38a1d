/** Where the maps' tiles come from and whom they credit (GATSBY_MAP_TILE_URL, GATSBY_MAP_ATTRIBUTION). */
export type MapTiles = { url: string; attribution: string };

/**
 * OpenStreetMap's own tiles and the credit its licence asks for: the default, for a site
 * that has not set its own tile service (OSM's tile policy asks a busy site to use one).
 */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/**
 * The tile source of a build: GATSBY_MAP_TILE_URL (an http(s) URL template with {z}, {x}
 * and {y}) and its GATSBY_MAP_ATTRIBUTION, or OpenStreetMap's. A malformed template is a
 * configuration error (the build stops; the Content-Security-Policy allows its origin).
 * @example mapTiles({}).url // 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
 */
export function mapTiles(env: { GATSBY_MAP_TILE_URL?: string; GATSBY_MAP_ATTRIBUTION?: string }): MapTiles {
  const url = env.GATSBY_MAP_TILE_URL?.trim();
  if (!url) return DEFAULT_MAP_TILES;
  if (!/^https?:\/\/[^\s/]+\/\S*$/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    throw new Error(`GATSBY_MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, got "${url}".`);
  return { url, attribution: env.GATSBY_MAP_ATTRIBUTION?.trim() || '' };
}

/**
 * The Content-Security-Policy source of a tile template: its origin, with a `{s}`
 * subdomain as a wildcard.
 * @example tileSource('https://{s}.tiles.example/{z}/{x}/{y}.png') // 'https://*.tiles.example'
 */
export function tileSource(url: string): string {
  const origin = new URL(url.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0')).origin;
  return url.includes('{s}') ? origin.replace('://a.', '://*.') : origin;
}
