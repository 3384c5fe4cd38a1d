import { stripLocale } from '../i18n/locales';

/**
 * First path segments of property detail pages (spec: property enquiry URL segment).
 * Those pages carry the agent's own WhatsApp link, so the floating button would compete
 * with it. International properties are not in the spec's list and keep the button;
 * auction listings, which came after the spec's list, carry the agent's link as the others do.
 */
const PROPERTY_DETAIL_SEGMENTS: ReadonlySet<string> = new Set([
  'property-for-sale',
  'property-for-rent',
  'short-term-property-for-rent',
  'commercial-property-for-sale',
  'commercial-property-for-rent',
  'off-plan-property-for-sale',
  'off-plan-project-for-sale',
  'auction-property-for-sale',
  'commercial-auction-property-for-sale',
]);

/**
 * Whether the floating WhatsApp button belongs on a page: everywhere except property
 * detail pages, in any language.
 * @example showsWhatsAppButton('/uae/property-for-sale/villa-in-jumeirah-123/') // false
 */
export function showsWhatsAppButton(pathname: string): boolean {
  const first = stripLocale(pathname).split('/').filter(Boolean)[0] ?? '';
  return !PROPERTY_DETAIL_SEGMENTS.has(first);
}

/**
 * A WhatsApp click-to-chat link; wa.me wants the international number as bare digits.
 * @example whatsappLink('+971 50 123 4567', 'Hello') // 'https://wa.me/971501234567?text=Hello'
 */
export function whatsappLink(digits: string, text?: string): string {
  const number = digits.replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${number}${query}`;
}
