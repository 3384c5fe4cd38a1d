import { toPropertyDetails } from '../property-details';

describe('toPropertyDetails', () => {
  it('keeps a listing without images, agent or coordinates valid', () => {
    const details = toPropertyDetails({ title: 'Studio in JVC', description: 'Bright.\n\nNear the park.', price: 550_000 });
    expect(details).toMatchObject({ title: 'Studio in JVC', paragraphs: ['Bright.', 'Near the park.'], images: [], agent: null, coordinates: null, amenities: [] });
  });

  it('reads the agent, amenities and coordinates', () => {
    const details = toPropertyDetails({
      title: 'Villa',
      latitude: 25.11,
      longitude: 55.13,
      amenities: { strapi_json_value: ['Private pool', null] },
      negotiator: { firstname: 'Priya', lastname: 'Nair', phone: '504567890', whatsapp: '971504567890', languages: { strapi_json_value: ['English', 'Hindi'] } },
    });
    expect(details.coordinates).toEqual([25.11, 55.13]);
    expect(details.amenities).toEqual(['Private pool']);
    expect(details.agent).toMatchObject({ name: 'Priya Nair', phone: '504567890', languages: ['English', 'Hindi'], photo: null });
  });
});
