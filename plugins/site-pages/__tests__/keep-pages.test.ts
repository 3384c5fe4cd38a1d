import type { Actions, Store } from 'gatsby';
import { pageKeeper, sameData, unchangedPage, type PageRequest, type StoredPage } from '../keep-pages';

const LISTING = '/work/site/src/templates/listing.tsx';
const PROPERTY = '/work/site/src/templates/property.tsx';

const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
  path: '/properties/for-sale/',
  component: LISTING,
  context: { locale: 'en', resultIds: ['a', 'b'], total: 2, areaPrices: { sale: 1200, rent: null } },
  ...overrides,
});
/** As Gatsby stores a created page: `undefined` dropped from the context, no slices. */
const stored = (overrides: Partial<StoredPage> = {}): StoredPage => ({
  component: LISTING,
  context: { locale: 'en', resultIds: ['a', 'b'], total: 2, areaPrices: { sale: 1200, rent: null } },
  slices: {},
  ...overrides,
});

describe('sameData', () => {
  it('treats a key holding undefined as absent, as Gatsby stores a context', () => {
    expect(sameData({ a: 1 }, { a: 1, featured: undefined })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('tells apart values, array orders, lengths, nulls and types', () => {
    expect(sameData({ ids: ['a', 'b'] }, { ids: ['b', 'a'] })).toBe(false);
    expect(sameData({ ids: ['a'] }, { ids: ['a', 'b'] })).toBe(false);
    expect(sameData({ price: null }, { price: 0 })).toBe(false);
    expect(sameData({ price: null }, {})).toBe(false);
    expect(sameData({ total: 2 }, { total: '2' })).toBe(false);
    expect(sameData({ nested: { a: [1, { b: 2 }] } }, { nested: { a: [1, { b: 3 }] } })).toBe(false);
    expect(sameData([], {})).toBe(false);
  });
});

describe('unchangedPage', () => {
  it('is true for the same template, match path, rendering and context', () => {
    expect(unchangedPage(stored(), request())).toBe(true);
  });

  it('is false when the context, the template, the match path or deferral changed', () => {
    expect(unchangedPage(stored(), request({ context: { locale: 'en', resultIds: ['a'], total: 1 } }))).toBe(false);
    expect(unchangedPage(stored(), request({ component: PROPERTY }))).toBe(false);
    expect(unchangedPage(stored(), request({ matchPath: '/properties/for-sale/*' }))).toBe(false);
    expect(unchangedPage(stored({ defer: true }), request())).toBe(false);
    expect(unchangedPage(stored(), request({ defer: true }))).toBe(false);
  });

  it('is false for a page that has slices (this site creates none)', () => {
    expect(unchangedPage(stored({ slices: { footer: 'footer' } }), request())).toBe(false);
  });
});

describe('pageKeeper', () => {
  const setUp = (withKeep: boolean) => {
    const created: string[] = [];
    const keptBatches: string[][] = [];
    const actions = {
      createPage: (page: PageRequest) => created.push(page.path),
      ...(withKeep ? { keepPages: (paths: string[]) => keptBatches.push(paths) } : {}),
    } as unknown as Actions;
    const pages = new Map<string, StoredPage>([
      ['/properties/for-sale/', stored()],
      ['/properties/to-rent/', stored()],
    ]);
    const store = { getState: () => ({ pages }) } as unknown as Store;
    return { keeper: pageKeeper(actions, store), created, keptBatches };
  };

  it('creates new and changed pages and keeps unchanged ones in one batch', () => {
    const { keeper, created, keptBatches } = setUp(true);
    keeper.page(request());
    keeper.page(request({ path: '/properties/to-rent/', context: { locale: 'en', resultIds: [], total: 0 } }));
    keeper.page(request({ path: '/properties/new/' }));
    expect(keeper.finish()).toEqual({ created: 2, kept: 1 });
    expect(created).toEqual(['/properties/to-rent/', '/properties/new/']);
    expect(keptBatches).toEqual([['/properties/for-sale/']]);
  });

  it('creates every page when Gatsby has no keepPages (the patch not applied)', () => {
    const { keeper, created } = setUp(false);
    keeper.page(request());
    expect(keeper.finish()).toEqual({ created: 1, kept: 0 });
    expect(created).toEqual(['/properties/for-sale/']);
  });
});
