import { organisationJsonLd, postalAddress } from '../organisation';

const SITE = 'https://www.example.ae';
const base = { siteUrl: SITE, name: 'Oasis Key Properties' };

describe('organisationJsonLd', () => {
  it('describes the agency as a RealEstateAgent with phone, address and links', () => {
    const ld = organisationJsonLd({
      ...base,
      phone: '971 4 321 0000',
      email: 'info@example.ae',
      address: 'Office 1204, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
      sameAs: ['https://www.facebook.com/x', '/uae-property-podcast/'],
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Oasis Key Properties',
      url: `${SITE}/`,
      telephone: '+97143210000',
      email: 'info@example.ae',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 1204, Marina Plaza, Dubai Marina',
        addressLocality: 'Dubai',
        addressCountry: 'AE',
      },
      sameAs: ['https://www.facebook.com/x'],
    });
  });

  it('has the spec opening hours: Monday to Thursday 09:00-18:00 and Friday 09:00-14:00', () => {
    expect(organisationJsonLd(base).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
  });

  it('rates the agency from the reviews aggregate', () => {
    expect(organisationJsonLd({ ...base, reviews: { count: 12, average: 4.6 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it.each([[null], [undefined], [{ count: 0, average: 0 }]])('has no rating without reviews (%j)', (reviews) => {
    const ld = organisationJsonLd({ ...base, reviews });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('leaves out what the CMS does not give', () => {
    const ld = organisationJsonLd({ ...base, phone: '', address: ' ' });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('address');
    expect(ld).not.toHaveProperty('sameAs');
  });
});

describe('postalAddress', () => {
  it.each([
    ['Marina Plaza, Dubai, UAE', { streetAddress: 'Marina Plaza', addressLocality: 'Dubai', addressCountry: 'AE' }],
    [
      '1 High St, London, United Kingdom',
      { streetAddress: '1 High St', addressLocality: 'London', addressCountry: 'United Kingdom' },
    ],
    ['Marina Plaza', { streetAddress: 'Marina Plaza' }],
  ])('%j', (line, expected) => {
    expect(postalAddress(line)).toEqual({ '@type': 'PostalAddress', ...expected });
  });
});
