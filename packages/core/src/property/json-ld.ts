import type { PropertyDetails } from '../cms/property-details';
import { areaNameIn } from '../search/areas-file';
import { emptyFilter, type SearchFilter } from '../search/filter';
import { buildSearchPath } from '../search/grammar';
import { searchHeading } from '../search/heading';
import { rootOfPropertyPath } from '../search/property-path';
import { LISTING_ROOTS, rootEntryPath, type ListingRootKey } from '../search/roots';
import { getLocale, localizePath, type LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import type { Crumb } from '../seo/breadcrumbs';

/**
 * schema.org RealEstateListing of a property page: the Offer (price in AED), the
 * accommodation (bedrooms, bathrooms, floor size in square feet, UN/CEFACT code FTK),
 * its address and coordinates.
 */
export function realEstateListingJsonLd(
  p: PropertyDetails,
  url: string,
  imageUrls: readonly string[] = [],
  description: string | null = p.paragraphs[0] ?? null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    ...(description ? { description } : {}),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    ...(p.listed ? { datePosted: p.listed } : {}),
    ...(p.updated ? { dateModified: p.updated } : {}),
    ...(p.reference ? { identifier: p.reference } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'AED',
      businessFunction: p.forSale
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      url,
    },
    about: {
      '@type': 'Accommodation',
      name: p.title,
      ...(p.bedrooms !== null ? { numberOfBedrooms: p.bedrooms } : {}),
      ...(p.bathrooms ? { numberOfBathroomsTotal: p.bathrooms } : {}),
      ...(p.floor ? { floorSize: { '@type': 'QuantitativeValue', value: p.floor, unitCode: 'FTK' } } : {}),
      address: { '@type': 'PostalAddress', addressLocality: p.areaName, addressRegion: 'Dubai', addressCountry: 'AE' },
      ...(p.coordinates
        ? { geo: { '@type': 'GeoCoordinates', latitude: p.coordinates[0], longitude: p.coordinates[1] } }
        : {}),
    },
  };
}

/**
 * The breadcrumb trail of a property page, the visible one and the BreadcrumbList alike:
 * home, the listing root it belongs to and the listings of its area (each named as that
 * page's heading reads, "Properties for sale in Dubai Marina"), then the property.
 */
export function propertyCrumbs(p: PropertyDetails, path: string, locale: LocaleCode): Crumb[] {
  const lang = getLocale(locale);
  const root = LISTING_ROOTS.find((r) => r.key === (p.path ? rootOfPropertyPath(p.path) : null));
  const listings = (filter: SearchFilter, target: string): Crumb => ({
    name: searchHeading(filter, {
      locale,
      areaNames: p.areaSlug ? { [p.areaSlug]: areaNameIn(p.areaNames, p.areaName, locale) } : {},
    }).heading,
    path: localizePath(target, lang),
  });
  const crumbs: Crumb[] = [{ name: t(locale, 'property.home'), path: localizePath('/', lang) }];
  if (root) {
    const entry = rootEntryPath(root);
    crumbs.push(listings(emptyFilter(root.key), entry));
    const area = areaListingPath(root.key, p.areaSlug);
    if (area && area !== entry) crumbs.push(listings({ ...emptyFilter(root.key), areas: [p.areaSlug!] }, area));
  }
  crumbs.push({ name: p.title, path });
  return crumbs;
}

/** The listing page of one area under a root; null when there is no area or no path can spell it. */
function areaListingPath(root: ListingRootKey, areaSlug: string | null): string | null {
  if (!areaSlug) return null;
  try {
    return buildSearchPath({ ...emptyFilter(root), areas: [areaSlug] });
  } catch {
    return null;
  }
}
