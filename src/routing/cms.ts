/**
 * What the CMS (cms/src/addresses, which types it in site-code.ts) takes from the site's address rules:
 * bundled by packages/local-stack/cms-shared.mjs into cms/src/addresses/routing-shared.js once at install
 * (a local CMS start refuses it when older than its sources), so the CMS numbers listings, keeps their former paths and checks
 * editors' redirects with the definitions the build and the edge function use.
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
