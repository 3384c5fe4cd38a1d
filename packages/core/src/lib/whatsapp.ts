import { rootOfPropertyPath } from '../search/property-path';

/**
 * Whether the floating WhatsApp button belongs on a page: everywhere except property
 * detail pages (spec: property enquiry URL segment), in any language. Those pages carry the
 * agent's own WhatsApp link, so the floating button would compete with it. International
 * properties are not in the spec's list and keep the button.
 * @example showsWhatsAppButton('/uae/property-for-sale/villa-in-jumeirah-123/') // false
 */
export function showsWhatsAppButton(pathname: string): boolean {
  const root = rootOfPropertyPath(pathname);
  return root === null || root === 'international';
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
