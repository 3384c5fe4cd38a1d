import { toIndexEntry } from '../../cms/property';
import { alertListingOf, type CmsPropertyRow } from '../listing';

const row: CmsPropertyRow = {
  id: 140,
  slug: '2-bedroom-apartment-for-sale-in-dubai-marina',
  title: '2 Bedroom Apartment for sale in Dubai Marina',
  price: 2_565_000,
  rent_period: null,
  bedrooms: 2,
  bathrooms: 3,
  floor_area: 1196,
  property_type: 'apartment',
  department: 'residential',
  pType: 'sales',
  completion: 'ready',
  completion_date: null,
  permit_number: '7117',
  listed_date: '2026-10-02',
  latitude: 25.08,
  longitude: 55.14,
  service_charge: 18,
  area: { slug: 'dubai-marina', name: 'Dubai Marina', localized_names: { ar: 'دبي مارينا' } },
  developer: { slug: 'emaar' },
  negotiator: { negotiator_id: 'N1042' },
  features: ['pool', null, 'sea-view'],
  facts: ['elite'],
  createdAt: '2026-11-20T08:00:00.000Z',
  price_reduced_at: '2026-11-26T09:30:00.000Z',
  previous_price: 2_615_000,
};

describe('alertListingOf', () => {
  it('gives a CMS row the card the build gives its Gatsby node, so alerts match as the site searches', () => {
    const { card } = alertListingOf(row);
    expect(card).toEqual(
      toIndexEntry({
        ...row,
        strapi_id: 140,
        area: row.area!,
        developer: row.developer!,
        negotiator: row.negotiator!,
        features: { strapi_json_value: row.features! },
        facts: { strapi_json_value: row.facts! },
        images: null,
      }),
    );
    expect(card).toMatchObject({ id: 140, area: 'dubai-marina', features: ['pool', 'sea-view'], price: 2_565_000 });
    expect(card.path).toBe('/property-for-sale/2-bedroom-apartment-for-sale-in-dubai-marina-140/');
  });

  it('links a listing by its listing number, not its row id, which a restore may change', () => {
    const { card } = alertListingOf({ ...row, id: 512, listing_number: 140 });
    expect(card.id).toBe(140);
    expect(card.path).toBe('/property-for-sale/2-bedroom-apartment-for-sale-in-dubai-marina-140/');
  });

  it('takes when it was listed and when and from what its price dropped', () => {
    expect(alertListingOf(row)).toMatchObject({
      pType: 'sales',
      listedAt: Date.parse('2026-11-20T08:00:00.000Z'),
      reducedAt: Date.parse('2026-11-26T09:30:00.000Z'),
      previousPrice: 2_615_000,
    });
    const never = alertListingOf({ ...row, price_reduced_at: null, previous_price: null, area: null });
    expect(never).toMatchObject({ reducedAt: null, previousPrice: null });
    expect(never.card.area).toBe('');
  });
});
