import React from 'react';
import { SiteHead } from '../seo/site-head';
import { JsonLd } from '../seo/json-ld';
import { useSiteUrl } from '../seo/use-site-url';
import { useSiteSettings } from '../layout/use-site-settings';
import type { ListingPageContext } from '../../hooks/use-listing-search';
import { firstResults, readListingPath } from '@brokerage/core/search/listing-page';
import { searchHeading } from '@brokerage/core/search/heading';
import { isIndexable } from '@brokerage/core/search/indexable';
import { itemListJsonLd } from '@brokerage/core/search/json-ld';
import type { AreaMarketPage } from '@brokerage/core/market/page';
import { marketDatasetJsonLd } from '@brokerage/core/market/json-ld';
import { getLocale, localizePath } from '@brokerage/core/i18n/locales';
import { t } from '@brokerage/core/i18n/strings';
import { propertyTypePlural } from '@brokerage/core/i18n/property-types';

export type ListingHeadProps = {
  context: ListingPageContext;
  /** The path the page is served at. */
  path: string;
  /** The page's own search's first results and its area's market figures, from the page data. */
  results: readonly unknown[] | null | undefined;
  market: AreaMarketPage | null;
};

/**
 * A listing page's head: its search's title and intro (the build's area names), canonical
 * and robots; on the page's own search, its results (ItemList) and its area's sales (Dataset).
 */
export function ListingHead({ context, path, results, market: areaMarket }: ListingHeadProps) {
  const { locale } = context;
  const { search, filter, prerendered, buildAreaNames } = readListingPath(path, context);
  const { heading, intro } = searchHeading(filter, {
    locale,
    areaNames: buildAreaNames,
    typeLabel: propertyTypePlural(filter.type, locale),
  });
  const own = prerendered ? firstResults(results, context.total) : undefined;
  const siteUrl = useSiteUrl();
  const { companyName } = useSiteSettings();
  const market = own ? areaMarket : null;
  return (
    <>
      <JsonLd data={own ? itemListJsonLd(own.items, own.total) : null} />
      <JsonLd
        data={
          market?.history.length && context.areaName
            ? marketDatasetJsonLd(market, {
                url: `${siteUrl}${context.canonicalPath}`,
                area: context.areaName,
                locale,
                siteName: companyName,
              })
            : null
        }
      />
      <SiteHead
        locale={locale}
        title={search ? heading : t(locale, 'notFoundTitle')}
        description={search ? intro : null}
        path={path}
        canonicalPath={search ? localizePath(search.canonical, getLocale(locale)) : undefined}
        alternates={own ? context.alternates : undefined}
        noindex={!search || !isIndexable(filter)}
      />
    </>
  );
}
