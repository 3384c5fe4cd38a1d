/** @jest-environment node */
import { ALERT_EMAIL_LISTINGS, alertConfirmationEmail, alertEmail, type AlertBrand } from '../email';
import type { AlertFinding } from '../matching';
import type { IndexEntry } from '../../search/index-entry';
import type { LocaleCode } from '../../i18n/locales';
import { lookup } from '../../i18n/strings';
import { makeEntry } from '../../testing/search-factories';

const brand: AlertBrand = {
  company: 'Oasis Key',
  siteUrl: 'https://www.oasiskey.ae/',
  phone: '97143210000',
  email: 'info@oasiskey.ae',
  address: 'Marina Plaza, Dubai',
};
const SEARCH = '/properties/for-sale/in-dubai-marina/type-apartment/';
const MANAGE = 'https://www.oasiskey.ae/alerts/?token=v1.a.b';
const UNSUBSCRIBE = 'https://www.oasiskey.ae/alerts/?token=v1.a.b&action=unsubscribe';
const PREFIX: Partial<Record<LocaleCode, string>> = { en: '', ar: '/uae', ru: '/ru' };

/** A Dubai Marina apartment for sale with a property page, named in Arabic and Russian. */
const listing = (id: number, overrides: Partial<IndexEntry> = {}) =>
  makeEntry({
    id,
    path: `/property-for-sale/apartment-in-dubai-marina-${id}/`,
    areaNames: { ar: 'دبي مارينا', ru: 'Дубай Марина' },
    ...overrides,
  });
const pageOf = (id: number, locale: LocaleCode) =>
  `https://www.oasiskey.ae${PREFIX[locale]}/property-for-sale/apartment-in-dubai-marina-${id}/`;
const searchUrl = (locale: LocaleCode) => `https://www.oasiskey.ae${PREFIX[locale]}${SEARCH}`;

const render = (locale: LocaleCode, finding: AlertFinding, photoOf = (_: IndexEntry): string | null => null) =>
  alertEmail({ locale, brand, search: SEARCH, finding, photoOf, manageUrl: MANAGE, unsubscribeUrl: UNSUBSCRIBE });

/** `fresh` new listings (ids 1…) and `reduced` price drops (ids 101…). */
const finding = (fresh: number, reduced: number): AlertFinding => ({
  fresh: Array.from({ length: fresh }, (_, i) => listing(i + 1)),
  reduced: Array.from({ length: reduced }, (_, i) => ({
    entry: listing(101 + i, { price: 1_900_000 }),
    was: 2_100_000,
  })),
});

