import { toSiteSettings } from '../site-settings';

describe('toSiteSettings', () => {
  it('reshapes the CMS settings and drops socials without a URL', () => {
    expect(
      toSiteSettings({
        company_name: 'Oasis Key Properties',
        product_slug: 'oasis-key',
        phone: '97143210000',
        whatsapp: null,
        socials: [{ network: 'facebook', url: 'https://facebook.com/oasiskey' }, { network: 'rss', url: null }, null],
      }),
    ).toEqual({
      companyName: 'Oasis Key Properties',
      product: 'oasis-key',
      phone: '97143210000',
      whatsapp: '',
      email: '',
      socials: [{ network: 'facebook', url: 'https://facebook.com/oasiskey' }],
    });
  });

  it('gives empty settings for an empty CMS', () => {
    expect(toSiteSettings(null)).toMatchObject({ companyName: '', socials: [] });
  });
});
