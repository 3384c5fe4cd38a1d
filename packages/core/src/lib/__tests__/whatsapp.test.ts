import { showsWhatsAppButton, whatsappLink } from '../whatsapp';

describe('showsWhatsAppButton', () => {
  it.each([
    ['/property-for-sale/villa-in-jumeirah-123/'],
    ['/property-for-rent/apartment-in-marina-7/'],
    ['/short-term-property-for-rent/studio-in-jlt-9/'],
    ['/commercial-property-for-sale/office-in-business-bay-4/'],
    ['/commercial-property-for-rent/shop-in-deira-5/'],
    ['/off-plan-property-for-sale/townhouse-in-dubailand-6/'],
    ['/off-plan-project-for-sale/emaar-beachfront-8/'],
    ['/uae/property-for-sale/villa-in-jumeirah-123/'],
    ['/fr/off-plan-project-for-sale/emaar-beachfront-8/'],
    ['/ru/property-for-rent/apartment-7'],
    ['/pl/commercial-property-for-rent/'],
  ])('hides the button on the property page %s', (path) => {
    expect(showsWhatsAppButton(path)).toBe(false);
  });

  it.each([
    ['/'],
    ['/uae/'],
    ['/properties/for-sale/in-dubai/'],
    ['/fr/properties/for-rent/in-dubai/from-2-bedrooms/'],
    ['/international-property-for-sale/london-flat-3/'],
    ['/media/property-for-sale/'],
    ['/contact-oasis-key/'],
    [''],
  ])('shows the button on %s', (path) => {
    expect(showsWhatsAppButton(path)).toBe(true);
  });
});

describe('whatsappLink', () => {
  it.each([
    ['971501234567', undefined, 'https://wa.me/971501234567'],
    ['+971 50 123 4567', undefined, 'https://wa.me/971501234567'],
    ['971501234567', 'Hello', 'https://wa.me/971501234567?text=Hello'],
    ['971501234567', 'Villa #12 & pool?', 'https://wa.me/971501234567?text=Villa%20%2312%20%26%20pool%3F'],
    ['971501234567', '', 'https://wa.me/971501234567'],
  ])('links %s with text %s to %s', (digits, text, expected) => {
    expect(whatsappLink(digits, text)).toBe(expected);
  });
});
