import { propertyPath, rootOfPropertyPath } from '../property-path';
import { LISTING_ROOTS } from '../roots';

describe('propertyPath', () => {
  it.each([
    ['sales', 'residential', '/property-for-sale/villa-in-palm-7/'],
    ['lettings', 'residential', '/property-for-rent/villa-in-palm-7/'],
    ['lettings', 'short_term', '/short-term-property-for-rent/villa-in-palm-7/'],
    ['sales', 'commercial', '/commercial-property-for-sale/villa-in-palm-7/'],
    ['lettings', 'commercial', '/commercial-property-for-rent/villa-in-palm-7/'],
    ['sales', 'new_developments', '/off-plan-property-for-sale/villa-in-palm-7/'],
    ['offplan', 'new_development_projects', '/off-plan-project-for-sale/villa-in-palm-7/'],
    ['international', 'international_projects', '/international-property-for-sale/villa-in-palm-7/'],
  ])('%s + %s lives at %s', (pType, department, expected) => {
    expect(propertyPath({ pType, department, slug: 'villa-in-palm', id: 7 })).toBe(expected);
  });

  it('publishes nothing for an unknown combination or a missing slug or id', () => {
    expect(propertyPath({ pType: 'sales', department: 'short_term', slug: 'x', id: 1 })).toBeNull();
    expect(propertyPath({ pType: 'sales', department: 'residential', slug: null, id: 1 })).toBeNull();
    expect(propertyPath({ pType: 'sales', department: 'residential', slug: 'x', id: null })).toBeNull();
  });
});

describe('rootOfPropertyPath', () => {
  it.each(LISTING_ROOTS.map((root) => [root.key, root.pType, root.department] as const))(
    '%s holds its own pages',
    (key, pType, department) => {
      const path = propertyPath({ pType, department, slug: 'flat', id: 3 })!;
      expect(rootOfPropertyPath(path)).toBe(key);
      expect(rootOfPropertyPath(`/uae${path}`)).toBe(key);
    },
  );

  it.each(['/', '/properties/for-sale/in-dubai/', '/about/'])('%s is not a property page', (path) => {
    expect(rootOfPropertyPath(path)).toBeNull();
  });
});