describe('alertEmail subject', () => {
  it.each([
    ['en', 3, 1, '3 new listings and 1 price drop: Apartments for sale in Dubai Marina'],
    ['en', 1, 0, '1 new listing: Apartments for sale in Dubai Marina'],
    ['en', 0, 2, '2 price drops: Apartments for sale in Dubai Marina'],
    ['ar', 1, 0, 'عقار جديد واحد: شقق للبيع في دبي مارينا'],
    ['ar', 2, 1, 'عقاران جديدان وعقار واحد بسعر مخفَّض: شقق للبيع في دبي مارينا'],
    ['ar', 3, 0, '3 عقارات جديدة: شقق للبيع في دبي مارينا'],
    ['ar', 11, 0, '11 عقارًا جديدًا: شقق للبيع في دبي مارينا'],
    ['ar', 100, 4, '100 عقار جديد و4 عقارات بأسعار مخفَّضة: شقق للبيع في دبي مارينا'],
    ['ru', 1, 0, '1 новый объект: Квартиры на продажу в Дубай Марина'],
    ['ru', 3, 1, '3 новых объекта и 1 снижение цены: Квартиры на продажу в Дубай Марина'],
    ['ru', 5, 2, '5 новых объектов и 2 снижения цены: Квартиры на продажу в Дубай Марина'],
    ['ru', 21, 11, '21 новый объект и 11 снижений цены: Квартиры на продажу в Дубай Марина'],
    ['pl', 22, 5, '22 nowe oferty i 5 obniżek cen: Apartamenty na sprzedaż w Dubai Marina'],
    ['fr', 1, 2, '1 nouvelle annonce et 2 baisses de prix : Appartements à vendre à Dubai Marina'],
  ] as const)('%s, %i new and %i reduced: %s', (locale, fresh, reduced, subject) => {
    const email = render(locale, finding(fresh, reduced));
    expect(email.subject).toBe(subject);
    expect(email.text.startsWith(`${subject}\n`)).toBe(true);
  });

  it('calls a path that is not a search "your saved search"', () => {
    const email = alertEmail({
      locale: 'en',
      brand,
      search: '/about-us/',
      finding: finding(1, 0),
      photoOf: () => null,
      manageUrl: MANAGE,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(email.subject).toBe('1 new listing: your saved search');
  });
});

describe('alertEmail listings', () => {
  const PRICES: [LocaleCode, string, string, string][] = [
    // locale, the price of a new listing, the reduced price, the price before
    ['en', 'AED 2,000,000', 'AED 1,900,000', 'AED 2,100,000'],
    ['ar', '2,000,000 AED', '1,900,000 AED', '2,100,000 AED'],
    ['ru', '2 000 000 AED', '1 900 000 AED', '2 100 000 AED'],
  ];

  it.each(PRICES)('%s: links and prices every listing, in text and HTML', (locale, price, reduced, was) => {
    const email = render(locale, finding(2, 1));
    for (const id of [1, 2, 101]) {
      expect(email.text).toContain(pageOf(id, locale));
      expect(email.html).toContain(`href="${pageOf(id, locale)}"`);
    }
    for (const amount of [price, reduced, was]) {
      expect(email.text).toContain(amount);
      expect(email.html).toContain(amount);
    }
    // Arabic amounts may start with a right-to-left mark (ICU's, as formatMoney gives them).
    expect(email.html).toMatch(new RegExp(`<s>\u200f?${was}</s>`));
  });

  it('shows a price drop with its old price: struck through in HTML, in words in the text', () => {
    const en = render('en', finding(0, 1));
    expect(en.text).toContain('[Price reduced] 2 bedroom apartment for sale in Dubai Marina');
    expect(en.text).toContain('AED 1,900,000 (was AED 2,100,000)');
    expect(en.html).toContain('Price reduced</span>');
    expect(en.html).toContain('AED 1,900,000 <span style="font-size:14px;font-weight:normal;color:#6b7280">was <s>');
    expect(render('ru', finding(0, 1)).text).toContain('1 900 000 AED (было 2 100 000 AED)');
    expect(render('ar', finding(0, 1)).html).toContain('سعر مخفَّض</span>');
  });

  it('writes each listing’s headline in the language, rents with their period, and its facts', () => {
    const rent = listing(7, { rentPeriod: 'monthly', price: 12_500, bedrooms: 1, bathrooms: 1, floor: 800 });
    const en = render('en', { fresh: [rent], reduced: [] });
    expect(en.text).toContain('AED 12,500 / month\n1 bed · 1 bath · 800 sq ft');
    const ar = render('ar', { fresh: [rent], reduced: [] });
    expect(ar.text).toContain('شقة بغرفة نوم واحدة للإيجار في دبي مارينا');
    const ru = render('ru', { fresh: [listing(8, { bedrooms: 0 })], reduced: [] });
    expect(ru.text).toContain('[Новое] Студия на продажу в Дубай Марина');
  });

  it('puts new listings before price drops', () => {
    const { text } = render('en', finding(1, 1));
    expect(text.indexOf(pageOf(1, 'en'))).toBeLessThan(text.indexOf(pageOf(101, 'en')));
  });

  it.each([
    ['en', 'And 3 more — see all results'],
    ['ar', 'و3 عقارات أخرى — اعرض جميع النتائج'],
    ['ru', 'И ещё 3 объекта — смотреть все результаты'],
  ] as const)('%s: shows 10 listings at most, then links the rest to the search', (locale, more) => {
    const email = render(locale, finding(12, 1));
    expect(ALERT_EMAIL_LISTINGS).toBe(10);
    for (let id = 1; id <= 10; id++) expect(email.text).toContain(pageOf(id, locale));
    for (const hidden of [11, 12, 101]) {
      expect(email.text).not.toContain(pageOf(hidden, locale));
      expect(email.html).not.toContain(pageOf(hidden, locale));
    }
    expect(email.text).toContain(`${more}: ${searchUrl(locale)}`);
    expect(email.html).toContain(`<a href="${searchUrl(locale)}" style="color:#0b3d5c">${more}</a>`);
  });

  it('has no "more" link when every listing is shown', () => {
    expect(render('en', finding(10, 0)).text).not.toContain('more — see all results');
  });

  it('links a listing without a property page to the search, and the search from a button', () => {
    const email = render('en', { fresh: [listing(5, { path: null })], reduced: [] });
    expect(email.text).toContain(`View property: ${searchUrl('en')}`);
    expect(email.text).toContain(`See all results: ${searchUrl('en')}`);
    expect(email.html).toMatch(new RegExp(`<a href="${searchUrl('en')}"[^>]*>See all results</a>`));
  });

  it('shows a photo where there is one, named by the headline', () => {
    const email = render('en', finding(2, 0), (entry) =>
      entry.id === 1 ? 'https://cms.oasiskey.ae/uploads/marina_1.jpg?w=600&h=400' : null,
    );
    expect(email.html).toContain(
      '<img src="https://cms.oasiskey.ae/uploads/marina_1.jpg?w=600&amp;h=400" alt="2 bedroom apartment for sale in Dubai Marina"',
    );
    expect(email.html.match(/<img /g)).toHaveLength(1);
  });
});

describe('alertEmail HTML', () => {
  it('escapes every value: a title with a script and an ampersand', () => {
    const title = 'Marina <script>alert(1)</script> & "Co"';
    const email = render('en', { fresh: [listing(1, { title })], reduced: [] }, () => 'https://x.ae/a.jpg');
    expect(email.html).toContain('Marina &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</a>');
    expect(email.html).toContain('alt="Marina &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;"');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain(`[New] ${title}`);
  });

  it('escapes the brand and the URLs', () => {
    const email = alertEmail({
      locale: 'en',
      brand: { ...brand, company: 'Oasis & <Key>' },
      search: SEARCH,
      finding: finding(1, 0),
      photoOf: () => null,
      manageUrl: MANAGE,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(email.html).toContain('>Oasis &amp; &lt;Key&gt;</a>');
    expect(email.html).not.toContain('<Key>');
    expect(email.html).toContain('this search on Oasis &amp; &lt;Key&gt;.');
  });

  it('is right to left in Arabic, with the language on every root', () => {
    const { html } = render('ar', finding(1, 0));
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<body lang="ar" dir="rtl"');
    expect(html).toContain('<table role="presentation" lang="ar" dir="rtl"');
    expect(html).toContain('text-align:right');
    expect(render('en', finding(1, 0)).html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });

  it('names the search in words', () => {
    const email = render('en', finding(1, 0));
    expect(email.text).toContain('New since our last alert for your search “Apartments for sale in Dubai Marina”:');
    expect(email.html).toContain('your search “<strong>Apartments for sale in Dubai Marina</strong>”:');
  });

  it('is no wider than 600px', () => {
    expect(render('en', finding(1, 0)).html).toContain('max-width:600px');
  });
});

describe('alertEmail footer', () => {
  it.each([
    [
      'en',
      'Manage your alert',
      'Unsubscribe',
      'You are receiving this because you asked for alerts for this search on Oasis Key.',
    ],
    ['ar', 'إدارة التنبيه', 'إلغاء الاشتراك', 'تصلك هذه الرسالة لأنك طلبت تنبيهات لهذا البحث على موقع Oasis Key.'],
    [
      'ru',
      'Управлять подпиской',
      'Отписаться',
      'Вы получили это письмо, потому что подписались на уведомления по этому поиску на сайте Oasis Key.',
    ],
  ] as const)(
    '%s: says why, links managing and unsubscribing, and gives the contact line',
    (locale, manage, unsubscribe, why) => {
      const email = render(locale, finding(1, 0));
      expect(email.text).toContain(`${why}\n${manage}: ${MANAGE}\n${unsubscribe}: ${UNSUBSCRIBE}`);
      expect(email.text).toContain('Oasis Key · +971 4 321 0000 · info@oasiskey.ae · Marina Plaza, Dubai');
      expect(email.html).toContain(`<a href="${MANAGE}" style="color:#0b3d5c">${manage}</a>`);
      expect(email.html).toContain(
        `<a href="https://www.oasiskey.ae/alerts/?token=v1.a.b&amp;action=unsubscribe" style="color:#0b3d5c">${unsubscribe}</a>`,
      );
      expect(email.html).toContain('href="tel:+97143210000"');
      expect(email.html).toContain('href="mailto:info@oasiskey.ae"');
    },
  );
});

describe('alertConfirmationEmail', () => {
  const CONFIRM = 'https://www.oasiskey.ae/uae/alerts/?token=v1.c.d&action=confirm';
  const confirmation = (locale: LocaleCode, frequency: 'instant' | 'daily' | 'weekly') =>
    alertConfirmationEmail({ locale, brand, search: SEARCH, frequency, confirmUrl: CONFIRM, manageUrl: MANAGE });

  it('asks to confirm, with the search and the frequency in words (English)', () => {
    const email = confirmation('en', 'daily');
    expect(email.subject).toBe('Confirm your property alert');
    expect(email.text).toContain('Apartments for sale in Dubai Marina\nhttps://www.oasiskey.ae' + SEARCH);
    expect(email.text).toContain('How often: Once a day');
    expect(email.text).toContain(`Confirm my alert: ${CONFIRM}`);
    expect(email.text).toContain(
      'If you did not ask for this, ignore this e-mail: nothing will be sent, and the request expires in 7 days.',
    );
    expect(email.text).toContain(`Manage your alert: ${MANAGE}`);
    expect(email.html).toContain(
      '<a href="https://www.oasiskey.ae/uae/alerts/?token=v1.c.d&amp;action=confirm" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none">Confirm my alert</a>',
    );
    expect(email.html).toContain('How often: Once a day');
    expect(email.html).toContain(`<a href="${MANAGE}" style="color:#0b3d5c">Manage your alert</a>`);
  });

  it.each([
    ['ar', 'weekly', 'أكّد تنبيه العقارات', 'عدد مرات الإرسال: مرة في الأسبوع', 'تأكيد التنبيه'],
    [
      'ru',
      'instant',
      'Подтвердите подписку на уведомления о недвижимости',
      'Как часто: Сразу, как появится новое',
      'Подтвердить подписку',
    ],
  ] as const)('%s: in the subscriber’s language', (locale, frequency, subject, often, confirm) => {
    const email = confirmation(locale, frequency);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(often);
    expect(email.text).toContain(`${confirm}: ${CONFIRM}`);
    expect(email.html).toContain(`>${confirm}</a>`);
    expect(email.text).toContain(`${PREFIX[locale]}${SEARCH}`);
  });

  it('is right to left in Arabic', () => {
    expect(confirmation('ar', 'daily').html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('names the search’s areas as the CMS names them in the language', () => {
    const email = alertConfirmationEmail({
      locale: 'ar',
      brand,
      search: SEARCH,
      frequency: 'daily',
      confirmUrl: CONFIRM,
      manageUrl: MANAGE,
      areaNames: { 'dubai-marina': 'دبي مارينا' },
    });
    expect(email.text).toContain('دبي مارينا');
    expect(email.text).not.toContain('Dubai Marina');
  });
});

describe('alert e-mail strings', () => {
  it.each(['en', 'ar', 'fr', 'ru', 'pl'] as const)('%s: leave no placeholder unfilled', (locale) => {
    const alert = render(locale, finding(12, 2), () => 'https://x.ae/a.jpg');
    const confirm = alertConfirmationEmail({
      locale,
      brand,
      search: SEARCH,
      frequency: 'weekly',
      confirmUrl: 'https://x.ae/c',
      manageUrl: MANAGE,
    });
    for (const part of [alert.subject, alert.text, alert.html, confirm.subject, confirm.text, confirm.html])
      expect(part).not.toMatch(/\{\w+\}/);
  });

  it('are not among the browser’s UI strings', () => {
    expect(lookup('en', 'alert.seeAll')).toBeUndefined();
    expect(lookup('en', 'confirm.subject')).toBeUndefined();
  });
});

describe('a shortlist’s price alerts', () => {
  const watch = (locale: LocaleCode) =>
    alertEmail({
      locale,
      brand,
      search: '/shortlist/',
      finding: finding(0, 2),
      photoOf: () => null,
      manageUrl: MANAGE,
      unsubscribeUrl: UNSUBSCRIBE,
    });

  it('speaks of the shortlist, links it, and says why it is sent', () => {
    const email = watch('en');
    expect(email.subject).toBe('2 price drops: Your shortlist');
    expect(email.text).toContain('Price drops on your shortlist since our last alert:');
    expect(email.text).toContain('See all results: https://www.oasiskey.ae/shortlist/');
    expect(email.text).toContain(
      'You are receiving this because you asked for price alerts for your shortlist on Oasis Key.',
    );
    expect(email.text).not.toContain('your saved search');
    expect(watch('ar').subject).toContain('قائمتك المختصرة');
  });

  it('asks to confirm a watch of the shortlist in those words', () => {
    const email = alertConfirmationEmail({
      locale: 'en',
      brand,
      search: '/shortlist/',
      frequency: 'instant',
      confirmUrl: 'https://www.oasiskey.ae/alerts/?token=v1.c.d&action=confirm',
      manageUrl: MANAGE,
    });
    expect(email.text).toContain(
      'You asked Oasis Key to e-mail you when a property on your shortlist drops in price:\nYour shortlist\nhttps://www.oasiskey.ae/shortlist/',
    );
  });
});
