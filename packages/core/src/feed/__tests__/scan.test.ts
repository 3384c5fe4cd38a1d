/** @jest-environment node */
import type { StoredListing } from '../plan';
import { scanFeed, type ScanOptions } from '../scan';
import { createLookups } from '../to-property';
import { fixtureFeed, makeLookupData } from '../../testing/feed-factories';

type Written = { action: string; reference: string; digest: string };

function store(stored: StoredListing[] = [], handMade: string[] = []) {
  const byRef = new Map(stored.map((s) => [s.reference, s]));
  const written: Written[] = [];
  const options: ScanOptions = {
    stored: (reference) => byRef.get(reference),
    handMade: (reference) => handMade.includes(reference),
    lookups: createLookups(makeLookupData()),
    onChange: (action, listing) => {
      written.push({ action, reference: listing.reference, digest: listing.digest });
    },
  };
  return { options, written };
}

/** The feed in chunks of 100 characters, as a download streams in. */
const chunked = (text: string) => text.match(/[\s\S]{1,100}/g) ?? [];

describe('scanFeed on the Property Finder fixture', () => {
  it('creates the valid listings and lists every rejection with its reference, line and reason', async () => {
    const { options, written } = store();
    const result = await scanFeed(chunked(fixtureFeed('property-finder.xml')), options);
    expect(result.refused).toBeNull();
    expect(result.format?.id).toBe('property-finder');
    expect(result.entries).toBe(14);
    expect(result.counts).toEqual({ create: 7, update: 0, republish: 0, unchanged: 0, rejected: 7, withdrawn: 0 });
    expect(written.map((w) => `${w.action} ${w.reference}`)).toEqual(
      ['FX-001', 'FX-002', 'FX-003', 'FX-004', 'FX-005', 'FX-006', 'FX-007'].map((r) => `create ${r}`),
    );
    expect(result.rejections.map((r) => [r.reference, r.reasons[0]])).toEqual([
      ['FX-008', 'unknown area: Dubai / Al Wasl / Al Wasl Road'],
      ['FX-002', 'duplicate reference: the entry at line 40 is used'],
      ['FX-010', "bad permit 'ABC-12': a DLD permit number has 6 to 14 digits"],
      ['FX-011', 'missing price'],
      ['FX-012', 'price on application: the site shows a price for every listing'],
      ['FX-013', expect.stringMatching(/^unparseable XML around line \d+: /)],
      ['FX-014', "property type 'FM' is not one the site lists"],
    ]);
    expect(result.rejections[0]!.line).toBeGreaterThan(100);
    expect(result.unknownPlaces).toEqual([
      {
        key: 'dubai|al wasl|',
        location: { city: 'Dubai', community: 'Al Wasl', subCommunity: '', building: '' },
        listings: 1,
      },
    ]);
    expect(result.named.size).toBe(13);
    expect(result.notes).toContainEqual({
      message: 'agent someone@other-agency.ae is not a team member: the office is shown',
      listings: 1,
    });
  });

  it('writes nothing the second time, and only what changed after that', async () => {
    const first = store();
    await scanFeed([fixtureFeed('property-finder.xml')], first.options);
    const stored = first.written.map((w) => ({ reference: w.reference, digest: w.digest, live: true }));

    const again = store(stored);
    const second = await scanFeed([fixtureFeed('property-finder.xml')], again.options);
    expect(second.counts).toMatchObject({ create: 0, update: 0, republish: 0, unchanged: 7, rejected: 7 });
    expect(again.written).toEqual([]);

    const changed = fixtureFeed('property-finder.xml').replace('<price>1150000</price>', '<price>1099000</price>');
    const third = store(stored.map((s) => (s.reference === 'FX-003' ? { ...s, live: false } : s)));
    await scanFeed([changed], third.options);
    expect(third.written.map((w) => `${w.action} ${w.reference}`)).toEqual(['update FX-001', 'republish FX-003']);
  });

  it('refuses a listing whose reference a hand-made property already has', async () => {
    const { options } = store([], ['FX-004']);
    const result = await scanFeed([fixtureFeed('property-finder.xml')], options);
    expect(result.rejections.find((r) => r.reference === 'FX-004')?.reasons[0]).toMatch(
      /^reference FX-004 belongs to a listing made by hand in the CMS/,
    );
  });
});

describe('scanFeed refuses a feed that must change nothing', () => {
  const feed = fixtureFeed('property-finder.xml');

  it.each([
    ['cut off mid-way', feed.slice(0, Math.floor(feed.length * 0.6)), /^the feed is not well-formed XML: unclosed tag/],
    [
      'shorter than its listing_count',
      feed.replace(/<property last_update="2026-11-10[\s\S]*?<\/property>/, ''),
      /^the feed declares 14 listings \(listing_count\) but holds 13: a cut-off or partial download\. Nothing was changed\.$/,
    ],
    [
      'of another format',
      '<rss><channel/></rss>',
      /^the feed's root element is <rss>, not <list> \(Property Finder XML\) or <Properties> \(Bayut\/dubizzle XML\)/,
    ],
    [
      'empty',
      '',
      /^the feed is not well-formed XML: document must contain a root element \(line 1\)\. Nothing was changed\.$/,
    ],
  ])('%s', async (_name, text, message) => {
    const { options } = store();
    const result = await scanFeed([text], options);
    expect(result.refused).toMatch(message);
  });
});

describe('scanFeed on the Bayut fixture', () => {
  it('reads the same way, and leaves a deleted listing out of the named inventory', async () => {
    const { options, written } = store([{ reference: 'BY-103', digest: 'x', live: true }]);
    const result = await scanFeed([fixtureFeed('bayut.xml')], options);
    expect(result.refused).toBeNull();
    expect(result.format?.id).toBe('bayut');
    expect(result.counts).toMatchObject({ create: 2, rejected: 0, withdrawn: 1 });
    expect(written.map((w) => w.reference)).toEqual(['BY-101', 'BY-102']);
    expect([...result.named]).toEqual(['BY-101', 'BY-102']);
  });
});
