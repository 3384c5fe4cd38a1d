import { completionOf, propertyFields } from '../property-fields';
import { toIndexEntry, type RawIndexProperty } from '../property';
import { toPropertyDetails } from '../property-details';

describe('completionOf', () => {
  it.each([
    ['ready', 'ready'],
    ['off_plan', 'off_plan'],
    ['Ready', null],
    ['under_construction', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%p is %p', (value, expected) => {
    expect(completionOf(value)).toBe(expected);
  });
});

describe('propertyFields', () => {
  it('reads an empty node as a listing with nothing known', () => {
    expect(propertyFields({})).toEqual({
      id: null,
      path: null,
      title: '',
      project: null,
      price: 0,
      rentPeriod: null,
      bedrooms: null,
      bathrooms: null,
      floor: null,
      type: '',
      permit: '',
      completion: null,
      completionDate: null,
      auction: null,
      serviceCharge: null,
      areaName: '',
      areaNames: {},
    });
  });

  it('reads an auction only on an auction department', () => {
    const dated = { auction_starts_at: '2030-01-01T06:00:00.000Z', auction_status: 'upcoming', auction_deposit: 5000 };
    expect(propertyFields({ ...dated, department: 'auction_residential' }).auction).toMatchObject({ deposit: 5000 });
    expect(propertyFields({ ...dated, department: 'residential' }).auction).toBeNull();
  });
});

// The card and the page read a node the same way: the same fields, under the same names.
describe('a card and a property page of one node', () => {
  const node = {
    strapi_id: 512,
    listing_number: 9,
    slug: 'villa',
    pType: 'sales',
    department: 'residential',
    title: 'Villa',
    project_name: '  Palm Villas ',
    price: 4_000_000,
    rent_period: null,
    bedrooms: 4,
    bathrooms: 5,
    floor_area: 4200,
    property_type: 'villa',
    completion: 'off_plan',
    completion_date: '2027-06-30',
    permit_number: '7123456789',
    listed_date: '2026-01-02',
    service_charge: 12,
    area: { slug: 'palm-jumeirah', name: 'Palm Jumeirah', localized_names: { ar: 'نخلة جميرا' } },
  };
  const links = { developer: null, negotiator: null, features: null, facts: null, images: null };

  it('agree on every field they share', () => {
    const card = toIndexEntry({ ...node, ...links } satisfies RawIndexProperty);
    const page = toPropertyDetails(node);
    const shared = [
      'id',
      'path',
      'title',
      'project',
      'price',
      'floor',
      'completion',
      'completionDate',
      'permit',
    ] as const;
    for (const key of shared) expect({ [key]: card[key] }).toEqual({ [key]: page[key] });
    expect(card).toMatchObject({ id: 9, floor: 4200, completion: 'off_plan', project: 'Palm Villas' });
  });
});
