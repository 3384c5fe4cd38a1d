/**
 * What the CMS (cms/src/feed, through cms/src/core.ts) takes of the listing feed: reading
 * Property Finder and Bayut XML, the mapping to a property, the snapshot plan.
 */
export { scanFeed, FEED_FORMATS, MAX_REJECTIONS, unknownPlaceName } from './scan';
export { createLookups, MAPPING_VERSION } from './to-property';
export { unpublishPlan, UNPUBLISH_FLOOR } from './plan';
export { ruleKey, placeName } from './areas';
export { readFeedConfig, redactSource } from './config';
