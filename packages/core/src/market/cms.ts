/**
 * What the CMS (cms/src/market and its seed, through cms/src/core.ts) takes of market figures:
 * an import's payload check, and the demo's mapping and DLD files.
 */
export { parsePayload, MARKET_PAYLOAD_FORMAT } from './payload';
export { MarketImport } from './import';
export { demoMapping } from './demo-areas';
export { TRANSACTION_COLUMNS, RENT_COLUMNS } from './columns';
export { transactionRows, rentRows, DEMO_DATA_DATE, DEMO_TRANSACTION_ROWS, DEMO_RENT_ROWS } from './fixture';
