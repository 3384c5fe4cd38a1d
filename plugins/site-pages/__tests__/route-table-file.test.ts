import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeTableOf, writeRouteTable, type RouteNodes } from '../route-table-file';
import { ROUTE_TABLE_FILE, routeLookup } from '@brokerage/core/routing/route-table';

type PropertyNode = RouteNodes['properties']['nodes'][number];
const makeNode = (overrides: Partial<PropertyNode> = {}): PropertyNode => ({
  strapi_id: 12,
  listing_number: 12,
  slug: '2-bed-flat-in-jvc',
  pType: 'sales',
  department: 'residential',
  listing_status: 'live',
  former_paths: null,
  ...overrides,
});

const nodes: RouteNodes = {
  properties: {
    nodes: [
      makeNode({ former_paths: { strapi_json_value: [{ path: '/property-for-sale/flat-in-jvc-12/', until: '' }] } }),
      // Restored into a database that numbered it anew: its URL keeps its listing number.
      makeNode({
        strapi_id: 40,
        listing_number: 31,
        slug: 'villa',
        pType: 'lettings',
        former_paths: { strapi_json_value: [{ path: '/property-for-sale/villa-31/', until: '' }] },
      }),
      makeNode({ strapi_id: 50, listing_number: null, slug: 'studio' }),
    ],
  },
  redirects: {
    nodes: [
      { strapi_id: 2, from: '/spring/', to: '/offers/', kind: 'permanent' },
      { strapi_id: 3, from: '/offers/', to: '/elsewhere/', kind: 'temporary' },
      { strapi_id: 4, from: '/summer/', to: '/uae/property-for-sale/flat-in-jvc-12/', kind: 'temporary' },
    ],
  },
  gone: {
    nodes: [
      {
        listingNumber: 77,
        card: { path: '/property-for-sale/sold-flat-77/' },
        formerPaths: [{ path: '/property-for-sale/old-flat-77/', until: '' }],
      },
    ],
  },
};

describe('routeTableOf', () => {
  const { table, problems } = routeTableOf(nodes);
  const lookup = routeLookup(table);

  it('redirects former addresses to the current one, by listing number', () => {
    expect(lookup('/property-for-sale/flat-in-jvc-12/')).toEqual({
      status: 301,
      location: '/property-for-sale/2-bed-flat-in-jvc-12/',
    });
    expect(lookup('/fr/property-for-sale/villa-31/')).toEqual({
      status: 301,
      location: '/fr/property-for-rent/villa-31/',
    });
  });

  it("answers 410 at a gone listing's address in every language, its former ones leading there", () => {
    expect(lookup('/property-for-sale/sold-flat-77/')).toEqual({ status: 410 });
    expect(lookup('/uae/property-for-sale/sold-flat-77/')).toEqual({ status: 410 });
    expect(lookup('/ru/property-for-sale/old-flat-77/')).toEqual({
      status: 301,
      location: '/ru/property-for-sale/sold-flat-77/',
    });
    expect(lookup('/property-for-sale/2-bed-flat-in-jvc-12/')).toBeNull();
  });

  it("applies editors' redirects, oldest first, naming each one left out", () => {
    expect(lookup('/spring/')).toEqual({ status: 301, location: '/offers/' });
    expect(lookup('/summer/')).toEqual({ status: 302, location: '/uae/property-for-sale/2-bed-flat-in-jvc-12/' });
    expect(lookup('/offers/')).toBeNull();
    expect(problems).toEqual([
      'Redirect 3 (/offers/) left out: Redirect 2 (/spring/) redirects /spring/ to /offers/: point it at /elsewhere/ instead of adding a second hop, or change its target first.',
    ]);
  });
});

describe('writeRouteTable', () => {
  it('writes the table where the local server reads it, and warns of what it left out', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'route-table-'));
    const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
    try {
      await writeRouteTable({ graphql: (async () => ({ data: nodes })) as never, reporter: reporter as never }, root);
      const written = JSON.parse(readFileSync(path.join(root, ROUTE_TABLE_FILE), 'utf8'));
      expect(written).toEqual(routeTableOf(nodes).table);
      expect(reporter.warn).toHaveBeenCalledWith(
        expect.stringContaining('Route table: Redirect 3 (/offers/) left out'),
      );
      expect(reporter.info).toHaveBeenCalledWith(
        expect.stringMatching(/3 former listing addresses, 1 gone listings, 2 editors' redirects/),
      );
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    } finally {
      rmSync(root, { recursive: true });
    }
  });

  it('stops the build when the nodes cannot be read', async () => {
    const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
    await writeRouteTable(
      { graphql: (async () => ({ errors: ['boom'] })) as never, reporter: reporter as never },
      '/nonexistent',
    );
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('route table'), ['boom']);
  });
});
