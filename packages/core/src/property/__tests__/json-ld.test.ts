import { toPropertyDetails } from '../../cms/property-details';
import { propertyCrumbs, realEstateListingJsonLd } from '../json-ld';

const villa = toPropertyDetails({
  strapi_id: 12,
  slug: 'villa-in-palm',
  pType: 'sales',
  department: 'residential',
  title: 'Villa in Palm Jumeirah',
  description: 'Sea views.\n\nPrivate beach.',
  price: 9_500_000,
  bedrooms: 5,
  bathrooms: 6,
  floor_area: 7200,
  referenceNumber: 'OK-S-12',
  listed_date: '2026-10-01',
  latitude: 25.11,
  longitude: 55.13,
  area: { name: 'Palm Jumeirah', slug: 'palm-jumeirah', localized_names: { ar: 'نخلة جميرا', fr: null } },
});

describe('realEstateListingJsonLd', () => {
  it('describes the offer, the accommodation, address and geo', () => {
    const ld = realEstateListingJsonLd(villa, 'https://x.ae/property-for-sale/villa-in-palm-12/', [
      'https://x.ae/a.jpg',
    ]);
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Villa in Palm Jumeirah',
      description: 'Sea views.',
      image: ['https://x.ae/a.jpg'],
      datePosted: '2026-10-01',
      offers: { '@type': 'Offer', price: 9_500_000, priceCurrency: 'AED' },
      about: {
        '@type': 'Accommodation',
        numberOfBedrooms: 5,
        numberOfBathroomsTotal: 6,
        floorSize: { '@type': 'QuantitativeValue', value: 7200, unitCode: 'FTK' },
        address: { '@type': 'PostalAddress', addressLocality: 'Palm Jumeirah', addressCountry: 'AE' },
        geo: { '@type': 'GeoCoordinates', latitude: 25.11, longitude: 55.13 },
      },
    });
  });

  it('leaves out what a listing does not have (studio keeps 0 bedrooms)', () => {
    const studio = toPropertyDetails({
      title: 'Studio',
      price: 40_000,
      bedrooms: 0,
      pType: 'lettings',
      department: 'residential',
    });
    const ld = realEstateListingJsonLd(studio, 'https://x.ae/p/');
    expect(ld.about).toEqual({
      '@type': 'Accommodation',
      name: 'Studio',
      numberOfBedrooms: 0,
      address: { '@type': 'PostalAddress', addressLocality: '', addressRegion: 'Dubai', addressCountry: 'AE' },
    });
    expect(ld.offers.businessFunction).toMatch(/LeaseOut$/);
    expect(ld).not.toHaveProperty('image');
  });
});

describe('propertyCrumbs', () => {
  it.each([
    [
      'en',
      '/property-for-sale/villa-in-palm-12/',
      [
        ['Home', '/'],
        ['Properties for sale in Dubai', '/properties/for-sale/in-dubai/'],
        ['Properties for sale in Palm Jumeirah', '/properties/for-sale/in-palm-jumeirah/'],
      ],
    ],
    [
      'ar',
      '/uae/property-for-sale/villa-in-palm-12/',
      [
        ['الرئيسية', '/uae/'],
        [expect.not.stringContaining('نخلة'), '/uae/properties/for-sale/in-dubai/'],
        [expect.stringContaining('نخلة جميرا'), '/uae/properties/for-sale/in-palm-jumeirah/'],
      ],
    ],
    [
      // No French name in the CMS: the area's own name, as the listing page's heading has it.
      'fr',
      '/fr/property-for-sale/villa-in-palm-12/',
      [
        ['Accueil', '/fr/'],
        [expect.any(String), '/fr/properties/for-sale/in-dubai/'],
        [expect.stringContaining('Palm Jumeirah'), '/fr/properties/for-sale/in-palm-jumeirah/'],
      ],
    ],
  ] as const)('%s: home, the root, the area, the property', (locale, path, first) => {
    const crumbs = propertyCrumbs(villa, path, locale);
    expect(crumbs.map((c) => [c.name, c.path])).toEqual([...first, ['Villa in Palm Jumeirah', path]]);
  });

  it('leaves the area out when the listing has none, or its area is the default one, or no search path can spell it', () => {
    const path = '/property-for-sale/villa-in-palm-12/';
    for (const area of [null, { name: 'Dubai', slug: 'dubai' }, { name: 'Sand and Sea', slug: 'sand-and-sea' }]) {
      const crumbs = propertyCrumbs({ ...villa, areaSlug: area?.slug ?? null, areaName: area?.name ?? '' }, path, 'en');
      expect(crumbs.map((c) => c.path)).toEqual(['/', '/properties/for-sale/in-dubai/', path]);
    }
  });
});
