import { legacyRedirects } from '../legacy-redirects';

describe('legacyRedirects', () => {
  const redirects = legacyRedirects();

  it('sends each root’s n-and-more-bedrooms spelling to the canonical search, in every language', () => {
    const to = (from: string) => redirects.find((r) => r.fromPath === from)?.toPath;
    expect(to('/properties/for-sale/2-and-more-bedrooms/')).toBe('/properties/for-sale/in-dubai/from-2-bedrooms/');
    expect(to('/uae/properties/for-rent/in-dubai/10-and-more-bedrooms/')).toBe(
      '/uae/properties/for-rent/in-dubai/from-10-bedrooms/',
    );
    expect(to('/international-properties/for-sale/3-and-more-bedrooms/')).toBe(
      '/international-properties/for-sale/from-3-bedrooms/',
    );
  });

  it('lists no root without bedrooms, and no path twice', () => {
    expect(redirects.some((r) => r.fromPath.includes('commercial'))).toBe(false);
    expect(new Set(redirects.map((r) => r.fromPath)).size).toBe(redirects.length);
    expect(redirects).toHaveLength(6 * 5 * 10 + 5 * 5 * 10);
  });
});
