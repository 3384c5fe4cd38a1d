/** @jest-environment node */
import { FEED_AMENITIES } from '../amenities';
import { PF_TYPES } from '../property-finder';
import { createLookups, toProperty, type MappedListing } from '../to-property';
import { FEATURES } from '../../search/options';
import { propertyTypeName } from '../../i18n/property-types';
import { termIn } from '../../i18n/terms';
import { LOCALES } from '../../i18n/locales';
import { makeFeedListing, makeLookupData } from '../../testing/feed-factories';

const lookups = createLookups(makeLookupData());
const ok = (mapped: MappedListing) => {
  if (!mapped.ok) throw new Error(`rejected: ${mapped.reasons.join('; ')}`);
  return mapped;
};

describe('toProperty: where a listing goes', () => {
  it.each([
    ['a ready sale', { purpose: 'sale', completion: 'ready' }, 'residential', 'sales', null, 2_000_000],
    ['an off-plan sale', { purpose: 'sale', completion: 'off_plan' }, 'new_developments', 'sales', null, 2_000_000],
    [
      'a commercial sale',
      { purpose: 'sale', use: 'commercial', type: 'office' },
      'commercial',
      'sales',
      null,
      2_000_000,
    ],
    [
      'a yearly rent',
      { purpose: 'rent', salePrice: null, rents: { yearly: 90_000, monthly: 8_000 } },
      'residential',
      'lettings',
      'yearly',
      90_000,
    ],
    [
      'a monthly rent',
      { purpose: 'rent', salePrice: null, rents: { monthly: 8_000 } },
      'residential',
      'lettings',
      'monthly',
      8_000,
    ],
    [
      'a holiday home by the night',
      { purpose: 'rent', salePrice: null, rents: { daily: 650, weekly: 4200 } },
      'short_term',
      'lettings',
      'daily',
      650,
    ],
    [
      'a holiday home by the week',
      { purpose: 'rent', salePrice: null, rents: { weekly: 4200, monthly: 15000 } },
      'short_term',
      'lettings',
      'weekly',
      4200,
    ],
    [
      'a commercial rent',
      { purpose: 'rent', use: 'commercial', type: 'warehouse', salePrice: null, rents: { yearly: 420_000 } },
      'commercial',
      'lettings',
      'yearly',
      420_000,
    ],
  ] as const)('%s', (_name, overrides, department, searchType, period, price) => {
    const { fields } = ok(toProperty(makeFeedListing(overrides as never), lookups));
    expect(fields).toMatchObject({
      department,
      search_type: searchType,
      pType: searchType,
      rent_period: period,
      price,
    });
  });

  it('maps every field the CMS has', () => {
    const { fields, photos, notes } = ok(
      toProperty(
        makeFeedListing({
          reference: 'R-9',
          title: { en: 'Sea view studio', ar: 'استوديو' },
          description: { en: 'One.\n\nTwo.', ar: 'واحد' },
          bedrooms: 0,
          amenities: ['SP', 'SY', 'BA', 'AC'],
          furnishing: 'furnished',
          permit: '71-2345-6789',
          serviceCharge: 18,
          geo: { latitude: 25.08, longitude: 55.14 },
          agent: { id: '1', name: 'S', email: 'SARAH.whitfield@oasiskeyproperties.ae', phone: '', licence: '' },
          developer: 'emaar',
          project: 'Marina Gate',
        }),
        lookups,
      ),
    );
    expect(fields).toEqual({
      title: 'Sea view studio',
      title_ar: 'استوديو',
      slug: 'sea-view-studio',
      description: 'One.\n\nTwo.',
      description_ar: 'واحد',
      referenceNumber: 'R-9',
      feed_reference: 'R-9',
      department: 'residential',
      search_type: 'sales',
      pType: 'sales',
      price: 2_000_000,
      rent_period: null,
      bedrooms: 0,
      bathrooms: 2,
      floor_area: 1200,
      property_type: 'apartment',
      features: ['pool', 'gym', 'balcony', 'furnished'],
      amenities: ['Shared swimming pool', 'Shared gym', 'Balcony', 'Central air conditioning'],
      completion: 'ready',
      service_charge: 18,
      furnishing: 'furnished',
      permit_number: '7123456789',
      latitude: 25.08,
      longitude: 55.14,
      project_name: 'Marina Gate',
      area: 'area-dubai-marina',
      negotiator: 'agent-sarah',
      developer: 'dev-emaar',
    });
    expect(photos).toHaveLength(1);
    expect(notes).toEqual([]);
  });

  it('finds an agent by licence number when the e-mail is not the team’s', () => {
    const agent = { id: '', name: 'Julien', email: 'julien@crm.example', phone: '', licence: '40777' };
    expect(ok(toProperty(makeFeedListing({ agent }), lookups)).fields.negotiator).toBe('agent-julien');
  });

  it('notes what it leaves out without rejecting the listing', () => {
    const mapped = ok(
      toProperty(
        makeFeedListing({
          title: { en: '', ar: '' },
          agent: { id: '', name: 'X', email: 'x@other.ae', phone: '', licence: '' },
          developer: 'Unknown Developments',
          serviceCharge: 25_000,
          bedrooms: 3,
        }),
        lookups,
      ),
    );
    expect(mapped.fields).toMatchObject({ title: '3 bedroom apartment for sale in Dubai Marina', negotiator: null });
    expect(mapped.notes).toEqual([
      "no English title: titled '3 bedroom apartment for sale in Dubai Marina'",
      'agent x@other.ae is not a team member: the office is shown',
      "developer 'Unknown Developments' is not in the CMS: left out",
      'service charge 25000 is not AED per sq ft a year: left out',
    ]);
  });

  it('gives a commercial listing no bedrooms', () => {
    const { fields } = ok(toProperty(makeFeedListing({ use: 'commercial', type: 'office', bedrooms: 3 }), lookups));
    expect(fields.bedrooms).toBeNull();
  });
});

