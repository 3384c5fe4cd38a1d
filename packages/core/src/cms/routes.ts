/**
 * The spec's main routes that live at a second path too. The second path renders the
 * same CMS page and names the first as canonical, so search engines see one page.
 * `{product}` is the brand slug from the CMS site settings.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/property-valuation-in-dubai/': '/sell-your-property-in-uae/property-valuation-in-dubai/',
  '/meet-the-team/': '/about-{product}/meet-the-team/',
  '/uae-property-blog/': '/media/uae-property-blog/',
  '/uae-area-guides/': '/buy-property-in-uae/uae-area-guides/',
  '/contact/': '/contact-{product}/',
};

/** Every main route of the spec's route table, language-neutral, with trailing slashes. */
export const MAIN_ROUTES: readonly string[] = [
  '/',
  '/contact-{product}/',
  '/list-your-property/',
  '/luxury-property-dubai/',
  '/property-valuation-in-dubai/',
  '/sell-your-property-in-uae/property-valuation-in-dubai/',
  '/uae-property-videos/',
  '/uae-property-podcast/',
  '/meet-the-team/',
  '/about-{product}/meet-the-team/',
  '/about-{product}/',
  '/our-partners/',
  '/our-awards/',
  '/media/',
  '/uae-property-blog/',
  '/media/uae-property-blog/',
  '/uae-property-news-letter/',
  '/real-estate-recruitment-in-uae/',
  '/properties/for-sale/in-dubai/',
  '/buy-property-in-uae/',
  '/sell-your-property-in-uae/',
  '/properties/for-rent/in-dubai/',
  '/off-plan-properties-in-uae/',
  '/property-management/',
  '/buy-property-in-uae/uae-area-guides/',
  '/uae-area-guides/',
  '/customer-reviews/',
  '/vacation-homes-in-dubai/',
  '/vacation-homes-in-dubai/vacation-home-customer-reviews/',
  '/request-projection/',
  '/off-plan-projects/for-sale/in-dubai/',
  '/properties/short-term-for-rent/in-dubai/',
  '/renovation/',
  '/commercial-property/',
  '/buy-property-in-uae/international-property-sales/',
  '/international-properties/for-sale/',
  '/terms-and-conditions/',
  '/privacy-and-cookie-policy/',
  '/sitemap/',
  '/thank-you/',
];

/**
 * A route template with the brand slug filled in.
 * @example withProduct('/about-{product}/', 'oasis-key') // '/about-oasis-key/'
 */
export function withProduct(route: string, product: string): string {
  return route.split('{product}').join(product);
}
