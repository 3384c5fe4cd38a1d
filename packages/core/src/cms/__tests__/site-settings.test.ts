import { FALLBACK_LOGO, toSiteSettings } from '../site-settings';

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
      logo: FALLBACK_LOGO,
      product: 'oasis-key',
      phone: '97143210000',
      whatsapp: '',
      email: '',
      socials: [{ network: 'facebook', url: 'https://facebook.com/oasiskey' }],
    });
  });

  it('takes the CMS logo with its size, else the static one', () => {
    const data = {
      width: 176,
      height: 40,
      images: { fallback: { src: '/static/abc/176.png', srcSet: '/static/abc/176.png 1x,/static/abc/352.png 2x' } },
    };
    const logo = (gatsbyImageData: unknown) => ({ localFile: { childImageSharp: { gatsbyImageData } } });
    expect(toSiteSettings({ logo: logo(data) }).logo).toEqual({
      src: '/static/abc/176.png',
      srcSet: '/static/abc/176.png 1x,/static/abc/352.png 2x',
      width: 176,
      height: 40,
    });
    expect(toSiteSettings({ logo: logo({ ...data, width: undefined }) }).logo).toEqual(FALLBACK_LOGO);
    expect(toSiteSettings({ logo: { localFile: { childImageSharp: null } } }).logo).toEqual(FALLBACK_LOGO);
    expect(toSiteSettings({ logo: null }).logo).toEqual({ src: '/logo.svg', width: 176, height: 40 });
  });

  it('gives empty settings for an empty CMS', () => {
    expect(toSiteSettings(null)).toMatchObject({ companyName: '', socials: [] });
  });
});
