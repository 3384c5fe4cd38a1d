/** The reviews aggregate (count and average to one decimal) the organisation's rating comes from. */
export type ReviewsAggregate = { count: number; average: number };

export type OrganisationInput = {
  siteUrl: string;
  name: string;
  /** One-line postal address, comma separated, as the CMS keeps it. */
  address?: string | null;
  /** Digits of the main phone number, with country code (971...). */
  phone?: string | null;
  email?: string | null;
  /** Absolute or site-relative logo/photo URL. */
  image?: string | null;
  /** Profile URLs (Facebook, Instagram ...); site-relative ones are left out. */
  sameAs?: readonly string[];
  reviews?: ReviewsAggregate | null;
};

/** The spec's opening hours for structured data: Mon-Thu 09:00-18:00, Fri 09:00-14:00. */
export const OPENING_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' },
  { days: ['Friday'], opens: '09:00', closes: '14:00' },
] as const;

/**
 * schema.org PostalAddress from a one-line address: the last part is the country, the one
 * before it the city, the rest the street.
 * @example postalAddress('Office 1, Marina Plaza, Dubai, United Arab Emirates')
 *   // { streetAddress: 'Office 1, Marina Plaza', addressLocality: 'Dubai', addressCountry: 'AE' }
 */
export function postalAddress(line: string) {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? (parts.pop() ?? '') : '';
  const locality = parts.length > 1 ? (parts.pop() ?? '') : '';
  const isUae = /^(united arab emirates|uae|ae)$/i.test(country);
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    ...(country ? { addressCountry: isUae ? 'AE' : country } : {}),
  };
}

/**
 * JSON-LD RealEstateAgent of the agency: name, address, phone, the spec's opening hours and,
 * when there are reviews, their AggregateRating (ratings from 1 to 5).
 */
export function organisationJsonLd(input: OrganisationInput) {
  const digits = (input.phone ?? '').replace(/\D/g, '');
  const sameAs = (input.sameAs ?? []).filter((url) => /^https?:\/\//.test(url));
  const image = input.image
    ? /^https?:\/\//.test(input.image)
      ? input.image
      : `${input.siteUrl}${input.image}`
    : null;
  const reviews = input.reviews && input.reviews.count > 0 ? input.reviews : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${input.siteUrl}/#organization`,
    name: input.name,
    url: `${input.siteUrl}/`,
    ...(image ? { image, logo: image } : {}),
    ...(digits ? { telephone: `+${digits}` } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.address?.trim() ? { address: postalAddress(input.address) } : {}),
    openingHoursSpecification: OPENING_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    ...(sameAs.length ? { sameAs } : {}),
    ...(reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
