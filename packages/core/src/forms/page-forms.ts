import type { FormId } from './types';

// CMS page slugs that carry a form below their content.
const BY_SLUG: Readonly<Record<string, FormId>> = {
  'property-valuation-in-dubai': 'valuation',
  'real-estate-recruitment-in-uae': 'cv',
  'uae-property-news-letter': 'newsletter',
  'loyalty-program': 'loyalty',
  'our-partners': 'partner',
  'customer-reviews': 'leave-review',
  'vacation-home-customer-reviews': 'leave-review',
};

/**
 * The form a CMS page shows, by its slug: contact pages (/contact-{product}), valuation,
 * jobs (CV), newsletter, loyalty, partners and the review pages; none for other pages.
 * @example pageFormFor('contact-oasis-key') // 'contact'
 */
export function pageFormFor(slug: string | null | undefined): FormId | null {
  if (!slug) return null;
  if (slug === 'contact' || slug.startsWith('contact-')) return 'contact';
  return BY_SLUG[slug] ?? null;
}
