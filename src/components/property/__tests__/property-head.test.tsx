import React from 'react';
import { render } from '@testing-library/react';
import { PropertyHead } from '../property-head';
import { toPropertyDetails } from '@brokerage/core/cms/property-details';
import { inLanguage } from '@brokerage/core/property/headline';
import { propertyCrumbs } from '@brokerage/core/property/json-ld';

const media = (src: string) => ({
  alternativeText: 'Living room',
  localFile: { childImageSharp: { gatsbyImageData: { width: 4, height: 3, images: { fallback: { src } } } } },
});
const cms = toPropertyDetails({
  listing_number: 9,
  slug: 'villa',
  pType: 'sales',
  department: 'residential',
  title: 'Villa on the Palm',
  description: 'A bright villa.\n\nCall us.',
  price: 4_000_000,
  area: { name: 'Palm Jumeirah', slug: 'palm-jumeirah' },
  images: [media('/static/a.jpg'), media('https://cdn.example.test/b.jpg')],
});
const path = '/property-for-sale/villa-9/';

/** The JSON-LD blocks a head renders, parsed. */
function jsonLd(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
}

describe('PropertyHead', () => {
  it('gives the listing its site URLs, photos made absolute, and its trail', () => {
    const { container } = render(
      <PropertyHead
        property={cms}
        locale="en"
        siteUrl="https://example.test"
        path={path}
        canonicalPath={path}
        breadcrumbs={propertyCrumbs(cms, path, 'en')}
      />,
    );
    const [listing, trail] = jsonLd(container);
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      url: `https://example.test${path}`,
      image: ['https://example.test/static/a.jpg', 'https://cdn.example.test/b.jpg'],
      description: 'A bright villa.',
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('describes a listing in another language by its summary, without a trail when there is none', () => {
    const fr = inLanguage(cms, 'fr');
    const { container } = render(
      <PropertyHead
        property={fr}
        locale="fr"
        siteUrl="https://example.test"
        path={`/fr${path}`}
        canonicalPath={`/fr${path}`}
        breadcrumbs={[]}
      />,
    );
    const blocks = jsonLd(container);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.description).not.toBe('A bright villa.');
    expect(blocks[0]!.description).toMatch(/Palm Jumeirah/);
  });
});
