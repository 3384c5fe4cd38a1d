/** @jest-environment node */
import { readBayut } from '../bayut';
import type { FeedListing } from '../listing';
import { readPropertyFinder } from '../property-finder';
import { readXmlRecords, type XmlElement } from '../xml';
import { fixtureFeed } from '../../testing/feed-factories';

async function records(xml: string): Promise<XmlElement[]> {
  const out: XmlElement[] = [];
  for await (const event of readXmlRecords([xml])) if (event.kind === 'record') out.push(event.element);
  return out;
}

async function readAll(name: 'property-finder.xml' | 'bayut.xml'): Promise<Map<string, FeedListing>> {
  const read = name === 'bayut.xml' ? readBayut : readPropertyFinder;
  const listings = (await records(fixtureFeed(name))).map(read);
  // The first of a duplicated reference, as the import uses it.
  return new Map([...listings].reverse().map((l) => [l.reference, l]));
}

describe('Property Finder XML', () => {
  let pf: Map<string, FeedListing>;
  beforeAll(async () => {
    pf = await readAll('property-finder.xml');
  });

  it('reads a sale: a studio, its photos (watermark or not), markup in CDATA, geopoints as documented', () => {
    const studio = pf.get('FX-001')!;
    expect(studio).toMatchObject({
      purpose: 'sale',
      use: 'residential',
      type: 'apartment',
      salePrice: 1150000,
      bedrooms: 0,
      bathrooms: 1,
      size: 512,
      furnishing: 'furnished',
      serviceCharge: 19.5,
      completion: 'ready',
      permit: '7123456789',
      geo: { latitude: 25.0862, longitude: 55.141 },
      location: { city: 'Dubai', community: 'Dubai Marina', subCommunity: 'Marina Gate', building: 'Marina Gate 1' },
      amenities: ['BA', 'SP', 'SY', 'CP', 'SE', 'VW'],
      problems: [],
    });
    expect(studio.title.ar).toBe('استوديو مفروش بإطلالة على المارينا في مارينا جيت');
    expect(studio.description.en).toBe(
      'A bright studio on a high floor, sold furnished.\n\n• Marina view\n• Shared pool & gym',
    );
    expect(studio.photos).toEqual([
      { url: 'https://photos.feed.test/fx-001-a.jpg', updated: '2026-11-01 10:00:00' },
      { url: 'https://photos.feed.test/fx-001-b.jpg', updated: '2026-11-01 10:00:00' },
    ]);
    expect(studio.agent).toMatchObject({ email: 'Sarah.Whitfield@oasiskeyproperties.ae', licence: '40123' });
  });

  it('reads nested rent prices, "7+" bedrooms, swapped geopoints and last_update on a photo', () => {
    const villa = pf.get('FX-002')!;
    expect(villa).toMatchObject({
      purpose: 'rent',
      type: 'villa',
      rents: { yearly: 1450000, monthly: 125000 },
      bedrooms: 7,
      size: 11200,
      furnishing: 'partly_furnished',
      geo: { latitude: 25.1181, longitude: 55.1327 },
      photos: [{ url: 'https://photos.feed.test/fx-002-a.jpg', updated: '2026-10-12 08:00:00' }],
    });
    expect(villa.amenities).toEqual(['PP', 'PG', 'MR', 'ST', 'PA']);
    expect(villa.notes).toEqual(["amenity code 'XX' is not one Property Finder documents: left out"]);
  });

  it('reads the older rent form, one price and a rental period', () => {
    expect(pf.get('FX-003')).toMatchObject({ rents: { monthly: 9500 }, salePrice: null });
    expect(pf.get('FX-006')).toMatchObject({ use: 'commercial', type: 'warehouse', rents: { yearly: 420000 } });
    expect(pf.get('FX-004')).toMatchObject({ type: 'hotel-apartment', rents: { weekly: 4200, daily: 650 } });
  });

  it('reads commercial amenities, off-plan status, developer and project', () => {
    expect(pf.get('FX-005')).toMatchObject({ use: 'commercial', type: 'office', salePrice: 3850000 });
    expect(pf.get('FX-005')!.amenities).toEqual(['CR', 'AN', 'PN', 'CP']);
    expect(pf.get('FX-007')).toMatchObject({ completion: 'off_plan', developer: 'EMAAR', project: 'Creek Vista' });
  });

  it('notes price on application and a type the site does not list', () => {
    expect(pf.get('FX-012')).toMatchObject({ priceOnApplication: true, salePrice: null });
    expect(pf.get('FX-014')!.problems).toEqual(["property type 'FM' is not one the site lists"]);
  });
});

describe('Bayut/dubizzle XML', () => {
  let bayut: Map<string, FeedListing>;
  beforeAll(async () => {
    bayut = await readAll('bayut.xml');
  });

  it('reads names instead of codes, square metres and both features forms', () => {
    expect(bayut.get('BY-101')).toMatchObject({
      state: 'live',
      purpose: 'sale',
      use: 'residential',
      type: 'apartment',
      salePrice: 2650000,
      size: 1206,
      completion: 'ready',
      amenities: ['BA', 'SY', 'SP'],
      notes: ["feature 'Helipad' is not one the site knows: left out"],
      location: { city: 'Dubai', community: 'Downtown Dubai', subCommunity: 'Burj Views', building: 'Burj Views A' },
    });
    expect(bayut.get('BY-101')!.description.en).toBe('Corner unit.\n\nVacant on transfer.');
    expect(bayut.get('BY-102')).toMatchObject({
      purpose: 'rent',
      use: 'commercial',
      type: 'office',
      rents: { yearly: 130000 },
      size: 1450,
      amenities: ['CP', 'PN'],
    });
  });

  it('reads a deleted listing as withdrawn', () => {
    expect(bayut.get('BY-103')!.state).toBe('withdrawn');
  });
});
