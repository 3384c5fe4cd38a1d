/**
 * What the CMS (cms/src/addresses, through cms/src/core.ts) takes of the address rules: listing
 * numbers, addresses and former paths, and editors' redirects, as the build and the edge function read them.
 */
export {
  formerPathsAfter,
  GONE_STATUSES,
  isGone,
  listingNumberRefusal,
  listingPath,
  nextListingNumber,
} from './listing-addresses';
export { redirectConflicts, redirectFrom, redirectTo } from './redirects';
