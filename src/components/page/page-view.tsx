import React from 'react';
import Container from 'react-bootstrap/Container';
import { Picture } from '../ui/picture';
import type { PageContent } from '@brokerage/core/cms/reshape';
import type { FeaturedListings, Section } from '@brokerage/core/cms/sections';
import type { PageListRef } from '@brokerage/core/cms/page-tree';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import type { Crumb } from '@brokerage/core/seo/breadcrumbs';
import { Breadcrumbs } from '../layout/breadcrumbs';
import { HeroSection } from './sections/content-sections';
import { SectionList, type SectionSlots } from './sections/section-list';

export type PageViewProps = {
  page: PageContent;
  notice?: string;
  locale?: LocaleCode;
  sections?: readonly Section[];
  /** Language-neutral path of the page and the CMS pages of its language (page lists). */
  pagePath?: string;
  pages?: readonly PageListRef[];
  featured?: FeaturedListings;
  slots?: SectionSlots;
  /** The page's trail from home (shown from two crumbs on). */
  breadcrumbs?: readonly Crumb[];
};

/**
 * A CMS page: banner with heading and intro (or the page's hero section), optional image,
 * rich-text body, then its sections in order.
 */
export function PageView({
  page,
  notice,
  locale = 'en',
  sections = [],
  pagePath = '/',
  pages = [],
  featured,
  slots,
  breadcrumbs = [],
}: PageViewProps) {
  const [first, ...rest] = sections;
  const hero = first?.kind === 'hero' ? first : null;
  return (
    <article>
      {hero ? (
        <HeroSection section={hero} id="section-hero" locale={locale} />
      ) : (
        <div className="page-banner">
          <Container>
            <h1>{page.bannerTitle}</h1>
            {page.bannerText ? <p className="lead mb-0">{page.bannerText}</p> : null}
          </Container>
        </div>
      )}
      <Container className="py-4">
        <Breadcrumbs trail={breadcrumbs} locale={locale} />
        {notice ? (
          <div className="alert alert-info" role="alert">
            {notice}
          </div>
        ) : null}
        {page.image && !hero ? <Picture image={page.image.data} alt={page.image.alt} className="mb-4 rounded" /> : null}
        {/* Markdown from the CMS, rendered to HTML and sanitised at build time. */}
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </Container>
      <SectionList
        sections={hero ? rest : sections}
        locale={locale}
        pagePath={pagePath}
        pages={pages}
        featured={featured}
        slots={slots}
      />
    </article>
  );
}
