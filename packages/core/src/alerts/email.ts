import type { AlertFrequency } from '../forms/definitions';
import { getLocale, localizePath, type LocaleCode } from '../i18n/locales';
import { propertyTypePlural } from '../i18n/property-types';
import { rentPeriodText } from '../i18n/rent-period';
import { t } from '../i18n/strings';
import { formatMoney } from '../lib/format';
import { formatArea } from '../property/area-units';
import { cardTitle } from '../property/headline';
import type { AlertFinding } from './matching';
import { areaNameIn } from '../search/areas-file';
import { parseSearchPath } from '../search/grammar';
import { searchHeading } from '../search/heading';
import { SHORTLIST_PATH } from '../property/shortlist';
import type { IndexEntry } from '../search/index-entry';
import { BLUE, anchor, button, contactLine, emailPage, row, type AlertBrand } from './email-html';
import { escapeMarkup } from '../lib/escape';
import { counted, say, sayHtml } from './email-strings';

/**
 * The two e-mails of a saved-search alert, in the subscriber's language: the double opt-in
 * and the alert itself, each as a subject, a complete plain-text part and simple table
 * HTML. The CMS sends them through this package (@brokerage/core/alerts/cms), so this stays pure TypeScript.
 */

export type { AlertBrand } from './email-html';
export type AlertEmail = { subject: string; text: string; html: string };

/** The most listings one alert shows; the others are behind its link to the search. */
export const ALERT_EMAIL_LISTINGS = 10;

const esc = escapeMarkup;

const capitalize = (text: string, locale: LocaleCode) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A language-neutral site path as an absolute address in the locale. */
const siteLink = (brand: AlertBrand, locale: LocaleCode, path: string) =>
  `${brand.siteUrl.replace(/\/+$/, '')}${localizePath(path, getLocale(locale))}`;

/**
 * The saved search in words, as its listing page's heading says it; area names come from
 * the CMS (`known`, in the language), else from the finding's cards, else are title-cased.
 */
function searchName(
  search: string,
  locale: LocaleCode,
  entries: readonly IndexEntry[],
  known: Readonly<Record<string, string>> = {},
): string {
  if (search === SHORTLIST_PATH) return say(locale, 'alert.shortlist');
  const parsed = parseSearchPath(search);
  if (!parsed.ok) return say(locale, 'alert.yourSearch');
  const { filter } = parsed;
  const areaNames = Object.fromEntries(
    entries
      .filter((e) => filter.areas.includes(e.area))
      .map((e) => [e.area, areaNameIn(e.areaNames, e.areaName, locale)]),
  );
  Object.assign(areaNames, known);
  return searchHeading(filter, { locale, areaNames, typeLabel: propertyTypePlural(filter.type, locale) }).heading;
}

/** One listing as an alert shows it, every value in the subscriber's language. */
type Shown = {
  /** "New" or "Price reduced". */
  label: string;
  title: string;
  url: string;
  photo: string | null;
  price: string;
  /** The price before its drop, or null for a new listing. */
  was: string | null;
  facts: string;
};

function shown(entry: IndexEntry, was: number | null, locale: LocaleCode, searchUrl: string, input: AlertInput): Shown {
  // A rent without a known period reads as yearly, as on the site's cards.
  const period = entry.rentPeriod ? (rentPeriodText(entry.rentPeriod, locale) ?? t(locale, 'per.yearly')) : null;
  const money = formatMoney(entry.price, 'AED', locale);
  const price = `${entry.auction ? `${t(locale, 'auction.startingBid')}: ` : ''}${money}${period ? ` ${period}` : ''}`;
  const bedrooms =
    entry.bedrooms === null
      ? null
      : entry.bedrooms === 0
        ? t(locale, 'studio')
        : t(locale, 'bedrooms', { count: entry.bedrooms });
  const facts = [
    bedrooms,
    entry.bathrooms ? t(locale, 'bathrooms', { count: entry.bathrooms }) : null,
    entry.floor ? formatArea(entry.floor, 'sqft', locale) : null,
  ];
  return {
    label: say(locale, was === null ? 'alert.label.new' : 'alert.label.reduced'),
    title: cardTitle(entry, locale),
    url: entry.path ? siteLink(input.brand, locale, entry.path) : searchUrl,
    photo: input.photoOf(entry),
    price,
    was: was === null ? null : formatMoney(was, 'AED', locale),
    facts: facts.filter(Boolean).join(' · '),
  };
}

