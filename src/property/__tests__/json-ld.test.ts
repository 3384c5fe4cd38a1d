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
  area: { name: 'Palm Jumeirah' },
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
        [expect.stringMatching(/for sale in Dubai/i), '/properties/for-sale/in-dubai/'],
      ],
    ],
    [
      'ar',
      '/uae/property-for-sale/villa-in-palm-12/',
      [
        ['الرئيسية', '/uae/'],
        [expect.any(String), '/uae/properties/for-sale/in-dubai/'],
      ],
    ],
  ] as const)('%s: home, the root, the property', (locale, path, first) => {
    const crumbs = propertyCrumbs(villa, path, locale);
    expect(crumbs.map((c) => [c.name, c.path])).toEqual([...first, ['Villa in Palm Jumeirah', path]]);
  });
});
