import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_ROUTES } from '../client-routes';
import {
  EDGE_EXCLUDED_PATTERN,
  EDGE_PATTERN,
  pathAnswer,
  redirectCacheControl,
  redirectLocation,
} from '../path-answer';
import { compileRouteTable, routeLookup } from '../route-table';

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

  describe("with the build's route table", () => {
    const { table } = compileRouteTable({
      listings: [
        {
          number: 7,
          path: '/property-for-sale/2-bed-flat-7/',
          former: [{ path: '/property-for-sale/flat-7/', until: '2026-11-26T10:00:00.000Z' }],
          gone: false,
        },
        { number: 8, path: '/property-for-rent/studio-8/', former: [], gone: true },
      ],
      redirects: [
        {
          name: 'Redirect 1',
          from: '/properties/for-sale/in-old-town/',
          to: '/properties/for-sale/in-dubai/',
          permanent: true,
        },
        { name: 'Redirect 2', from: '/summer/', to: '/offers/', permanent: false },
      ],
    });
    const routes = routeLookup(table);

    it.each([
      ['/uae/property-for-sale/flat-7/', { status: 301, location: '/uae/property-for-sale/2-bed-flat-7/' }],
      ['/fr/property-for-rent/studio-8/', { status: 410 }],
      ['/summer/', { status: 302, location: '/offers/' }],
      // An editor's redirect comes before the URL grammar, which would not find this area.
      ['/properties/for-sale/in-old-town/', { status: 301, location: '/properties/for-sale/in-dubai/' }],
      [
        '/properties/for-sale/2-and-more-bedrooms/',
        { status: 301, location: '/properties/for-sale/in-dubai/from-2-bedrooms/' },
      ],
      ['/properties/for-sale/in-dubai/garbage/', { status: 404 }],
      ['/property-for-sale/2-bed-flat-7/', null],
    ])('answers %s with %j', (path, answer) => {
      expect(pathAnswer(path, routes)).toEqual(answer);
    });
  });

  it.each([
    ['/offers/', '', '/offers/'],
    ['/offers/', '?utm_source=mail', '/offers/?utm_source=mail'],
    ['/offers/?ref=print', '?utm_source=mail', '/offers/?ref=print&utm_source=mail'],
    ['/offers/#top', '?a=1', '/offers/?a=1#top'],
    ['https://example.com/x?y=1#z', '?a=1', 'https://example.com/x?y=1&a=1#z'],
  ])('sends %s with the query %j to %s', (location, search, expected) => {
    expect(redirectLocation(location, search)).toBe(expected);
  });

  it('lets browsers keep a permanent redirect an hour, and ask again for a temporary one', () => {
    expect(redirectCacheControl(301)).toBe('public, max-age=3600');
    expect(redirectCacheControl(302)).toBe('no-cache');
  });

  it('runs on every page path (a redirect may start at any page), never on a file or a Function', () => {
    const runs = (p: string) => new RegExp(EDGE_PATTERN).test(p) && !new RegExp(EDGE_EXCLUDED_PATTERN).test(p);
    for (const route of CLIENT_ROUTES) {
      expect(runs(route.prefix)).toBe(true);
      expect(runs(`${route.prefix}in-dubai/studio/`)).toBe(true);
    }
    for (const page of ['/', '/contact/', '/property-for-sale/x-1/', '/uae/property-for-rent/y-2/', '/spring-offers'])
      expect(runs(page)).toBe(true);
    for (const other of [
      '/page-data/properties/for-sale/page-data.json',
      '/app-4f2a.js',
      '/search/shards/0bb32df63883e213.json',
      '/api/forms',
      '/api/alerts',
      '/.netlify/functions/forms',
    ])
      expect(runs(other)).toBe(false);
  });

  it('is the pattern netlify.toml declares for the edge function', () => {
    const toml = readFileSync(path.resolve('netlify.toml'), 'utf8');
    expect(toml).toContain(
      `[[edge_functions]]\n  function = "path-answers"\n  pattern = '${EDGE_PATTERN}'\n  excludedPattern = '${EDGE_EXCLUDED_PATTERN}'`,
    );
  });
});
