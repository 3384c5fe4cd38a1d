import React from 'react';
import { Link } from 'gatsby';
import { childPageLinks, sitemapLinks, type PageListRef } from '@brokerage/core/cms/page-tree';
import { getLocale, localizePath } from '@brokerage/core/i18n/locales';
import { emptyFilter } from '@brokerage/core/search/filter';
import { searchHeading } from '@brokerage/core/search/heading';
import { LISTING_ROOTS, rootEntryPath } from '@brokerage/core/search/roots';
import type { ContentSectionProps } from './content-sections';
import { SectionFrame } from './section-frame';

export type PageListSectionProps = ContentSectionProps & { pages: readonly PageListRef[]; pagePath: string };

/** The pages one level below this one: blog posts, area guides. */
export function ChildPagesSection({ section, id, locale, pages, pagePath }: PageListSectionProps) {
  const links = childPageLinks(pages, pagePath);
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="list-unstyled row g-3 mb-0">
        {links.map((link) => (
          <li key={link.path} className="col-md-6 col-lg-4">
            <article className="card h-100">
              <div className="card-body">
                <h3 className="h5 mb-0">
                  <Link to={localizePath(link.path, getLocale(locale))} className="stretched-link">
                    {link.title}
                  </Link>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** The HTML sitemap: every listed page in this language, indented by depth, then every listing root. */
export function SitemapSection({ section, id, locale, pages }: PageListSectionProps) {
  const listings = LISTING_ROOTS.map((root) => ({
    path: rootEntryPath(root),
    title: searchHeading(emptyFilter(root.key), { locale, areaNames: {} }).heading,
  }));
  return (
    <SectionFrame id={id} heading={section.heading} kind={section.kind}>
      <ul className="sitemap-list list-unstyled">
        {sitemapLinks(pages).map((link) => (
          <li key={link.path} className={`sitemap-list__item sitemap-list__item--depth-${Math.min(link.depth, 4)}`}>
            <Link to={localizePath(link.path, getLocale(locale))}>{link.title}</Link>
          </li>
        ))}
      </ul>
      <ul className="sitemap-list list-unstyled">
        {listings.map((link) => (
          <li key={link.path} className="sitemap-list__item">
            <Link to={localizePath(link.path, getLocale(locale))}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
