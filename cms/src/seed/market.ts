import type { Core } from '@strapi/strapi';
import { market } from '../core';
import { replaceMarketFigures, MARKET_AREA } from '../market/replace';
import { looseDocuments } from '../documents';

const DLD_AREA = 'api::dld-area.dld-area';

/**
 * The demo's market figures: the default DLD area mapping, then the generated DLD files
 * (packages/core/src/market/fixture.ts, dated to DEMO_DATA_DATE so the demo pages never change) imported
 * through the same import and replace as `npm run market:import`. Only into a database
 * with neither a mapping nor figures: an editor's mapping or a real import is never touched.
 */
async function seedMarket(strapi: Core.Strapi, log: (line: string) => void): Promise<void> {
  const existing = (await strapi.db.query(DLD_AREA).count()) + (await strapi.db.query(MARKET_AREA).count());
  if (existing > 0) return;
  const site = market();
  const t0 = Date.now();
  const mapping = site.demoMapping();
  const areas = await strapi.db.query('api::area.area').findMany({ select: ['documentId', 'slug'] });
  const bySlug = new Map<string, string>(
    areas.map((a: { slug: string; documentId: string }) => [a.slug, a.documentId]),
  );
  const known = mapping.filter((m) => bySlug.has(m.area));
  await strapi.db.transaction(async () => {
    for (const m of known) {
      await looseDocuments(strapi, DLD_AREA).create({
        data: { dld_area: m.dldArea, master_project: m.masterProject, area: bySlug.get(m.area) },
      });
    }
  });
  const end = site.DEMO_DATA_DATE;
  const run = new site.MarketImport({
    mapping: known,
    today: end,
    files: { transactions: 'transactions.csv (demo)', rents: 'rent_contracts.csv (demo)' },
  });
  run.header('transactions', site.TRANSACTION_COLUMNS);
  for (const row of site.transactionRows({ end, rows: site.DEMO_TRANSACTION_ROWS })) run.row('transactions', row);
  run.header('rents', site.RENT_COLUMNS);
  for (const row of site.rentRows({ end, rows: site.DEMO_RENT_ROWS })) run.row('rents', row);
  // Dated like the data, so two fresh seeds are the same.
  const result = await replaceMarketFigures(strapi, run.payload(`${end}T12:00:00.000Z`));
  log(
    `market: ${known.length} DLD areas mapped, figures of ${result.areas} areas from the demo files to ${end} ` +
      `(${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

export { seedMarket, DLD_AREA };