/** A listing in the text part: every value and its link written out. */
function listingText(l: Shown, locale: LocaleCode): string {
  const price = l.was ? `${l.price} (${say(locale, 'alert.was', { price: l.was })})` : l.price;
  const link = `${say(locale, 'alert.view')}: ${l.url}`;
  return [`[${l.label}] ${l.title}`, price, l.facts, link].filter(Boolean).join('\n');
}

/** A listing in the HTML part: its photo (when it has one) over its label, price, title and facts. */
function listingHtml(l: Shown, locale: LocaleCode): string {
  // The CMS's alternative texts are English: the photo is named by the headline, as on the site's cards.
  const img = (src: string) =>
    `<img src="${esc(src)}" alt="${esc(l.title)}" width="550" ` +
    'style="display:block;width:100%;max-width:550px;height:auto;border:0">';
  const photo = l.photo ? `<tr><td>${anchor(l.url, img(l.photo))}</td></tr>` : '';
  const badge =
    '<span style="display:inline-block;padding:2px 8px;border-radius:3px;font-size:12px;font-weight:bold;' +
    `color:#ffffff;background:${l.was ? '#b91c1c' : BLUE}">${esc(l.label)}</span>`;
  const was = l.was
    ? ` <span style="font-size:14px;font-weight:normal;color:#6b7280">${sayHtml(locale, 'alert.was', { price: `<s>${esc(l.was)}</s>` })}</span>`
    : '';
  return row(
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e5e7eb">' +
      `${photo}<tr><td style="padding:12px 16px">${badge}` +
      `<p style="margin:8px 0 4px;font-size:18px;font-weight:bold">${esc(l.price)}${was}</p>` +
      `<p style="margin:0 0 4px">${anchor(l.url, esc(l.title), `color:${BLUE};font-weight:bold;text-decoration:none`)}</p>` +
      (l.facts ? `<p style="margin:0 0 4px;font-size:14px;color:#4b5563">${esc(l.facts)}</p>` : '') +
      `<p style="margin:0;font-size:14px">${anchor(l.url, esc(say(locale, 'alert.view')))}</p>` +
      '</td></tr></table>',
  );
}

export type AlertConfirmationInput = {
  locale: LocaleCode;
  brand: AlertBrand;
  /** The saved search: its canonical, language-neutral listing path. */
  search: string;
  frequency: AlertFrequency;
  confirmUrl: string;
  manageUrl: string;
  /** The search's areas by slug, named in the locale (the CMS's names). */
  areaNames?: Readonly<Record<string, string>>;
};

/** The double opt-in: "Confirm your property alert", with the search and frequency in words. */
export function alertConfirmationEmail(input: AlertConfirmationInput): AlertEmail {
  const { locale, brand } = input;
  const subject = say(locale, 'confirm.subject');
  const search = searchName(input.search, locale, [], input.areaNames);
  const searchUrl = siteLink(brand, locale, input.search);
  // A shortlist's watch says so (its alerts are its properties' price drops).
  const watch = input.search === SHORTLIST_PATH;
  const intro = say(locale, watch ? 'confirm.introShortlist' : 'confirm.intro', { company: brand.company });
  const frequency = say(locale, 'confirm.frequency', {
    frequency: t(locale, `forms.option.frequency.${input.frequency}`),
  });
  const confirm = say(locale, 'confirm.button');
  const manage = say(locale, 'footer.manage');
  const contact = contactLine(brand);
  const text = [
    subject,
    `${intro}\n${search}\n${searchUrl}`,
    frequency,
    `${confirm}: ${input.confirmUrl}`,
    say(locale, 'confirm.ignore'),
    `--\n${manage}: ${input.manageUrl}\n${contact.text}`,
  ].join('\n\n');
  const html = emailPage(
    locale,
    brand,
    subject,
    [
      row(
        `<p style="margin:0 0 8px">${esc(intro)}</p>` +
          `<p style="margin:0">${anchor(searchUrl, `<strong>${esc(search)}</strong>`)}</p>`,
      ),
      row(esc(frequency)),
      row(button(input.confirmUrl, confirm), 'padding-bottom:24px'),
      row(esc(say(locale, 'confirm.ignore')), 'font-size:14px;color:#4b5563'),
    ],
    [anchor(input.manageUrl, esc(manage)), contact.html],
  );
  return { subject, text, html };
}

