import QRCode from 'qrcode';
import type { IndexEntry } from '../search/index-entry';
import type { ListingRootKey } from '../search/roots';
import { similarProperties } from '../search/similar';
import { permitQrPayload } from '../property/permit';

/** What a property page gets from the build besides its page query: computed once per property. */
export type PropertyExtras = {
  /** The nearest listings of the same root and area (similar.ts), as the search cards show them. */
  similar: IndexEntry[];
  /** The DLD permit's QR code as an SVG document, null without a valid permit. */
  permitQr: string | null;
  root: ListingRootKey;
};

/** The permit QR code of a listing, drawn at build time so the browser ships no QR library. */
export async function permitQrSvg(permit: string, dldLink?: string | null): Promise<string | null> {
  const payload = permitQrPayload(permit, dldLink);
  if (!payload) return null;
  return QRCode.toString(payload, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/**
 * Similar listings and permit QR codes of every property in the indexes, keyed by Strapi
 * id; a listing's QR code holds its Madmoun link (`dldLinks`, by Strapi id) when it has one.
 */
export async function propertyExtras(
  indexes: ReadonlyMap<ListingRootKey, readonly IndexEntry[]>,
  dldLinks: ReadonlyMap<number, string> = new Map(),
): Promise<Map<number, PropertyExtras>> {
  const extras = new Map<number, PropertyExtras>();
  for (const [root, entries] of indexes) {
    // Similarity never leaves an area, so each area's listings are compared among themselves.
    const byArea = new Map<
      string,
      { id: number; root: string; area: string; price: number; bedrooms: number | null; entry: IndexEntry }[]
    >();
    for (const entry of entries) {
      const list = byArea.get(entry.area) ?? [];
      list.push({ id: entry.id, root, area: entry.area, price: entry.price, bedrooms: entry.bedrooms, entry });
      byArea.set(entry.area, list);
    }
    for (const candidates of byArea.values()) {
      for (const target of candidates) {
        const similar = similarProperties(
          target,
          candidates.filter((c) => c.entry.path),
        ).map((c) => c.entry);
        extras.set(target.id, {
          similar,
          permitQr: await permitQrSvg(target.entry.permit, dldLinks.get(target.id)),
          root,
        });
      }
    }
  }
  return extras;
}
