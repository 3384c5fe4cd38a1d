import { toAreasFile } from '../areas-file';

describe('toAreasFile', () => {
  it('keeps Dubai areas with their translated names, and developers, sorted by name', () => {
    const file = toAreasFile(
      [
        {
          name: 'Palm Jumeirah',
          slug: 'palm-jumeirah',
          city: 'Dubai',
          localized_names: { ar: 'نخلة جميرا', fr: null },
        },
        { name: 'London', slug: 'london', city: 'London', localized_names: null },
        { name: 'Dubai Marina', slug: 'dubai-marina', city: 'Dubai', localized_names: {} },
        { name: null, slug: 'broken', city: 'Dubai' },
      ],
      [
        { name: 'Sobha', slug: 'sobha' },
        { name: 'Emaar', slug: 'emaar' },
        { name: 'No slug', slug: null },
      ],
    );
    expect(file).toEqual({
      areas: [
        { name: 'Dubai Marina', slug: 'dubai-marina' },
        { name: 'Palm Jumeirah', slug: 'palm-jumeirah', names: { ar: 'نخلة جميرا' } },
      ],
      developers: [
        { name: 'Emaar', slug: 'emaar' },
        { name: 'Sobha', slug: 'sobha' },
      ],
    });
  });

  it('suggests areas in every emirate, not abroad, and offers a developer’s community among the developers', () => {
    const file = toAreasFile(
      [
        { name: 'Yas Island', slug: 'yas-island', city: 'Abu Dhabi' },
        { name: 'Aljada', slug: 'aljada', city: 'Sharjah' },
        { name: 'Al Marjan Island', slug: 'al-marjan-island', city: 'Ras Al Khaimah' },
        { name: 'Emaar South', slug: 'emaar-south', city: 'Dubai', isDeveloper: true },
        { name: 'Limassol', slug: 'limassol', city: 'Limassol' },
      ],
      [{ name: 'Sobha', slug: 'sobha' }],
    );
    expect(file.areas.map((a) => a.slug)).toEqual(['al-marjan-island', 'aljada', 'yas-island']);
    expect(file.developers.map((d) => d.slug)).toEqual(['emaar-south', 'sobha']);
  });
});
