import { stripLocale } from '../i18n/locales';
import { LISTING_ROOTS, type ListingRootKey } from './roots';

/** The URL segment of a property page for its pType and department (spec's table). */
const SEGMENTS: Record<string, string> = {
  'sales residential': 'property-for-sale',
  'lettings residential': 'property-for-rent',
  'lettings short_term': 'short-term-property-for-rent',
  'sales commercial': 'commercial-property-for-sale',
  'lettings commercial': 'commercial-property-for-rent',
  'sales new_developments': 'off-plan-property-for-sale',
  'offplan new_development_projects': 'off-plan-project-for-sale',
  'international international_projects': 'international-property-for-sale',
  'sales auction_residential': 'auction-property-for-sale',
  'sales auction_commercial': 'commercial-auction-property-for-sale',
};

/** Every property page segment, e.g. `property-for-sale`. */
export const PROPERTY_SEGMENTS: readonly string[] = Object.values(SEGMENTS);

export type PropertyRef = { pType: string | null; department: string | null; slug: string | null; id: number | null };

/**
 * A property page's language-neutral path: the segment for its pType and department, then
 * slug-id; null for a combination the site does not publish.
 * @example propertyPath({ pType: 'sales', department: 'residential', slug: '2-bed-in-jvc', id: 12 }) // '/property-for-sale/2-bed-in-jvc-12/'
 */
export function propertyPath({ pType, department, slug, id }: PropertyRef): string | null {
  const segment = SEGMENTS[`${pType} ${department}`];
  if (!segment || !id || !slug) return null;
  return `/${segment}/${slug}-${id}/`;
}

/**
 * The listing root a property page belongs to, from its path in any language.
 * @example rootOfPropertyPath('/fr/property-for-rent/studio-in-jvc-7/') // 'rent'
 */
export function rootOfPropertyPath(path: string): ListingRootKey | null {
  const segment = stripLocale(path).split('/').filter(Boolean)[0];
  const key = Object.keys(SEGMENTS).find((k) => SEGMENTS[k] === segment);
  return LISTING_ROOTS.find((root) => `${root.pType} ${root.department}` === key)?.key ?? null;
}
