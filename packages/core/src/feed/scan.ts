import { placeName, ruleKey } from './areas';
import { BAYUT } from './bayut';
import type { FeedFormat } from './format';
import type { FeedListing } from './listing';
import { entryAction, type EntryAction, type StoredListing } from './plan';
import { PROPERTY_FINDER } from './property-finder';
import { toProperty, type FeedLookups, type MappedListing } from './to-property';
import { MalformedFeedError, readXmlRecords } from './xml';

/** The formats an import reads, told apart by their root element. */
export const FEED_FORMATS: readonly FeedFormat[] = [PROPERTY_FINDER, BAYUT];

/** A rejected entry of the report: its reference ('' when it has none), line and every reason. */
export type Rejection = { reference: string; line: number; reasons: string[] };

/** A community no area matched, waiting for an editor, with how many listings wait with it. */
export type UnknownPlace = { key: string; location: FeedListing['location']; listings: number };

export type ScanCounts = Record<EntryAction, number> & { rejected: number; withdrawn: number };

export type ScanResult = {
  format: FeedFormat | null;
  /** Records read. */
  entries: number;
  /** Every reference the feed names as on the market, valid or not: what stays on the site. */
  named: Set<string>;
  counts: ScanCounts;
  /** The first `MAX_REJECTIONS` rejections, in feed order (`counts.rejected` has them all). */
  rejections: Rejection[];
  unknownPlaces: UnknownPlace[];
  /** Messages about what was left out, with how many listings each concerns. */
  notes: { message: string; listings: number }[];
  /** Why the feed as a whole cannot be imported (malformed, unknown format, cut off): then nothing may change. */
  refused: string | null;
};

export const MAX_REJECTIONS = 1000;

export type ScanOptions = {
  /** The feed-managed property with this feed reference, if any. */
  stored(reference: string): StoredListing | undefined;
  /** Whether a property made by hand (no feed reference) has this reference number. */
  handMade(reference: string): boolean;
  lookups: FeedLookups;
  /** Each entry to write (created, updated or republished), as it is read. */
  onChange(
    action: Exclude<EntryAction, 'unchanged'>,
    listing: Extract<MappedListing, { ok: true }>,
  ): Promise<void> | void;
};

/**
 * Reads a feed as it streams in and decides each entry against the CMS (by reference
 * number: create, update, republish or leave unchanged), collecting the rejections with
 * their reasons, the communities no area matches and the references the feed names. It
 * writes nothing itself: `onChange` receives what to write, and the caller writes only if
 * `refused` is null once the whole feed has been read.
 */
export async function scanFeed(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options: ScanOptions,
): Promise<ScanResult> {
  const result: ScanResult = {
    format: null,
    entries: 0,
    named: new Set(),
    counts: { create: 0, update: 0, republish: 0, unchanged: 0, rejected: 0, withdrawn: 0 },
    rejections: [],
    unknownPlaces: [],
    notes: [],
    refused: null,
  };
  const firstLine = new Map<string, number>();
  const places = new Map<string, UnknownPlace>();
  const notes = new Map<string, number>();
  let root: { attrs: Readonly<Record<string, string>> } | null = null;
  const reject = (rejection: Rejection) => {
    result.counts.rejected += 1;
    if (result.rejections.length < MAX_REJECTIONS) result.rejections.push(rejection);
  };

  try {
    for await (const event of readXmlRecords(chunks)) {
      if (event.kind === 'root') {
        root = event;
        result.format = FEED_FORMATS.find((f) => f.root === event.name) ?? null;
        if (!result.format) {
          const known = FEED_FORMATS.map((f) => `<${f.root}> (${f.label})`).join(' or ');
          result.refused = `the feed's root element is <${event.name}>, not ${known}: nothing was changed`;
          return result;
        }
        continue;
      }
      const format = result.format!;
      if (event.element.name !== format.record) continue;
      result.entries += 1;
      const listing = format.read(event.element);
      const reference = listing.reference;
      if (event.errors.length) {
        if (reference) result.named.add(reference);
        reject({ reference, line: event.element.line, reasons: event.errors });
        continue;
      }
      const earlier = reference ? firstLine.get(reference) : undefined;
      if (earlier !== undefined) {
        reject({
          reference,
          line: listing.line,
          reasons: [`duplicate reference: the entry at line ${earlier} is used`],
        });
        continue;
      }
      if (reference) firstLine.set(reference, listing.line);
      if (listing.state === 'withdrawn') {
        result.counts.withdrawn += 1;
        continue;
      }
      if (reference) result.named.add(reference);
      if (reference && !options.stored(reference) && options.handMade(reference)) {
        reject({
          reference,
          line: listing.line,
          reasons: [
            `reference ${reference} belongs to a listing made by hand in the CMS (it has no feed reference): ` +
              'set its feed reference to let the feed manage it, or change one of the two',
          ],
        });
        continue;
      }
      const mapped = toProperty(listing, options.lookups);
      if (!mapped.ok) {
        reject({ reference, line: mapped.line, reasons: mapped.reasons });
        if (mapped.unknownPlace) {
          const { city, community } = mapped.unknownPlace;
          const key = ruleKey(city, community);
          const place = places.get(key) ?? { key, location: { ...mapped.unknownPlace, subCommunity: '' }, listings: 0 };
          place.listings += 1;
          places.set(key, place);
        }
        continue;
      }
      for (const note of mapped.notes) notes.set(note, (notes.get(note) ?? 0) + 1);
      const action = entryAction(options.stored(reference), mapped.digest);
      result.counts[action] += 1;
      if (action !== 'unchanged') await options.onChange(action, mapped);
    }
  } catch (error) {
    if (!(error instanceof MalformedFeedError)) throw error;
    result.refused = `the feed is not well-formed XML: ${error.message}. Nothing was changed.`;
    return result;
  }
  if (!root) result.refused = 'the feed is empty: nothing was changed';
  else if (result.format?.check) {
    const problem = result.format.check(root, result.entries);
    if (problem) result.refused = `${problem}. Nothing was changed.`;
  }
  result.unknownPlaces = [...places.values()];
  result.notes = [...notes].map(([message, listings]) => ({ message, listings }));
  return result;
}

/** A community's name in a report ("Dubai / Al Wasl"). */
export const unknownPlaceName = (place: UnknownPlace) => placeName(place.location);
