/**
 * What the CMS (cms/src/feed, which types it in site-code.ts) takes from the listing feed's pure code:
 * bundled by packages/local-stack/cms-shared.mjs into cms/src/feed/site-feed.js once at install
 * (a local CMS start refuses it when older than its sources), so the import reads, maps and plans with the one definition tested here.
 * This folder imports only the site's other pure folders (search, property, i18n), so it
 * can move into a shared package as one piece.
 */
export { scanFeed, FEED_FORMATS, MAX_REJECTIONS, unknownPlaceName } from './scan';
export { createLookups, MAPPING_VERSION } from './to-property';
export { unpublishPlan, UNPUBLISH_FLOOR } from './plan';
export { ruleKey, placeName } from './areas';
export { readFeedConfig, redactSource } from './config';
