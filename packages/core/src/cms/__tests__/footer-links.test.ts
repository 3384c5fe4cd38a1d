import { getLocale, LOCALES } from '../../i18n/locales';
import { t } from '../../i18n/strings';
import { bedroomLinks, footerLinks, type FooterLink } from '../footer-links';

const en = getLocale('en');
const ar = getLocale('ar');
const labelled = (links: FooterLink[], code: 'en' | 'ar' = 'en') =>
  links.map((l) => [t(code, l.label, l.values), l.href]);

describe('footerLinks', () => {
  const links = footerLinks('oasis-key', en);

  it('lists the seven services in order', () => {
    expect(labelled(links.services)).toEqual([
      ['Sell', '/sell-your-property-in-uae/'],
      ['Buy Property', '/buy-property-in-uae/'],
      ['Rent', '/properties/for-rent/in-dubai/'],
      ['Vacation Homes', '/vacation-homes-in-dubai/'],
      ['Off Plan', '/off-plan-properties-in-uae/'],
      ['Property Management', '/property-management/'],
      ['Luxury Property', '/luxury-property-dubai/'],
    ]);
  });

  it('ends the desktop Other column with the brand contact page', () => {
    expect(labelled(links.other)).toEqual([
      ['Media', '/media/'],
      ['Blog', '/media/uae-property-blog/'],
      ['Area Guides', '/buy-property-in-uae/uae-area-guides/'],
      ['Renovation', '/renovation/'],
      ['Contact', '/contact-oasis-key/'],
    ]);
  });

  it('adds the company pages to the mobile Other section, with Contact once and last', () => {
    expect(labelled(links.otherMobile)).toEqual([
      ['Media', '/media/'],
      ['Blog', '/media/uae-property-blog/'],
      ['Area Guides', '/buy-property-in-uae/uae-area-guides/'],
      ['Renovation', '/renovation/'],
      ['About', '/about-oasis-key/'],
      ['Meet the Team', '/about-oasis-key/meet-the-team/'],
      ['Reviews', '/customer-reviews/'],
      ['Recruitment', '/real-estate-recruitment-in-uae/'],
      ['Contact', '/contact-oasis-key/'],
    ]);
  });

  it('lists the About group', () => {
    expect(labelled(links.about)).toEqual([
      ['Team', '/about-oasis-key/meet-the-team/'],
      ['Reviews', '/customer-reviews/'],
      ['Partners', '/our-partners/'],
      ['Jobs', '/real-estate-recruitment-in-uae/'],
      ['Awards', '/our-awards/'],
    ]);
  });

  it('links the legal pages', () => {
    expect(labelled([links.legal.sitemap, links.legal.privacy, links.legal.terms])).toEqual([
      ['Sitemap', '/sitemap/'],
      ['Privacy Policy', '/privacy-and-cookie-policy/'],
      ['Terms and Conditions', '/terms-and-conditions/'],
    ]);
  });

  it('puts every link under the language prefix, with translated labels', () => {
    const arabic = footerLinks('oasis-key', ar);
    const all = [...arabic.services, ...arabic.otherMobile, ...arabic.about, ...Object.values(arabic.legal)];
    expect(all.every((l) => l.href.startsWith('/uae/'))).toBe(true);
    expect(labelled(arabic.other, 'ar').at(-1)).toEqual(['اتصل بنا', '/uae/contact-oasis-key/']);
  });

  it('falls back to the plain aliases, and drops About, when the brand slug is missing', () => {
    const bare = footerLinks('', en);
    expect(bare.other.at(-1)?.href).toBe('/contact/');
    expect(bare.about[0]?.href).toBe('/meet-the-team/');
    expect(bare.otherMobile.map((l) => l.href)).not.toContain('/about-/');
    expect(bare.otherMobile.some((l) => l.href.includes('{product}'))).toBe(false);
    expect(bare.otherMobile).toHaveLength(8);
  });
});

describe('bedroomLinks', () => {
  it('offers from-1 to from-4 bedrooms for sale in Dubai', () => {
    expect(labelled(bedroomLinks(en).sale)).toEqual([
      ['From 1 bed', '/properties/for-sale/in-dubai/from-1-bedrooms/'],
      ['From 2 bed', '/properties/for-sale/in-dubai/from-2-bedrooms/'],
      ['From 3 bed', '/properties/for-sale/in-dubai/from-3-bedrooms/'],
      ['From 4 bed', '/properties/for-sale/in-dubai/from-4-bedrooms/'],
    ]);
  });

  it('offers "N+ bedrooms" for rent for every count from 1 to 10', () => {
    const rent = bedroomLinks(en).rent;
    expect(rent.map((l) => l.values?.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(labelled(rent)[1]).toEqual(['2+ bedrooms', '/properties/for-rent/in-dubai/from-2-bedrooms/']);
    expect(labelled(rent)[9]).toEqual(['10+ bedrooms', '/properties/for-rent/in-dubai/from-10-bedrooms/']);
  });

  it.each(LOCALES.map((l) => [l.code, l] as const))('localizes the bedroom links for %s', (_code, locale) => {
    const { sale, rent } = bedroomLinks(locale);
    const prefix = locale.prefix ? `/${locale.prefix}/properties/` : '/properties/';
    expect([...sale, ...rent].every((l) => l.href.startsWith(prefix))).toBe(true);
    expect(new Set(rent.map((l) => l.href)).size).toBe(10);
  });
});
