/**
 * What the CMS (cms/src/market, which types it in site-code.ts) takes from the site's code: bundled by
 * packages/local-stack/cms-shared.mjs into cms/src/market/market-shared.js once at install
 * (a local CMS start refuses it when older than its sources), so the CMS checks an import's payload, and seeds the demo's mapping and
 * figures, with the site's one definition.
 */
export { parsePayload, MARKET_PAYLOAD_FORMAT } from './payload';
export { MarketImport } from './import';
export { demoMapping } from './demo-areas';
export { TRANSACTION_COLUMNS, RENT_COLUMNS } from './columns';
export { transactionRows, rentRows, DEMO_DATA_DATE, DEMO_TRANSACTION_ROWS, DEMO_RENT_ROWS } from './fixture';
