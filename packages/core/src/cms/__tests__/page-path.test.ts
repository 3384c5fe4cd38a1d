import { pagePath, withTrailingSlash } from '../page-path';
import { MAIN_ROUTES, ROUTE_ALIASES, withProduct } from '../routes';

describe('pagePath', () => {
  it.each([
    [{ Slug: 'home' }, '/'],
    [{ Slug: 'home', Parent: 'ignored' }, '/'],
    [{ Slug: 'renovation' }, '/renovation/'],
    [{ Slug: 'meet-the-team', Parent: 'about-oasis-key' }, '/about-oasis-key/meet-the-team/'],
    [{ Slug: 'guide', Parent: 'a', Parent2: 'b', Parent3: 'c' }, '/a/b/c/guide/'],
    [{ Slug: 'guide', Parent: 'a', Parent2: null, Parent3: 'c' }, '/a/c/guide/'],
    [{ Slug: 'guide', Parent: ' /a/ ', Parent2: '' }, '/a/guide/'],
  ])('%j lives at %s', (parts, expected) => {
    expect(pagePath(parts)).toBe(expected);
  });
});

describe('withTrailingSlash', () => {
  it.each([
    ['/contact-oasis-key', '/contact-oasis-key/'],
    ['/media/', '/media/'],
    ['/a?x=1#top', '/a/?x=1#top'],
    ['/', '/'],
  ])('%s becomes %s', (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected);
  });
});

describe('route table', () => {
  it('lists every alias among the main routes, with its target', () => {
    for (const [alias, target] of Object.entries(ROUTE_ALIASES)) {
      if (alias === '/contact/') continue; // named by forms as page_url, not in the route table
      expect(MAIN_ROUTES).toContain(alias);
      expect(MAIN_ROUTES).toContain(target);
    }
  });

  it('fills the brand slug', () => {
    expect(withProduct('/about-{product}/meet-the-team/', 'oasis-key')).toBe('/about-oasis-key/meet-the-team/');
  });
});
