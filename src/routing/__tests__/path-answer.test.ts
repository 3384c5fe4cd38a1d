import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_ROUTES } from '../client-routes';
import { EDGE_PATHS, EDGE_PATTERN, pathAnswer } from '../path-answer';

describe('pathAnswer', () => {
  it.each([
    ['/properties/for-sale/2-and-more-bedrooms/', '/properties/for-sale/in-dubai/from-2-bedrooms/'],
    ['/uae/properties/for-rent/in-dubai/3-and-more-bedrooms/', '/uae/properties/for-rent/in-dubai/from-3-bedrooms/'],
    ['/fr/properties/for-sale/in-jvc-and-dubai-marina/', '/fr/properties/for-sale/in-jvc-and-dubai-marina/'],
  ])('moves %s for good to its canonical spelling', (path, location) => {
    const answer = pathAnswer(path);
    if (location === path) expect(answer).toBeNull();
    else expect(answer).toEqual({ status: 301, location });
  });

  it.each([
    '/properties/for-sale/in-dubai/garbage/',
    '/fr/properties/for-rent/nonsense-here/',
    '/uae/properties/for-sale/in-dubai/11-bedroom/',
    '/properties/for-sale/in-dubai/page-0/',
  ])('does not find %s, which the URL grammar refuses', (path) => {
    expect(pathAnswer(path)).toEqual({ status: 404 });
  });

  it.each(['/properties/for-sale/in-dubai/from-2-bedrooms/', '/contact/', '/no-such-page/', '/property-for-sale/x-1/'])(
    'lets %s through',
    (path) => {
      expect(pathAnswer(path)).toBeNull();
    },
  );

  it('runs on every listing root in every language, and nowhere else', () => {
    expect(EDGE_PATHS).toContain('/properties/for-sale/*');
    expect(EDGE_PATHS).toContain('/uae/commercial-auction-properties/for-sale/*');
    expect(EDGE_PATHS).toHaveLength(50);
    const pattern = new RegExp(EDGE_PATTERN);
    for (const route of CLIENT_ROUTES) {
      expect(pattern.test(route.prefix)).toBe(true);
      expect(pattern.test(`${route.prefix}in-dubai/studio/`)).toBe(true);
    }
    for (const other of ['/', '/contact/', '/property-for-sale/x-1/', '/page-data/properties/for-sale/page-data.json'])
      expect(pattern.test(other)).toBe(false);
  });

  it('is the pattern netlify.toml declares for the edge function', () => {
    const toml = readFileSync(path.resolve('netlify.toml'), 'utf8');
    expect(toml).toContain(`[[edge_functions]]\n  function = "path-answers"\n  pattern = '${EDGE_PATTERN}'`);
  });
});
