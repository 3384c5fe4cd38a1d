import { getLocale } from '../../i18n/locales';
import { linkKind, localizeHref } from '../links';

describe('linkKind', () => {
  it.each([
    ['#Why_Invest_in_Dubai', 'anchor'],
    ['tel:+97145550100', 'tel'],
    ['TEL:0501234567', 'tel'],
    ['mailto:hello@oasiskey.ae', 'mailto'],
    ['https://wa.me/971501234567', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['/properties/for-sale/in-dubai/', 'internal'],
    ['renovation', 'internal'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});

describe('localizeHref', () => {
  const ar = getLocale('ar');
  it.each([
    ['/renovation', '/uae/renovation/'],
    ['/properties/for-sale/in-dubai/', '/uae/properties/for-sale/in-dubai/'],
    ['/', '/uae/'],
    ['/media?tab=news#top', '/uae/media/?tab=news#top'],
    ['/fr/media/', '/fr/media/'],
    ['#Why_oasis-key', '#Why_oasis-key'],
    ['https://wa.me/971501234567', 'https://wa.me/971501234567'],
    ['tel:+97145550100', 'tel:+97145550100'],
  ])('%s in Arabic is %s', (href, expected) => {
    expect(localizeHref(href, ar)).toBe(expected);
  });

  it('leaves English paths unprefixed', () => {
    expect(localizeHref('/renovation', getLocale('en'))).toBe('/renovation/');
  });
});
