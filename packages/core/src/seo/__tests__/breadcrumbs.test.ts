import { breadcrumbJsonLd, breadcrumbTrail } from '../breadcrumbs';

const SITE = 'https://www.example.ae';
const labels = { '/': 'Home', '/media/': 'Media', '/media/uae-property-blog/': 'Blog' };

describe('breadcrumbTrail', () => {
  it.each([
    [
      '/media/uae-property-blog/',
      [
        ['Home', '/'],
        ['Media', '/media/'],
        ['Blog', '/media/uae-property-blog/'],
      ],
    ],
    [
      '/uae/media/uae-property-blog/',
      [
        ['Home', '/uae/'],
        ['Media', '/uae/media/'],
        ['Blog', '/uae/media/uae-property-blog/'],
      ],
    ],
    [
      '/media/',
      [
        ['Home', '/'],
        ['Media', '/media/'],
      ],
    ],
    ['/', [['Home', '/']]],
  ])('%s', (path, expected) => {
    expect(breadcrumbTrail(path, labels)).toEqual(expected.map(([name, p]) => ({ name, path: p })));
  });

  it('skips folders that are no page', () => {
    const trail = breadcrumbTrail('/fr/properties/for-sale/in-dubai/', {
      '/': 'Accueil',
      '/properties/for-sale/in-dubai/': 'À vendre',
    });
    expect(trail).toEqual([
      { name: 'Accueil', path: '/fr/' },
      { name: 'À vendre', path: '/fr/properties/for-sale/in-dubai/' },
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs with absolute URLs', () => {
    expect(breadcrumbJsonLd(SITE, breadcrumbTrail('/media/', labels))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Media', item: `${SITE}/media/` },
      ],
    });
  });

  it('gives nothing for a single crumb', () => {
    expect(breadcrumbJsonLd(SITE, [{ name: 'Home', path: '/' }])).toBeNull();
  });
});
