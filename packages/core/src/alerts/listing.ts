import { toIndexEntry, type RawIndexProperty } from '../cms/property';
import type { AlertListing } from './matching';

/** A property as the CMS's database gives it to the alert job (Strapi 5 `db.query`, relations populated). */
export type CmsPropertyRow = Omit<
  RawIndexProperty,
  'strapi_id' | 'features' | 'facts' | 'images' | 'area' | 'developer' | 'negotiator'
> & {
  id: number;
  features?: readonly (string | null)[] | null;
  facts?: readonly (string | null)[] | null;
  area?: RawIndexProperty['area'];
  developer?: RawIndexProperty['developer'];
  negotiator?: RawIndexProperty['negotiator'];
  /** When the property was created in the CMS: when it was first listed, for alerts. */
  createdAt: string | Date;
  /** When its price last went down, and from what (kept by the CMS: cms/src/alerts/price-drops.ts). */
  price_reduced_at?: string | Date | null;
  previous_price?: number | null;
};

const ms = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
};

/**
 * A CMS property as saved-search alerts see it: the same card the build puts in the search
 * indexes (`toIndexEntry`, so a listing matches an alert exactly when it matches the site's
 * search), when it was listed and when its price last dropped.
 */
export function alertListingOf(row: CmsPropertyRow): AlertListing {
  const { id, features, facts, createdAt, price_reduced_at, previous_price, ...rest } = row;
  const card = toIndexEntry({
    ...rest,
    strapi_id: id,
    area: row.area ?? null,
    developer: row.developer ?? null,
    negotiator: row.negotiator ?? null,
    features: { strapi_json_value: features ?? [] },
    facts: { strapi_json_value: facts ?? [] },
    // An alert e-mail links its photo from the CMS (cms/src/alerts), not the build's copies.
    images: null,
  });
  return {
    card,
    pType: row.pType ?? null,
    listedAt: ms(createdAt) ?? 0,
    reducedAt: ms(price_reduced_at),
    previousPrice: previous_price ?? null,
  };
}
