import type { Core } from '@strapi/strapi';

const PROPERTY = 'api::property.property';

type PriceDrop = { previous_price: number | null; price_reduced_at: Date | null };

/**
 * What an update does to a property's price-drop record: a lower price keeps the price just
 * before it (`previous_price`: an alert says "was" the price its reader last saw) and when it
 * dropped; a price back at or above that clears the record.
 * @example priceDropChange(1000, 900, null, now) // { previous_price: 1000, price_reduced_at: now }
 */
export function priceDropChange(
  oldPrice: number,
  newPrice: number,
  previousPrice: number | null | undefined,
  now: Date,
): PriceDrop | null {
  if (!Number.isFinite(oldPrice) || !Number.isFinite(newPrice) || newPrice === oldPrice) return null;
  if (newPrice < oldPrice) return { previous_price: oldPrice, price_reduced_at: now };
  if (previousPrice && newPrice >= previousPrice) return { previous_price: null, price_reduced_at: null };
  return null;
}

/**
 * Keeps every property's price-drop record, whatever changes the price (the admin panel,
 * the REST API, an import script): a database lifecycle sees each update before it is
 * written. Saved-search alerts read it (cms/src/alerts/job.ts).
 */
export function trackPriceDrops(strapi: Core.Strapi, now = () => new Date()): void {
  strapi.db.lifecycles.subscribe({
    models: [PROPERTY],
    async beforeUpdate(event) {
      const data = event.params.data as Record<string, unknown> | undefined;
      if (!data || data.price === undefined || data.price === null) return;
      const current: { price: unknown; previous_price: number | null } | null = await strapi.db
        .query(PROPERTY)
        .findOne({ where: event.params.where, select: ['price', 'previous_price'] });
      if (!current) return;
      const change = priceDropChange(Number(current.price), Number(data.price), current.previous_price, now());
      if (change) Object.assign(data, change);
    },
  });
}
