import { CLIENT_ROUTES, clientRouteOf, clientRouteRewrite } from '../client-routes';

describe('client routes', () => {
  it('has one route per listing root and language, its shell at the root path', () => {
    expect(CLIENT_ROUTES).toHaveLength(50);
    expect(clientRouteOf('/uae/properties/for-rent/in-jvc/studio/')).toMatchObject({
      root: 'rent',
      locale: 'ar',
      shell: '/uae/properties/for-rent/',
    });
    expect(clientRouteOf('/international-properties/for-sale/2-bedroom/')?.shell).toBe(
      '/international-properties/for-sale/',
    );
    expect(clientRouteOf('/property-for-sale/flat-1/')).toBeNull();
  });

  const built = new Set([
    '/properties/for-sale/in-dubai/',
    '/page-data/fr/properties/for-sale/in-dubai/page-data.json',
  ]);
  const exists = (path: string) => built.has(path);

  it.each([
    ['/properties/for-sale/in-dubai/2-bedroom/', '/properties/for-sale/'],
    ['/properties/for-sale/in-jvc-and-dubai-marina/', '/properties/for-sale/'],
    ['/fr/properties/for-sale/in-dubai/studio/', '/fr/properties/for-sale/'],
    [
      '/page-data/fr/properties/for-sale/in-dubai/studio/page-data.json',
      '/page-data/fr/properties/for-sale/page-data.json',
    ],
    [
      '/page-data/uae/off-plan-projects/for-sale/in-dubai/page-data.json',
      '/page-data/uae/off-plan-projects/for-sale/page-data.json',
    ],
  ])('rewrites the deep search %s to %s', (path, target) => {
    expect(clientRouteRewrite(path, exists)).toBe(target);
  });

  it.each([
    '/properties/for-sale/in-dubai/',
    '/page-data/fr/properties/for-sale/in-dubai/page-data.json',
    '/properties/for-sale/',
    '/page-data/properties/for-sale/page-data.json',
    '/contact/',
    '/page-data/contact/page-data.json',
    '/page-data/app-data.json',
  ])('leaves %s alone (a built file, a shell, or no listing root)', (path) => {
    expect(clientRouteRewrite(path, exists)).toBeNull();
  });
});
