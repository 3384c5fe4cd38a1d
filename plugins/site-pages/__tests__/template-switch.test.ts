/**
 * @jest-environment node
 */
// A listing's address changes template when it is sold (property → gone-listing) and back
// when it returns. Gatsby 5.16 kept such a path in the old template's page set, so a later
// deletion of the page left it there and the build's closing page tree failed ("Cannot read
// properties of undefined (reading 'mode')") on the next warm build. patches/gatsby+5.16.1.patch
// drops the path from the template it leaves; this holds the patched reducers to that.
import { componentsReducer } from 'gatsby/dist/redux/reducers/components';
import { queriesReducer } from 'gatsby/dist/redux/reducers/queries';

/** The reducers as this test drives them: with the fields of the actions they read only. */
type Reducer<S> = (state: S | undefined, action: Record<string, unknown>) => S;
type Tracked = Map<string, { pages: Set<string> }>;
const components = componentsReducer as unknown as Reducer<Tracked>;
const queries = queriesReducer as unknown as Reducer<{ trackedComponents: Tracked }>;

const PATH = '/property-for-sale/sea-view-flat-31/';
const create = (componentPath: string, componentModified: boolean) => ({
  type: 'CREATE_PAGE',
  componentModified,
  contextModified: componentModified,
  payload: { path: PATH, componentPath, componentChunkName: componentPath },
});

describe("a page that moves to another template (Gatsby's reducers, as patched)", () => {
  it('is no longer one of the pages of the template it left, so deleting it leaves none', () => {
    let state = components(undefined, { type: 'INIT' });
    state = components(state, create('/src/templates/property.tsx', false));
    state = components(state, create('/src/templates/gone-listing.tsx', true));
    expect(state.get('/src/templates/property.tsx')!.pages.has(PATH)).toBe(false);
    state = components(state, {
      type: 'DELETE_PAGE',
      payload: { path: PATH, component: '/src/templates/gone-listing.tsx' },
    });
    expect([...state.values()].filter((c) => c.pages.has(PATH))).toEqual([]);
  });

  it('is tracked for queries by its new template only', () => {
    let state = queries(undefined, { type: 'INIT' });
    state = queries(state, create('/src/templates/property.tsx', false));
    state = queries(state, create('/src/templates/gone-listing.tsx', true));
    expect(state.trackedComponents.get('/src/templates/property.tsx')!.pages.has(PATH)).toBe(false);
    expect(state.trackedComponents.get('/src/templates/gone-listing.tsx')!.pages.has(PATH)).toBe(true);
  });
});
