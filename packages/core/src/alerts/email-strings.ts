import { defineStrings, fillIn } from '../i18n/define-strings';
import type { LocaleCode } from '../i18n/locales';
import { formatNumber } from '../lib/format';
import { escapeMarkup } from '../lib/escape';

/**
 * The words of the saved-search alert e-mails (email.ts). Only the CMS sends them, so they
 * stay out of i18n/string-tables.ts and never reach a browser. Counted phrases have one
 * form per Intl.PluralRules category (zero reads as other); `{n}` is the count. `say`,
 * `sayHtml` and `counted` below read them.
 */
export const alertEmailStrings = defineStrings({
  en: {
    'alert.shortlist': 'Your shortlist',
    'alert.introShortlist': 'Price drops on your shortlist since our last alert:',
    'confirm.introShortlist': 'You asked {company} to e-mail you when a property on your shortlist drops in price:',
    'footer.whyShortlist': 'You are receiving this because you asked for price alerts for your shortlist on {company}.',
    'confirm.subject': 'Confirm your property alert',
    'confirm.intro': 'You asked {company} to e-mail you new listings and price drops for this search:',
    'confirm.frequency': 'How often: {frequency}',
    'confirm.button': 'Confirm my alert',
    'confirm.ignore':
      'If you did not ask for this, ignore this e-mail: nothing will be sent, and the request expires in 7 days.',
    'alert.subject': '{counts}: {search}',
    'alert.and': '{first} and {second}',
    'alert.intro': 'New since our last alert for your search “{search}”:',
    'alert.yourSearch': 'your saved search',
    'alert.label.new': 'New',
    'alert.label.reduced': 'Price reduced',
    'alert.was': 'was {price}',
    'alert.view': 'View property',
    'alert.seeAll': 'See all results',
    'alert.fresh.one': '{n} new listing',
    'alert.fresh.two': '{n} new listings',
    'alert.fresh.few': '{n} new listings',
    'alert.fresh.many': '{n} new listings',
    'alert.fresh.other': '{n} new listings',
    'alert.reduced.one': '{n} price drop',
    'alert.reduced.two': '{n} price drops',
    'alert.reduced.few': '{n} price drops',
    'alert.reduced.many': '{n} price drops',
    'alert.reduced.other': '{n} price drops',
    'alert.more.one': 'and {n} more — see all results',
    'alert.more.two': 'and {n} more — see all results',
    'alert.more.few': 'and {n} more — see all results',
    'alert.more.many': 'and {n} more — see all results',
    'alert.more.other': 'and {n} more — see all results',
    'footer.why': 'You are receiving this because you asked for alerts for this search on {company}.',
    'footer.manage': 'Manage your alert',
    'footer.unsubscribe': 'Unsubscribe',
  },
  ar: {
    'alert.shortlist': 'قائمتك المختصرة',
    'alert.introShortlist': 'تخفيضات الأسعار على العقارات في قائمتك المختصرة منذ آخر تنبيه:',
    'confirm.introShortlist': 'طلبت من {company} إرسال رسالة إليك عند انخفاض سعر أي عقار في قائمتك المختصرة:',
    'footer.whyShortlist': 'تصلك هذه الرسالة لأنك طلبت تنبيهات الأسعار لقائمتك المختصرة على موقع {company}.',
    'confirm.subject': 'أكّد تنبيه العقارات',
    'confirm.intro':
      'وصلنا على موقع {company} طلب بإرسال العقارات الجديدة وتخفيضات الأسعار لهذا البحث إلى بريدك الإلكتروني:',
    'confirm.frequency': 'عدد مرات الإرسال: {frequency}',
    'confirm.button': 'تأكيد التنبيه',
    'confirm.ignore': 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن نرسل إليك شيئًا، وتنتهي صلاحية الطلب خلال 7 أيام.',
    'alert.subject': '{counts}: {search}',
    'alert.and': '{first} و{second}',
    'alert.intro': 'الجديد منذ آخر تنبيه لبحثك «{search}»:',
    'alert.yourSearch': 'بحثك المحفوظ',
    'alert.label.new': 'جديد',
    'alert.label.reduced': 'سعر مخفَّض',
    'alert.was': 'السعر السابق {price}',
    'alert.view': 'عرض العقار',
    'alert.seeAll': 'عرض جميع النتائج',
    'alert.fresh.one': 'عقار جديد واحد',
    'alert.fresh.two': 'عقاران جديدان',
    'alert.fresh.few': '{n} عقارات جديدة',
    'alert.fresh.many': '{n} عقارًا جديدًا',
    'alert.fresh.other': '{n} عقار جديد',
    'alert.reduced.one': 'عقار واحد بسعر مخفَّض',
    'alert.reduced.two': 'عقاران بسعر مخفَّض',
    'alert.reduced.few': '{n} عقارات بأسعار مخفَّضة',
    'alert.reduced.many': '{n} عقارًا بسعر مخفَّض',
    'alert.reduced.other': '{n} عقار بسعر مخفَّض',
    'alert.more.one': 'وعقار آخر — اعرض جميع النتائج',
    'alert.more.two': 'وعقاران آخران — اعرض جميع النتائج',
    'alert.more.few': 'و{n} عقارات أخرى — اعرض جميع النتائج',
    'alert.more.many': 'و{n} عقارًا آخر — اعرض جميع النتائج',
    'alert.more.other': 'و{n} عقار آخر — اعرض جميع النتائج',
    'footer.why': 'تصلك هذه الرسالة لأنك طلبت تنبيهات لهذا البحث على موقع {company}.',
    'footer.manage': 'إدارة التنبيه',
    'footer.unsubscribe': 'إلغاء الاشتراك',
  },
  fr: {
    'alert.shortlist': 'Votre sélection',
    'alert.introShortlist': 'Baisses de prix dans votre sélection depuis notre dernière alerte :',
    'confirm.introShortlist':
      'Vous avez demandé à {company} de vous écrire quand le prix d’un bien de votre sélection baisse :',
    'footer.whyShortlist':
      'Vous recevez cet e-mail parce que vous avez demandé des alertes de prix pour votre sélection sur le site de {company}.',
    'confirm.subject': 'Confirmez votre alerte immobilière',
    'confirm.intro':
      'Vous avez demandé à {company} de vous envoyer par e-mail les nouvelles annonces et les baisses de prix de cette recherche :',
    'confirm.frequency': 'Fréquence : {frequency}',
    'confirm.button': 'Confirmer mon alerte',
    'confirm.ignore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne vous sera envoyé, et la demande expire dans 7 jours.',
    'alert.subject': '{counts} : {search}',
    'alert.and': '{first} et {second}',
    'alert.intro': 'Du nouveau depuis notre dernière alerte pour votre recherche « {search} » :',
    'alert.yourSearch': 'votre recherche enregistrée',
    'alert.label.new': 'Nouveau',
    'alert.label.reduced': 'Prix en baisse',
    'alert.was': 'au lieu de {price}',
    'alert.view': 'Voir le bien',
    'alert.seeAll': 'Voir tous les résultats',
    'alert.fresh.one': '{n} nouvelle annonce',
    'alert.fresh.two': '{n} nouvelles annonces',
    'alert.fresh.few': '{n} nouvelles annonces',
    'alert.fresh.many': '{n} nouvelles annonces',
    'alert.fresh.other': '{n} nouvelles annonces',
    'alert.reduced.one': '{n} baisse de prix',
    'alert.reduced.two': '{n} baisses de prix',
    'alert.reduced.few': '{n} baisses de prix',
    'alert.reduced.many': '{n} baisses de prix',
    'alert.reduced.other': '{n} baisses de prix',
    'alert.more.one': 'et {n} autre annonce — voir tous les résultats',
    'alert.more.two': 'et {n} autres annonces — voir tous les résultats',
    'alert.more.few': 'et {n} autres annonces — voir tous les résultats',
    'alert.more.many': 'et {n} autres annonces — voir tous les résultats',
    'alert.more.other': 'et {n} autres annonces — voir tous les résultats',
    'footer.why':
      'Vous recevez cet e-mail parce que vous avez demandé des alertes pour cette recherche sur le site de {company}.',
    'footer.manage': 'Gérer votre alerte',
    'footer.unsubscribe': 'Se désabonner',
  },
  ru: {
    'alert.shortlist': 'Ваше избранное',
    'alert.introShortlist': 'Снижение цен на объекты из вашего избранного с прошлого уведомления:',
    'confirm.introShortlist': 'Вы попросили {company} сообщать вам, когда цена объекта из вашего избранного снизится:',
    'footer.whyShortlist':
      'Вы получили это письмо, потому что подписались на уведомления о ценах на избранное на сайте {company}.',
    'confirm.subject': 'Подтвердите подписку на уведомления о недвижимости',
    'confirm.intro':
      'Вы попросили {company} присылать вам по электронной почте новые объекты и снижения цен по этому поиску:',
    'confirm.frequency': 'Как часто: {frequency}',
    'confirm.button': 'Подтвердить подписку',
    'confirm.ignore':
      'Если вы этого не запрашивали, просто проигнорируйте это письмо: мы ничего не будем присылать, а запрос истечёт через 7 дней.',
    'alert.subject': '{counts}: {search}',
    'alert.and': '{first} и {second}',
    'alert.intro': 'Новое по вашему поиску «{search}» с момента последнего уведомления:',
    'alert.yourSearch': 'ваш сохранённый поиск',
    'alert.label.new': 'Новое',
    'alert.label.reduced': 'Цена снижена',
    'alert.was': 'было {price}',
    'alert.view': 'Смотреть объект',
    'alert.seeAll': 'Смотреть все результаты',
    'alert.fresh.one': '{n} новый объект',
    'alert.fresh.two': '{n} новых объекта',
    'alert.fresh.few': '{n} новых объекта',
    'alert.fresh.many': '{n} новых объектов',
    'alert.fresh.other': '{n} нового объекта',
    'alert.reduced.one': '{n} снижение цены',
    'alert.reduced.two': '{n} снижения цены',
    'alert.reduced.few': '{n} снижения цены',
    'alert.reduced.many': '{n} снижений цены',
    'alert.reduced.other': '{n} снижения цены',
    'alert.more.one': 'и ещё {n} объект — смотреть все результаты',
    'alert.more.two': 'и ещё {n} объекта — смотреть все результаты',
    'alert.more.few': 'и ещё {n} объекта — смотреть все результаты',
    'alert.more.many': 'и ещё {n} объектов — смотреть все результаты',
    'alert.more.other': 'и ещё {n} объекта — смотреть все результаты',
    'footer.why': 'Вы получили это письмо, потому что подписались на уведомления по этому поиску на сайте {company}.',
    'footer.manage': 'Управлять подпиской',
    'footer.unsubscribe': 'Отписаться',
  },
  pl: {
    'alert.shortlist': 'Twoja lista ulubionych',
    'alert.introShortlist': 'Obniżki cen na Twojej liście ulubionych od ostatniego alertu:',
    'confirm.introShortlist':
      'Poprosiłeś(-aś) {company} o e-mail, gdy cena nieruchomości z Twojej listy ulubionych spadnie:',
    'footer.whyShortlist':
      'Otrzymujesz tę wiadomość, ponieważ zamówiłeś(-aś) alerty cenowe dla swojej listy ulubionych w serwisie {company}.',
    'confirm.subject': 'Potwierdź alert o nieruchomościach',
    'confirm.intro':
      'W serwisie {company} zamówiono na ten adres e-maile z nowymi ofertami i obniżkami cen dla tego wyszukiwania:',
    'confirm.frequency': 'Jak często: {frequency}',
    'confirm.button': 'Potwierdź mój alert',
    'confirm.ignore':
      'Jeśli to nie Ty, zignoruj tę wiadomość: nic nie zostanie wysłane, a prośba wygaśnie po 7 dniach.',
    'alert.subject': '{counts}: {search}',
    'alert.and': '{first} i {second}',
    'alert.intro': 'Nowości od ostatniego alertu dla Twojego wyszukiwania „{search}”:',
    'alert.yourSearch': 'Twoje zapisane wyszukiwanie',
    'alert.label.new': 'Nowość',
    'alert.label.reduced': 'Obniżka ceny',
    'alert.was': 'wcześniej {price}',
    'alert.view': 'Zobacz ofertę',
    'alert.seeAll': 'Zobacz wszystkie wyniki',
    'alert.fresh.one': '{n} nowa oferta',
    'alert.fresh.two': '{n} nowe oferty',
    'alert.fresh.few': '{n} nowe oferty',
    'alert.fresh.many': '{n} nowych ofert',
    'alert.fresh.other': '{n} nowej oferty',
    'alert.reduced.one': '{n} obniżka ceny',
    'alert.reduced.two': '{n} obniżki cen',
    'alert.reduced.few': '{n} obniżki cen',
    'alert.reduced.many': '{n} obniżek cen',
    'alert.reduced.other': '{n} obniżki ceny',
    'alert.more.one': 'i jeszcze {n} oferta — zobacz wszystkie wyniki',
    'alert.more.two': 'i jeszcze {n} oferty — zobacz wszystkie wyniki',
    'alert.more.few': 'i jeszcze {n} oferty — zobacz wszystkie wyniki',
    'alert.more.many': 'i jeszcze {n} ofert — zobacz wszystkie wyniki',
    'alert.more.other': 'i jeszcze {n} oferty — zobacz wszystkie wyniki',
    'footer.why': 'Otrzymujesz tę wiadomość, ponieważ zamówiono alerty dla tego wyszukiwania w serwisie {company}.',
    'footer.manage': 'Zarządzaj alertem',
    'footer.unsubscribe': 'Wypisz się',
  },
});

export type AlertEmailKey = keyof (typeof alertEmailStrings)['en'];

/** An e-mail string in a language, with `{name}` placeholders filled in. */
export function say(locale: LocaleCode, key: AlertEmailKey, values: Record<string, string | number> = {}): string {
  return fillIn(alertEmailStrings[locale][key], values);
}

/** The same string as HTML: its words escaped, its values given as HTML already. */
export function sayHtml(locale: LocaleCode, key: AlertEmailKey, html: Record<string, string>): string {
  return alertEmailStrings[locale][key]
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 === 1 ? (html[part.slice(1, -1)] ?? escapeMarkup(part)) : escapeMarkup(part)))
    .join('');
}

/** A counted phrase in the form the language's plural rules choose for `n` (zero reads as other). */
export function counted(locale: LocaleCode, phrase: 'alert.fresh' | 'alert.reduced' | 'alert.more', n: number): string {
  const category = new Intl.PluralRules(locale).select(n);
  const form = category === 'zero' ? 'other' : category;
  return say(locale, `${phrase}.${form}`, { n: formatNumber(n, locale) });
}
