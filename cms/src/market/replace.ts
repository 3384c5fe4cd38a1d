import type { Core } from '@strapi/strapi';
import type { MarketPayload } from '@brokerage/core/market/payload';
import { looseDocuments } from '../documents';

export const MARKET_AREA = 'api::market-area.market-area';
export const MARKET_IMPORT = 'api::market-import.market-import';

/** A payload the package's market code checked (`market().parsePayload`). */
export type { MarketPayload } from '@brokerage/core/market/payload';

/** A payload the CMS will not store (an area it does not know): nothing is changed. */
export class ReplaceRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplaceRefused';
  }
}

/**
 * Replaces every Market area with a checked payload's figures and records the import, in
 * one transaction: a build reads the old figures or the new ones, never half of each.
 * Areas are linked by slug; an unknown slug refuses the whole payload.
 */
export async function replaceMarketFigures(strapi: Core.Strapi, payload: MarketPayload) {
  const slugs = payload.areas.map((a) => a.area);
  const areas = await strapi.db
    .query('api::area.area')
    .findMany({ where: { slug: { $in: slugs } }, select: ['documentId', 'slug'] });
  const bySlug = new Map(areas.map((a: { slug: string; documentId: string }) => [a.slug, a.documentId]));
  const unknown = slugs.filter((slug) => !bySlug.has(slug));
  if (unknown.length) throw new ReplaceRefused(`no site area has the slug ${unknown.join(', ')}: nothing was changed`);

  // The figures are the site's checked JSON (a JSON attribute).
  const figures = looseDocuments(strapi, MARKET_AREA);
  const record = looseDocuments(strapi, MARKET_IMPORT);
  let removed = 0;
  await strapi.db.transaction(async () => {
    const old: { documentId: string }[] = await strapi.db.query(MARKET_AREA).findMany({ select: ['documentId'] });
    for (const { documentId } of old) {
      await figures.delete({ documentId });
      removed += 1;
    }
    for (const { area, figures: data } of payload.areas) {
      await figures.create({
        data: { area: bySlug.get(area), figures: data, sales_to: data.salesTo, rents_to: data.rentsTo },
      });
    }
    const data = {
      imported_at: payload.importedAt,
      sales_to: payload.salesTo,
      rents_to: payload.rentsTo,
      report: payload.report,
    };
    const current = await record.findFirst();
    if (current) await record.update({ documentId: current.documentId, data });
    else await record.create({ data });
  });
  return { areas: payload.areas.length, removed, salesTo: payload.salesTo, rentsTo: payload.rentsTo };
}
