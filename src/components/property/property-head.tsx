import React from 'react';
import { SiteHead } from '../seo/site-head';
import { shareImage } from '../seo/share-image';
import type { PropertyDetails } from '@brokerage/core/cms/property-details';
import { realEstateListingJsonLd } from '@brokerage/core/property/json-ld';
import { summaryIn } from '@brokerage/core/property/headline';
import { breadcrumbJsonLd, type Crumb } from '@brokerage/core/seo/breadcrumbs';
import type { LocaleCode } from '@brokerage/core/i18n/locales';

export type PropertyHeadProps = {
  /** The property in the page's language. */
  property: PropertyDetails;
  locale: LocaleCode;
  siteUrl: string;
  /** The path the page is served at, and the one search engines should index. */
  path: string;
  canonicalPath: string;
  breadcrumbs: readonly Crumb[];
};

/** A property page's head: its RealEstateListing and BreadcrumbList JSON-LD, title, summary and share image. */
export function PropertyHead({ property: p, locale, siteUrl, path, canonicalPath, breadcrumbs }: PropertyHeadProps) {
  const summary = summaryIn(p, locale);
  const images = p.images.flatMap((image) => {
    const src = image.data.images.fallback?.src;
    return src ? [src.startsWith('http') ? src : `${siteUrl}${src}`] : [];
  });
  const trail = breadcrumbJsonLd(siteUrl, breadcrumbs);
  return (
    <>
      <script type="application/ld+json">
        {JSON.stringify(
          realEstateListingJsonLd(
            p,
            `${siteUrl}${canonicalPath}`,
            images,
            p.paragraphsLang === locale ? undefined : summary,
          ),
        )}
      </script>
      {trail ? <script type="application/ld+json">{JSON.stringify(trail)}</script> : null}
      <SiteHead
        locale={locale}
        title={p.title}
        description={summary}
        path={path}
        canonicalPath={canonicalPath}
        image={shareImage(p.images[0])}
      />
    </>
  );
}
