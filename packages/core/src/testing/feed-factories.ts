import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteArea } from '../feed/areas';
import { emptyListing, type FeedListing } from '../feed/listing';
import type { FeedLookupData } from '../feed/to-property';

/** The package's folder (packages/core), from this module in src/testing/ or in its build, dist/cjs/testing/. */
function packageDir(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`);
  }
}

/** The fixture feeds of packages/core/src/feed/__tests__/fixtures, as text. */
export const fixtureFeed = (name: 'property-finder.xml' | 'bayut.xml') =>
  readFileSync(path.join(packageDir(), 'src', 'feed', '__tests__', 'fixtures', name), 'utf8');

const area = (slug: string, name: string, city = 'Dubai'): SiteArea => ({ id: `area-${slug}`, slug, name, city });

/** The CMS data a listing is matched against: a few of the demo's areas, two agents, two developers. */
export function makeLookupData(overrides: Partial<FeedLookupData> = {}): FeedLookupData {
  return {
    areas: [
      area('dubai', 'Dubai'),
      area('dubai-marina', 'Dubai Marina'),
      area('palm-jumeirah', 'Palm Jumeirah'),
      area('jumeirah-village-circle', 'Jumeirah Village Circle'),
      area('jumeirah-lake-towers', 'Jumeirah Lake Towers'),
      area('business-bay', 'Business Bay'),
      area('al-quoz', 'Al Quoz'),
      area('dubai-creek-harbour', 'Dubai Creek Harbour'),
      area('downtown-dubai', 'Downtown Dubai'),
      area('arabian-ranches', 'Arabian Ranches'),
      area('yas-island', 'Yas Island', 'Abu Dhabi'),
    ],
    rules: [],
    team: [
      { id: 'agent-sarah', email: 'sarah.whitfield@oasiskeyproperties.ae', licence_number: null },
      { id: 'agent-julien', email: 'julien.moreau@oasiskeyproperties.ae', licence_number: 'BRN 40777' },
    ],
    developers: [
      { id: 'dev-emaar', name: 'Emaar' },
      { id: 'dev-nakheel', name: 'Nakheel' },
    ],
    ...overrides,
  };
}

/** A feed listing as a format reads it: a ready 2 bedroom apartment for sale in Dubai Marina, unless overridden. */
export function makeFeedListing(overrides: Partial<FeedListing> = {}): FeedListing {
  return {
    ...emptyListing('REF-1', 3),
    purpose: 'sale',
    use: 'residential',
    type: 'apartment',
    completion: 'ready',
    salePrice: 2_000_000,
    bedrooms: 2,
    bathrooms: 2,
    size: 1200,
    location: { city: 'Dubai', community: 'Dubai Marina', subCommunity: '', building: '' },
    title: { en: '2 bedroom apartment in Dubai Marina', ar: '' },
    description: { en: 'Bright and high.', ar: '' },
    permit: '7123456789',
    photos: [{ url: 'https://photos.feed.test/a.jpg', updated: '2026-11-01 10:00:00' }],
    ...overrides,
  };
}
