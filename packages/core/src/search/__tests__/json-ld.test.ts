import { itemListJsonLd } from '../json-ld';
import { makeEntry } from '../../testing/search-factories';

describe('itemListJsonLd', () => {
  it('lists each result with its position, name and AED offer', () => {
    const data = itemListJsonLd([makeEntry({ title: 'Sea-view flat', price: 1_500_000, image: null })], 31);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 31,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'RealEstateListing',
            name: 'Sea-view flat',
            offers: { '@type': 'Offer', price: 1_500_000, priceCurrency: 'AED' },
          },
        },
      ],
    });
  });
});
