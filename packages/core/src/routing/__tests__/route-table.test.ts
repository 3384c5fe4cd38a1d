import { LOCALES, localizePath } from '../../i18n/locales';
import { LISTING_ROOTS } from '../../search/roots';
import { listingPath } from '../listing-addresses';
import type { RedirectEntry } from '../redirects';
import { compileRouteTable, lookupKey, routeLookup, type ListingAddress } from '../route-table';

const AT = '2026-11-26T10:00:00.000Z';

/** A listing's addresses: `former` as the CMS stores them. */
const makeListing = (overrides: Partial<ListingAddress> & { number: number }): ListingAddress => ({
  path: `/property-for-sale/flat-${overrides.number}/`,
  former: [],
  gone: false,
  ...overrides,
});
const redirect = (name: string, from: string, to: string, permanent = true): RedirectEntry => ({
  name,
  from,
  to,
  permanent,
});

describe('lookupKey', () => {
  it.each([
    ['/property-for-sale/flat-7/', '/property-for-sale/flat-7/'],
    ['/Property-For-Sale/Flat-7', '/property-for-sale/flat-7/'],
    ['/uae', '/uae/'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('%s -> %s', (path, key) => {
    expect(lookupKey(path)).toBe(key);
  });
});

describe('a slug edit', () => {
  const renamed = makeListing({
    number: 7,
    path: '/property-for-sale/2-bed-flat-in-jvc-7/',
    former: [{ path: '/property-for-sale/flat-in-jvc-7/', until: AT }],
  });
  const { table, problems } = compileRouteTable({ listings: [renamed, makeListing({ number: 8 })], redirects: [] });
  const lookup = routeLookup(table);

  it('moves the old address for good to the current one, in every language', () => {
    expect(problems).toEqual([]);
    for (const locale of LOCALES) {
      expect(lookup(localizePath('/property-for-sale/flat-in-jvc-7/', locale))).toEqual({
        status: 301,
        location: localizePath('/property-for-sale/2-bed-flat-in-jvc-7/', locale),
      });
    }
  });

  it('answers an old address typed without its closing slash or in capitals', () => {
    expect(lookup('/fr/Property-For-Sale/Flat-In-JVC-7')).toEqual({
      status: 301,
      location: '/fr/property-for-sale/2-bed-flat-in-jvc-7/',
    });
  });

  it('lets the current addresses and every other path through', () => {
    for (const path of ['/property-for-sale/2-bed-flat-in-jvc-7/', '/uae/property-for-sale/flat-8/', '/contact/', '/'])
      expect(lookup(path)).toBeNull();
  });

  it('holds only what changed: the listings that kept their address cost nothing', () => {
    expect(table).toEqual({
      version: 1,
      moved: { '/property-for-sale/flat-in-jvc-7/': '/property-for-sale/2-bed-flat-in-jvc-7/' },
      gone: [],
      redirects: {},
    });
  });
});

describe('a listing moved between roots', () => {
  it.each(LISTING_ROOTS.map((root) => [root.key, root.pType, root.department] as const))(
    'a sale moved to %s leaves its old addresses redirected',
    (_key, pType, department) => {
      const path = listingPath({ pType, department, slug: 'villa-in-palm', listing_number: 21 })!;
      const old = '/property-for-sale/villa-in-palm-21/';
      const { table } = compileRouteTable({
        listings: [makeListing({ number: 21, path, former: [{ path: old, until: AT }] })],
        redirects: [],
      });
      const answer = routeLookup(table)(`/ru${old}`);
      if (path === old) expect(answer).toBeNull();
      else expect(answer).toEqual({ status: 301, location: `/ru${path}` });
    },
  );

  it('a listing moved twice goes from either old address to the current one in one hop', () => {
    const { table } = compileRouteTable({
      listings: [
        makeListing({
          number: 3,
          path: '/property-for-rent/flat-b-3/',
          former: [
            { path: '/property-for-sale/flat-a-3/', until: AT },
            { path: '/property-for-sale/flat-b-3/', until: AT },
          ],
        }),
      ],
      redirects: [],
    });
    const lookup = routeLookup(table);
    expect(lookup('/property-for-sale/flat-a-3/')).toEqual({ status: 301, location: '/property-for-rent/flat-b-3/' });
    expect(lookup('/pl/property-for-sale/flat-b-3/')).toEqual({
      status: 301,
      location: '/pl/property-for-rent/flat-b-3/',
    });
  });
});

describe('a gone listing', () => {
  const { table } = compileRouteTable({
    listings: [
      makeListing({
        number: 9,
        path: '/property-for-rent/studio-9/',
        gone: true,
        former: [{ path: '/property-for-rent/old-studio-9/', until: AT }],
      }),
      makeListing({ number: 10, gone: false }),
    ],
    redirects: [],
  });
  const lookup = routeLookup(table);

  it('answers 410 at its address, in every language', () => {
    for (const locale of LOCALES)
      expect(lookup(localizePath('/property-for-rent/studio-9/', locale))).toEqual({ status: 410 });
  });

  it('sends its former addresses to its page, which says it is gone', () => {
    expect(lookup('/uae/property-for-rent/old-studio-9/')).toEqual({
      status: 301,
      location: '/uae/property-for-rent/studio-9/',
    });
  });

  it('lists only the gone listings', () => {
    expect(table.gone).toEqual(['/property-for-rent/studio-9/']);
    expect(lookup('/property-for-sale/flat-10/')).toBeNull();
  });
});

describe("editors' redirects", () => {
  const listings = [
    makeListing({
      number: 5,
      path: '/property-for-sale/penthouse-5/',
      former: [{ path: '/property-for-sale/old-penthouse-5/', until: AT }],
    }),
    makeListing({ number: 6, path: '/property-for-sale/flat-6/', gone: true }),
  ];

  it('redirects as typed: permanent with 301, temporary with 302, in the language the editor wrote', () => {
    const { table, problems } = compileRouteTable({
      listings,
      redirects: [
        redirect('Redirect 1', '/Spring-Campaign', '/offers/'),
        redirect('Redirect 2', '/fr/printemps/', '/fr/offres/?utm_source=print', false),
        redirect('Redirect 3', '/launch/', 'https://developer.example.ae/launch'),
      ],
    });
    expect(problems).toEqual([]);
    const lookup = routeLookup(table);
    expect(lookup('/spring-campaign/')).toEqual({ status: 301, location: '/offers/' });
    expect(lookup('/fr/printemps')).toEqual({ status: 302, location: '/fr/offres/?utm_source=print' });
    expect(lookup('/launch/')).toEqual({ status: 301, location: 'https://developer.example.ae/launch' });
    expect(lookup('/uae/spring-campaign/')).toBeNull();
  });

  it("win over a listing's own answers (an editor may send a gone listing's page elsewhere)", () => {
    const { table } = compileRouteTable({
      listings,
      redirects: [redirect('Redirect 1', '/property-for-sale/flat-6/', '/off-plan-projects/for-sale/in-dubai/')],
    });
    expect(routeLookup(table)('/property-for-sale/flat-6/')).toEqual({
      status: 301,
      location: '/off-plan-projects/for-sale/in-dubai/',
    });
    expect(routeLookup(table)('/uae/property-for-sale/flat-6/')).toEqual({ status: 410 });
  });

  it("to a listing's former address go straight to its current one, keeping the language and query", () => {
    const { table } = compileRouteTable({
      listings,
      redirects: [redirect('Redirect 1', '/penthouse-offer/', '/uae/property-for-sale/old-penthouse-5/?ref=mail')],
    });
    expect(routeLookup(table)('/penthouse-offer/')).toEqual({
      status: 301,
      location: '/uae/property-for-sale/penthouse-5/?ref=mail',
    });
  });

  it('that would chain or loop are left out, and the build says which and why', () => {
    const { table, problems } = compileRouteTable({
      listings,
      redirects: [
        redirect('Redirect 1', '/a/', '/b/'),
        redirect('Redirect 2', '/b/', '/a/'),
        redirect('Redirect 3', '/c/', '/a/'),
        redirect('Redirect 4', '/d/', 'javascript:alert(1)'),
      ],
    });
    expect(Object.keys(table.redirects)).toEqual(['/a/']);
    expect(problems).toEqual([
      'Redirect 2 left out: Redirect 1 redirects /a/ to /b/: this one would send visitors back, a loop.',
      'Redirect 3 left out: /a/ is itself redirected to /b/ (Redirect 1): point this redirect at /b/ directly, so a visitor makes one hop.',
      'Redirect 4 left out: To "javascript:alert(1)" must be an https:// or http:// address, or a path of this site.',
    ]);
  });
});

describe('addresses that two listings claim', () => {
  it("refuses to send another listing's current address away", () => {
    const { table, problems } = compileRouteTable({
      listings: [
        makeListing({ number: 1, path: '/property-for-sale/a-1/' }),
        makeListing({
          number: 2,
          path: '/property-for-sale/b-2/',
          former: [{ path: '/property-for-sale/a-1/', until: AT }],
        }),
      ],
      redirects: [],
    });
    expect(table.moved).toEqual({});
    expect(problems).toEqual([
      "Listing 2's former address /property-for-sale/a-1/ is listing 1's current one: not redirected.",
    ]);
  });

  it('keeps a former address for the first listing that had it', () => {
    const former = [{ path: '/property-for-sale/x-9/', until: AT }];
    const { table, problems } = compileRouteTable({
      listings: [
        makeListing({ number: 3, path: '/property-for-sale/c-3/', former }),
        makeListing({ number: 4, path: '/property-for-sale/d-4/', former }),
      ],
      redirects: [],
    });
    expect(table.moved).toEqual({ '/property-for-sale/x-9/': '/property-for-sale/c-3/' });
    expect(problems).toEqual(['Listings 3 and 4 both had the address /property-for-sale/x-9/: it goes to listing 3.']);
  });

  it('reports two listings at one address', () => {
    const { problems } = compileRouteTable({
      listings: [
        makeListing({ number: 1, path: '/property-for-sale/a-1/' }),
        makeListing({ number: 2, path: '/property-for-sale/a-1/' }),
      ],
      redirects: [],
    });
    expect(problems).toEqual(['Listings 1 and 2 both have the address /property-for-sale/a-1/.']);
  });
});

describe('the file', () => {
  it('is the same JSON whatever the order of the listings, and reads back as it was written', () => {
    const listings = Array.from({ length: 50 }, (_, i) =>
      makeListing({
        number: i + 1,
        gone: i % 7 === 0,
        former: i % 5 === 0 ? [{ path: `/property-for-rent/old-${i + 1}/`, until: AT }] : [],
      }),
    );
    const a = compileRouteTable({ listings, redirects: [] }).table;
    const b = compileRouteTable({ listings: [...listings].reverse(), redirects: [] }).table;
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const read = routeLookup(JSON.parse(JSON.stringify(a)));
    expect(read('/property-for-rent/old-6/')).toEqual({ status: 301, location: '/property-for-sale/flat-6/' });
    expect(read('/property-for-sale/flat-8/')).toEqual({ status: 410 });
  });

  it('answers nothing without a table (a build that wrote none)', () => {
    expect(routeLookup(null)('/property-for-sale/flat-in-jvc-7/')).toBeNull();
  });
});
