import type { RoutesManifest } from 'gatsby';
import { deferredPrefixes, foldDeferredRoutes, immutableFiles } from '../routes';

const dsg = (path: string): RoutesManifest[number] => ({
  path,
  type: 'function',
  functionId: 'ssr-engine',
  cache: true,
});
const page = (path: string): RoutesManifest[number] => ({
  path,
  type: 'static',
  filePath: `public${path}index.html`,
  headers: [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }],
});

describe('deferredPrefixes', () => {
  it('names every property segment in each deferred language', () => {
    const prefixes = deferredPrefixes(['ar', 'fr']);
    expect(prefixes).toContain('/uae/property-for-sale/');
    expect(prefixes).toContain('/fr/commercial-auction-property-for-sale/');
    expect(prefixes).not.toContain('/property-for-sale/');
    expect(prefixes).toHaveLength(20);
  });
});

describe('foldDeferredRoutes', () => {
  const prefixes = deferredPrefixes(['ar', 'fr', 'ru', 'pl']);
  const routes: RoutesManifest = [
    page('/property-for-sale/flat-1/'),
    dsg('/uae/property-for-sale/flat-1/'),
    dsg('/page-data/uae/property-for-sale/flat-1/page-data.json'),
    dsg('/uae/property-for-sale/villa-2/'),
    dsg('/page-data/uae/property-for-sale/villa-2/page-data.json'),
    dsg('/fr/property-for-rent/studio-3/'),
    dsg('/uae/some-deferred-page/'),
    { path: '/api/forms', type: 'function', functionId: 'forms' },
  ];
  const folded = foldDeferredRoutes(routes, prefixes);

  it('answers every deferred page of a prefix with one rule, its page-data with another', () => {
    expect(folded.map((r) => r.path)).toEqual([
      '/property-for-sale/flat-1/',
      '/uae/some-deferred-page/',
      '/api/forms',
      '/uae/property-for-sale/*',
      '/page-data/uae/property-for-sale/*',
      '/fr/property-for-rent/*',
    ]);
    expect(folded.at(-1)).toMatchObject({ type: 'function', functionId: 'ssr-engine', cache: true });
  });

  it('is the same size whatever the number of deferred pages', () => {
    const many = Array.from({ length: 2000 }, (_, i) => dsg(`/uae/property-for-sale/flat-${i}/`));
    expect(foldDeferredRoutes(many, prefixes)).toHaveLength(1);
  });
});

describe('immutableFiles', () => {
  it('lists the static files Gatsby caches for a year', () => {
    const bundle: RoutesManifest[number] = {
      path: '/app-0123456789abcdef0123.js',
      type: 'static',
      filePath: 'public/app-0123456789abcdef0123.js',
      headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }],
    };
    expect(immutableFiles([page('/contact/'), bundle])).toEqual(['/app-0123456789abcdef0123.js']);
  });
});
