import { toBrandContact, toPropertyDetails } from '../property-details';

describe('toPropertyDetails', () => {
  it('keeps a listing without images, agent or coordinates valid', () => {
    const details = toPropertyDetails({
      title: 'Studio in JVC',
      description: 'Bright.\n\nNear the park.',
      price: 550_000,
    });
    expect(details).toMatchObject({
      title: 'Studio in JVC',
      paragraphs: ['Bright.', 'Near the park.'],
      images: [],
      agent: null,
      coordinates: null,
      amenities: [],
    });
  });

  it('reads the agent, amenities and coordinates', () => {
    const details = toPropertyDetails({
      title: 'Villa',
      latitude: 25.11,
      longitude: 55.13,
      amenities: { strapi_json_value: ['Private pool', null] },
      negotiator: {
        firstname: 'Priya',
        lastname: 'Nair',
        phone: '504567890',
        whatsapp: '971504567890',
        languages: { strapi_json_value: ['English', 'Hindi'] },
      },
    });
    expect(details.coordinates).toEqual([25.11, 55.13]);
    expect(details.amenities).toEqual(['Private pool']);
    expect(details.agent).toMatchObject({
      name: 'Priya Nair',
      phone: '504567890',
      languages: ['English', 'Hindi'],
      photo: null,
    });
  });
});

describe('toPropertyDetails: listing number', () => {
  it('puts the listing number in the path, not the Strapi id a restore may change', () => {
    expect(
      toPropertyDetails({
        strapi_id: 512,
        listing_number: 9,
        slug: 'villa',
        pType: 'sales',
        department: 'residential',
      }),
    ).toMatchObject({ id: 9, path: '/property-for-sale/villa-9/' });
  });
});

describe('toPropertyDetails: kind and path', () => {
  it.each([
    ['sales', 'residential', true, '/property-for-sale/villa-9/'],
    ['lettings', 'short_term', false, '/short-term-property-for-rent/villa-9/'],
    ['offplan', 'new_development_projects', true, '/off-plan-project-for-sale/villa-9/'],
    ['sales', 'short_term', true, null],
  ])('%s %s: for sale %p at %p', (pType, department, forSale, path) => {
    expect(toPropertyDetails({ strapi_id: 9, slug: 'villa', pType, department })).toMatchObject({
      id: 9,
      forSale,
      path,
      department,
    });
  });
});

describe('toBrandContact', () => {
  it.each([
    [null, null],
    [{ name: 'Holiday Homes' }, null],
    [{ name: ' ', phone: '97143210099' }, null],
    [
      { name: 'Holiday Homes', phone: '97143210099' },
      { name: 'Holiday Homes', phone: '97143210099', email: '', whatsapp: '', logo: null },
    ],
  ])('%o gives %o', (raw, contact) => {
    expect(toBrandContact(raw)).toEqual(contact);
  });
});
