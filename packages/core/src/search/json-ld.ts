import type { IndexEntry } from './index-entry';
import { cardImageUrls } from './card-image';

/**
 * schema.org ItemList of a result page, for search engines: each result as a
 * RealEstateListing with its AED offer.
 * @example itemListJsonLd([], 0) // { '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 0, itemListElement: [] }
 */
export function itemListJsonLd(items: readonly IndexEntry[], total: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'RealEstateListing',
        name: item.title,
        ...(item.image ? { image: cardImageUrls(item.image).src } : {}),
        offers: { '@type': 'Offer', price: item.price, priceCurrency: 'AED' },
      },
    })),
  };
}
