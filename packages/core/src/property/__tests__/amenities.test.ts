import fc from 'fast-check';
import { AMENITY_CATEGORIES, amenityCategory, groupAmenities } from '../amenities';

describe('amenityCategory', () => {
  it.each([
    ['Community pool and park', 'community'],
    ['Pets allowed', 'pets'],
    ['Carpeted floors', 'building'],
    ['Kids play area', 'play-area'],
    ['Retail and cafés in the podium', 'retail'],
    ['Covered parking', 'parking'],
    ['Clinic in the building', 'healthcare'],
    ['Metro station nearby', 'transport'],
    ['Close to international schools', 'education'],
    ['24-hour security', 'services'],
    ['DEWA included', 'services'],
    ['Golf course views', 'views'],
    ['High-speed lifts', 'building'],
    ['Built-in wardrobes', 'in-unit'],
    ['Central air conditioning', 'in-unit'],
    ['High-speed internet', 'technology'],
    ['Private swimming pool', 'pool'],
    ['Fully equipped gym', 'gym'],
    ['Jogging and cycling tracks', 'sports'],
    ['Yoga studio', 'yoga'],
    ['Sauna and steam room', 'wellness'],
    ['Barbecue area', 'bbq'],
    ['Shaded sitting area', 'outdoor-sitting'],
    ['Walking distance to the beach', 'beach'],
    ['Landscaped private garden', 'green-spaces'],
    ['Marble finishes', 'default'],
    ['', 'default'],
  ])('%s is in %s', (amenity, category) => {
    expect(amenityCategory(amenity)).toBe(category);
  });

  it('gives the earlier category when keywords of two appear', () => {
    // 'pool' (Pool) and 'community' (Community and Family): Community comes first in the spec.
    expect(amenityCategory('Swimming pool for the community')).toBe('community');
    // 'parking' holds 'park' (Green spaces), but Parking comes first.
    expect(amenityCategory('Underground parking')).toBe('parking');
  });
});

describe('groupAmenities', () => {
  it('groups in the spec order with Default last, skipping blanks and repeats', () => {
    expect(
      groupAmenities([
        'Marble finishes',
        'Swimming pool',
        'Covered parking',
        ' ',
        'Fully equipped gym',
        'Swimming pool',
        'Kids play area',
      ]),
    ).toEqual([
      { category: 'play-area', amenities: ['Kids play area'] },
      { category: 'parking', amenities: ['Covered parking'] },
      { category: 'pool', amenities: ['Swimming pool'] },
      { category: 'gym', amenities: ['Fully equipped gym'] },
      { category: 'default', amenities: ['Marble finishes'] },
    ]);
  });

  it('keeps every amenity exactly once, groups in category order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc
            .string({ minLength: 1 })
            .map((s) => s.trim())
            .filter(Boolean),
        ),
        (list) => {
          const groups = groupAmenities(list);
          expect(groups.flatMap((g) => g.amenities).sort()).toEqual([...list].sort());
          const order = groups.map((g) => AMENITY_CATEGORIES.indexOf(g.category));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        },
      ),
    );
  });
});
