import { pagePath, NOT_FOUND_SLUG } from './page-path';

/** A CMS page as the page lists (child pages, HTML sitemap) read it. */
export type PageListRef = {
  Slug: string | null;
  Parent?: string | null;
  Parent2?: string | null;
  Parent3?: string | null;
  Title: string | null;
  Hidden?: boolean | null;
};

/** A language-neutral link to a page, with its depth below the home page (home is 0). */
export type PageLink = { path: string; title: string; depth: number };

// Pages that are reached from a form or an error, never browsed to.
const NOT_LISTED = new Set([NOT_FOUND_SLUG, 'thank-you']);

function links(pages: readonly PageListRef[]): PageLink[] {
  return pages.flatMap((page) => {
    if (!page.Slug || page.Hidden || NOT_LISTED.has(page.Slug)) return [];
    const path = pagePath({ ...page, Slug: page.Slug });
    return [{ path, title: page.Title || page.Slug, depth: path.split('/').filter(Boolean).length }];
  });
}

/**
 * Every listed page, parents before their children, each level in path order; hidden
 * pages, the not-found text and the thank-you page are left out.
 * @example sitemapLinks(pages)[0] // { path: '/', title: 'Home', depth: 0 }
 */
export function sitemapLinks(pages: readonly PageListRef[]): PageLink[] {
  return links(pages).sort((a, b) => a.path.localeCompare(b.path));
}

/** The listed pages one level below `parentPath` (e.g. the posts of the blog), by title. */
export function childPageLinks(pages: readonly PageListRef[], parentPath: string): PageLink[] {
  const depth = parentPath.split('/').filter(Boolean).length + 1;
  return links(pages)
    .filter((link) => link.depth === depth && link.path.startsWith(parentPath) && parentPath !== '/')
    .sort((a, b) => a.title.localeCompare(b.title));
}
