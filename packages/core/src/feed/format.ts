import type { FeedListing } from './listing';
import type { XmlElement } from './xml';

/**
 * A portal feed format: which root and record elements it has, how one record reads into
 * the common listing shape, and what the root promises (a listing count). A new portal is
 * a new format, not a new importer.
 */
export type FeedFormat = {
  id: 'property-finder' | 'bayut';
  label: string;
  /** The root element's name, which tells the format apart. */
  root: string;
  /** The name of each listing's element under the root; other elements are ignored. */
  record: string;
  read(record: XmlElement): FeedListing;
  /** What is wrong with the feed as a whole once every record is read (null: nothing). */
  check?(root: { attrs: Readonly<Record<string, string>> }, records: number): string | null;
};
