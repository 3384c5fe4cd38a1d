import type { Locale } from '../i18n/locales';
import type { StringKey } from '../i18n/strings';
import { localizeHref } from '../lib/links';
import { emptyFilter } from '../search/filter';
import { buildSearchPath } from '../search/grammar';
import type { ListingRootKey } from '../search/roots';
import { ROUTE_ALIASES, withProduct } from './routes';

/** A footer link: a UI string key (with its placeholder values) and a localized href. */
export type FooterLink = { label: StringKey; values?: Record<string, number>; href: string };

export type FooterLinks = {
  services: FooterLink[];
  /** The desktop "Other" column. */
  other: FooterLink[];
  /** The mobile "Other" section, which also carries the About links (spec). */
  otherMobile: FooterLink[];
  about: FooterLink[];
  /** Sitemap, privacy and terms; their labels usually come from the CMS footer. */
  legal: { sitemap: FooterLink; privacy: FooterLink; terms: FooterLink };
};

type Route = readonly [label: StringKey, route: string];

const SERVICES: readonly Route[] = [
  ['footer.sell', '/sell-your-property-in-uae/'],
  ['footer.buyProperty', '/buy-property-in-uae/'],
  ['footer.rent', '/properties/for-rent/in-dubai/'],
  ['footer.vacationHomes', '/vacation-homes-in-dubai/'],
  ['footer.offPlan', '/off-plan-properties-in-uae/'],
  ['footer.propertyManagement', '/property-management/'],
  ['footer.luxuryProperty', '/luxury-property-dubai/'],
];

const MEDIA: readonly Route[] = [
  ['footer.media', '/media/'],
  ['footer.blog', '/media/uae-property-blog/'],
  ['footer.areaGuides', '/buy-property-in-uae/uae-area-guides/'],
  ['footer.renovation', '/renovation/'],
];
const CONTACT: Route = ['footer.contact', '/contact-{product}/'];
const COMPANY: readonly Route[] = [
  ['footer.aboutUs', '/about-{product}/'],
  ['footer.meetTheTeam', '/about-{product}/meet-the-team/'],
  ['footer.reviews', '/customer-reviews/'],
  ['footer.recruitment', '/real-estate-recruitment-in-uae/'],
];

const ABOUT: readonly Route[] = [
  ['footer.team', '/about-{product}/meet-the-team/'],
  ['footer.reviews', '/customer-reviews/'],
  ['footer.partners', '/our-partners/'],
  ['footer.jobs', '/real-estate-recruitment-in-uae/'],
  ['footer.awards', '/our-awards/'],
];

// Without a brand slug, a `{product}` route falls back to its plain alias (/contact/,
// /meet-the-team/); a route without one is left out rather than linking to /about-/.
const ALIAS_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(ROUTE_ALIASES).map(([alias, canonical]) => [canonical, alias]),
);

function resolve(routes: readonly Route[], product: string, locale: Locale): FooterLink[] {
  return routes.flatMap(([label, route]) => {
    const path = !route.includes('{product}') ? route : product ? withProduct(route, product) : ALIAS_OF.get(route);
    return path ? [{ label, href: localizeHref(path, locale) }] : [];
  });
}

/**
 * The footer's fixed link groups for one language; `product` is the brand slug from the
 * site settings.
 * @example footerLinks('oasis-key', getLocale('fr')).other.at(-1) // { label: 'footer.contact', href: '/fr/contact-oasis-key/' }
 */
export function footerLinks(product: string, locale: Locale): FooterLinks {
  const page = (label: StringKey, path: string): FooterLink => ({ label, href: localizeHref(path, locale) });
  return {
    services: resolve(SERVICES, product, locale),
    other: resolve([...MEDIA, CONTACT], product, locale),
    otherMobile: resolve([...MEDIA, ...COMPANY, CONTACT], product, locale),
    about: resolve(ABOUT, product, locale),
    legal: {
      sitemap: page('footer.sitemap', '/sitemap/'),
      privacy: page('footer.privacy', '/privacy-and-cookie-policy/'),
      terms: page('footer.terms', '/terms-and-conditions/'),
    },
  };
}

/** Spec: the footer offers "from N bedrooms" for sale for N = 1 to 4. */
export const SALE_FROM_BEDROOMS: readonly number[] = [1, 2, 3, 4];
/** Spec: "N and more" for rent for every count of the shared bedroom list (1 to 10). */
export const RENT_BEDROOMS_AND_MORE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function bedroomSearch(root: ListingRootKey, min: number, label: StringKey, locale: Locale): FooterLink {
  const path = buildSearchPath({ ...emptyFilter(root), bedrooms: { min, max: null } });
  return { label, values: { count: min }, href: localizeHref(path, locale) };
}

/**
 * The popular-search bedroom links in Dubai: "from N bedrooms" for sale and "N+ bedrooms"
 * for rent ("N and more" is written from-N by the URL grammar).
 */
export function bedroomLinks(locale: Locale): { sale: FooterLink[]; rent: FooterLink[] } {
  return {
    sale: SALE_FROM_BEDROOMS.map((n) => bedroomSearch('sale', n, 'footer.fromBedrooms', locale)),
    rent: RENT_BEDROOMS_AND_MORE.map((n) => bedroomSearch('rent', n, 'footer.bedroomsPlus', locale)),
  };
}