export type AlertInput = {
  locale: LocaleCode;
  brand: AlertBrand;
  /** The saved search: its canonical, language-neutral listing path. */
  search: string;
  finding: AlertFinding;
  /** An absolute photo URL for a listing, or null (the CMS knows its upload URLs). */
  photoOf: (entry: IndexEntry) => string | null;
  manageUrl: string;
  unsubscribeUrl: string;
  /** The search's areas by slug, named in the locale (the CMS's names). */
  areaNames?: Readonly<Record<string, string>>;
};

/**
 * An alert's subject: what it found, counted, then the search.
 * @example alertSubject({ fresh: [a, b, c], reduced: [d] }, 'en', 'Apartments for sale in Dubai Marina') // '3 new listings and 1 price drop: Apartments for sale in Dubai Marina'
 */
function alertSubject(finding: AlertFinding, locale: LocaleCode, search: string): string {
  const counts = [
    finding.fresh.length ? counted(locale, 'alert.fresh', finding.fresh.length) : null,
    finding.reduced.length ? counted(locale, 'alert.reduced', finding.reduced.length) : null,
  ].filter((c): c is string => c !== null);
  const [first, second] = counts;
  if (!first) return search;
  const found = second ? say(locale, 'alert.and', { first, second }) : first;
  return say(locale, 'alert.subject', { counts: capitalize(found, locale), search });
}

/** One alert: a saved search's new listings, then its price drops, since the last alert. */
export function alertEmail(input: AlertInput): AlertEmail {
  const { locale, brand, finding } = input;
  const all = [...finding.fresh.map((entry) => ({ entry, was: null })), ...finding.reduced];
  const search = searchName(
    input.search,
    locale,
    all.map((l) => l.entry),
    input.areaNames,
  );
  const searchUrl = siteLink(brand, locale, input.search);
  const subject = alertSubject(finding, locale, search);
  const listings = all
    .slice(0, ALERT_EMAIL_LISTINGS)
    .map(({ entry, was }) => shown(entry, was, locale, searchUrl, input));
  const hidden = all.length - listings.length;
  const more = hidden > 0 ? counted(locale, 'alert.more', hidden) : null;
  const seeAll = say(locale, 'alert.seeAll');
  const watch = input.search === SHORTLIST_PATH;
  const why = say(locale, watch ? 'footer.whyShortlist' : 'footer.why', { company: brand.company });
  const manage = say(locale, 'footer.manage');
  const unsubscribe = say(locale, 'footer.unsubscribe');
  const contact = contactLine(brand);
  const intro = (html: boolean): string => {
    if (watch) return html ? esc(say(locale, 'alert.introShortlist')) : say(locale, 'alert.introShortlist');
    return html
      ? sayHtml(locale, 'alert.intro', { search: `<strong>${esc(search)}</strong>` })
      : say(locale, 'alert.intro', { search });
  };

  const text = [
    subject,
    intro(false),
    ...listings.map((l) => listingText(l, locale)),
    ...(more ? [`${capitalize(more, locale)}: ${searchUrl}`] : []),
    `${seeAll}: ${searchUrl}`,
    `--\n${why}\n${manage}: ${input.manageUrl}\n${unsubscribe}: ${input.unsubscribeUrl}\n${contact.text}`,
  ].join('\n\n');

  const html = emailPage(
    locale,
    brand,
    subject,
    [
      row(intro(true)),
      ...listings.map((l) => listingHtml(l, locale)),
      ...(more ? [row(anchor(searchUrl, esc(capitalize(more, locale))))] : []),
      row(button(searchUrl, seeAll), 'padding-bottom:24px'),
    ],
    [
      esc(why),
      `${anchor(input.manageUrl, esc(manage))} · ${anchor(input.unsubscribeUrl, esc(unsubscribe))}`,
      contact.html,
    ],
  );
  return { subject, text, html };
}
