import type { FeedPhoto } from './photos';
import type { UnknownPlace } from './lookups';
import { feedCode as loadFeedCode } from './shared';

/**
 * What the CMS calls of the site's listing-feed code (src/feed/cms.ts at the root, bundled
 * into ./site-feed.js, which ./shared.ts loads), typed as the site defines it; the bundle
 * itself is untyped JavaScript.
 */
export type FeedConfig = { url: string | null; intervalMs: number; maxUnpublishShare: number; timeoutMs: number };

/** A feed-managed property as stored, as the scan compares it. */
export type StoredListing = { reference: string; id: number; documentId: string; digest: string | null; live: boolean };

export type FeedAction = 'create' | 'update' | 'republish';

/** A listing the scan found new or changed: what the import writes. */
export type ChangedListing = {
  reference: string;
  line: number;
  fields: Record<string, unknown> & { title: string };
  photos: FeedPhoto[];
  digest: string;
};

export type ScanResult = {
  format: { label: string } | null;
  entries: number;
  named: ReadonlySet<string>;
  counts: Record<'create' | 'update' | 'republish' | 'unchanged' | 'rejected' | 'withdrawn', number>;
  rejections: { reference: string | null; line: number; reasons: string[] }[];
  unknownPlaces: UnknownPlace[];
  notes: { message: string; listings: number }[];
  refused: string | null;
};

/** The site's matching of a listing's places, people and developer (src/feed/to-property.ts). */
export type Lookups = { readonly __brand: 'feed lookups' };

export type FeedCode = {
  readFeedConfig(env: NodeJS.ProcessEnv): FeedConfig;
  redactSource(source: string): string;
  createLookups(input: {
    areas: { id: string; slug: string; name: string; city: string }[];
    rules: { city: string; community: string; subCommunity: string; area: string | null }[];
    team: { id: string; email: string; licence_number: string }[];
    developers: { id: string; name: string }[];
  }): Lookups;
  ruleKey(city: string, community: string, subCommunity: string): string;
  unknownPlaceName(place: UnknownPlace): string;
  scanFeed(
    chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
    options: {
      stored: (reference: string) => StoredListing | undefined;
      handMade: (reference: string) => boolean;
      lookups: Lookups;
      onChange: (action: FeedAction, listing: ChangedListing) => Promise<void>;
    },
  ): Promise<ScanResult>;
  unpublishPlan(
    live: Iterable<string>,
    named: ReadonlySet<string>,
    options: { maxShare: number; force?: boolean },
  ): { unpublish: string[]; refused: string | null };
};

/** The site's listing-feed code, loaded once (./shared.ts), with its types. */
// The bundle is built from src/feed/cms.ts, whose types these are (cms/ cannot import the site's sources).
export const feedCode = (): FeedCode => loadFeedCode() as FeedCode;