describe('toProperty: rejections', () => {
  it.each([
    ['no reference', { reference: '' }, ['no reference number']],
    ['no price', { salePrice: null }, ['missing price']],
    ['a rent without a price', { purpose: 'rent', salePrice: null, rents: {} }, ['missing price']],
    [
      'price on application',
      { salePrice: null, priceOnApplication: true },
      ['price on application: the site shows a price for every listing'],
    ],
    [
      'a commercial rent by the night',
      { purpose: 'rent', use: 'commercial', type: 'office', salePrice: null, rents: { daily: 900 } },
      ['a commercial rent by the night or the week has no place on the site'],
    ],
    ['a bad permit', { permit: 'ABC-12' }, ["bad permit 'ABC-12': a DLD permit number has 6 to 14 digits"]],
    [
      'an unknown community',
      { location: { city: 'Dubai', community: 'Al Wasl', subCommunity: 'Al Wasl Road', building: '' } },
      ['unknown area: Dubai / Al Wasl / Al Wasl Road'],
    ],
    [
      'what the format could not read, with every other reason',
      { problems: ["bedrooms 'many' is not a number of rooms"], salePrice: null },
      ["bedrooms 'many' is not a number of rooms", 'missing price'],
    ],
  ] as const)('%s', (_name, overrides, reasons) => {
    const mapped = toProperty(makeFeedListing(overrides as never), lookups);
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.reasons).toEqual(reasons);
  });

  it('names the community an editor must map', () => {
    const location = { city: 'Dubai', community: 'Al Wasl', subCommunity: '', building: '' };
    const mapped = toProperty(makeFeedListing({ location }), lookups);
    expect(mapped).toMatchObject({ ok: false, unknownPlace: location });
  });
});

describe('toProperty: the digest', () => {
  it('is the same for the same listing, and changes with any field or photo', () => {
    const base = ok(toProperty(makeFeedListing(), lookups)).digest;
    expect(ok(toProperty(makeFeedListing(), lookups)).digest).toBe(base);
    expect(ok(toProperty(makeFeedListing({ salePrice: 1_999_000 }), lookups)).digest).not.toBe(base);
    const newPhoto = [{ url: 'https://photos.feed.test/a.jpg', updated: '2026-11-02 10:00:00' }];
    expect(ok(toProperty(makeFeedListing({ photos: newPhoto }), lookups)).digest).not.toBe(base);
  });

  it('changes when an editor maps the community to another area', () => {
    const location = { city: 'Dubai', community: 'Marina', subCommunity: '', building: '' };
    const mapped = (area: string) =>
      ok(
        toProperty(
          makeFeedListing({ location }),
          createLookups(makeLookupData({ rules: [{ city: 'Dubai', community: 'Marina', area }] })),
        ),
      ).digest;
    expect(mapped('area-dubai-marina')).not.toBe(mapped('area-jumeirah-lake-towers'));
  });
});

describe('the vocabularies the mapping writes', () => {
  it('names every feed property type in the site’s vocabulary', () => {
    for (const slug of Object.values(PF_TYPES)) expect(propertyTypeName(slug, 'en')).toBeDefined();
  });

  it('translates every amenity term into every site language, and gives only features the search knows', () => {
    const features = new Set(FEATURES.map((f) => f.slug));
    const amenities = Object.values(FEED_AMENITIES);
    const untranslated = amenities.flatMap(({ term }) =>
      LOCALES.filter(({ code }) => termIn(code, term).lang !== code).map(({ code }) => `${term} (${code})`),
    );
    expect(untranslated).toEqual([]);
    expect(amenities.filter((a) => a.feature && !features.has(a.feature))).toEqual([]);
  });
});
