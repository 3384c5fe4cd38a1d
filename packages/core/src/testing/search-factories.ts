import type { IndexEntry } from '../search/index-entry';

let sequence = 0;

/** A search-index entry: a ready 2 bedroom apartment for sale in Dubai Marina, unless overridden. */
export function makeEntry(overrides: Partial<IndexEntry> = {}): IndexEntry {
  const id = overrides.id ?? ++sequence;
  return {
    id,
    slug: `2-bedroom-apartment-for-sale-in-dubai-marina-${id}`,
    title: '2 bedroom apartment for sale in Dubai Marina',
    price: 2_000_000,
    rentPeriod: null,
    bedrooms: 2,
    bathrooms: 2,
    floor: 1200,
    type: 'apartment',
    area: 'dubai-marina',
    areaName: 'Dubai Marina',
    features: ['pool', 'gym'],
    facts: ['vacant-on-transfer'],
    department: 'residential',
    completion: 'ready',
    completionDate: null,
    developer: null,
    negotiator: 'N1001',
    permit: '7117000001',
    listed: '2026-10-01',
    image: null,
    path: null,
    ...overrides,
  };
}
