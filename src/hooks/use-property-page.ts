import { useSiteUrl } from '../components/seo/use-site-url';
import {
  toBrandContact,
  toPropertyDetails,
  type BrandContact,
  type PropertyDetails,
} from '@brokerage/core/cms/property-details';
import { asMedia, asMediaList } from '@brokerage/core/cms/reshape';
import { inLanguage } from '@brokerage/core/property/headline';
import { propertyCrumbs } from '@brokerage/core/property/json-ld';
import { indexEntries, type IndexEntry } from '@brokerage/core/search/index-entry';
import type { Crumb } from '@brokerage/core/seo/breadcrumbs';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import type { ListingMarket } from '@brokerage/core/market/view';

type Data = Queries.PropertyPageQuery;

export type PropertyPage = {
  /** The property as the CMS has it (its title is the one enquiries use). */
  cms: PropertyDetails;
  /** The property in the page's language. */
  property: PropertyDetails;
  siteUrl: string;
  /** Home, the listing root, the area's listings, the property. */
  breadcrumbs: Crumb[];
  similar: IndexEntry[];
  market: ListingMarket | null;
  permitQr: string | null;
  brand: BrandContact | null;
};

/** The property as the page shows it: the CMS fields with the photos the build processed. */
function details(data: Data) {
  const raw = data.property;
  // What the build derived from the property (plugins/site-pages) is JSON: checked here as media.
  const negotiator = raw?.negotiator ? { ...raw.negotiator, photo: asMedia(data.extras?.agentPhoto) } : null;
  return toPropertyDetails({ ...raw, images: asMediaList(data.extras?.images), negotiator });
}

/** A property page's query data as its view and its head show it, in the page's language. */
export function usePropertyPage(data: Data, locale: LocaleCode, canonicalPath: string): PropertyPage {
  const cms = details(data);
  const property = inLanguage(cms, locale);
  return {
    cms,
    property,
    siteUrl: useSiteUrl(),
    breadcrumbs: propertyCrumbs(property, canonicalPath, locale),
    similar: indexEntries(data.similar),
    market: (data.market as ListingMarket | null) ?? null,
    permitQr: data.extras?.permitQr ?? null,
    brand: toBrandContact(
      data.settings?.short_term_brand && { ...data.settings.short_term_brand, logo: data.extras?.brandLogo },
    ),
  };
}
