import { shortNumber } from '../lib/format';
import type { searchHeading as STRINGS } from '../i18n/dictionaries/search-heading';
import type { LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import type { SearchFilter } from './filter';
import { LISTING_ROOTS } from './roots';
import { searchPeriod } from './periods';
import { rentPeriodText } from '../i18n/rent-period';

type Key = keyof (typeof STRINGS)['en'];
export type HeadingOptions = {
  locale: LocaleCode;
  /** Display names by area slug, in the locale; a slug without one is title-cased. */
  areaNames: Record<string, string>;
  /** The property type as a plural noun in the locale, as it reads mid-sentence ("apartments"). */
  typeLabel?: string;
  /** Display names by developer slug, in the locale; a slug without one is title-cased. */
  developerNames?: Record<string, string>;
};

const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);

/** The plural form of a bedroom phrase: Intl's category where the dictionary has it, else other. */
function category(locale: LocaleCode, n: number): 'one' | 'two' | 'few' | 'other' {
  const c = new Intl.PluralRules(locale).select(n);
  return c === 'one' || c === 'two' || c === 'few' ? c : 'other';
}

/** The search's subject: the root's noun (or the type), qualified by the bedroom range. */
function subject(
  filter: SearchFilter,
  s: (key: Key, values?: Record<string, string | number>) => string,
  locale: LocaleCode,
  type?: string,
) {
  const noun = type ? s(`searchHeading.typed.${filter.root}`, { type }) : s(`searchHeading.noun.${filter.root}`);
  const { min, max } = filter.bedrooms;
  const beds = (form: string, n: number, values: Record<string, number>) =>
    s(`searchHeading.beds.${form}.${category(locale, n)}` as Key, { noun, ...values });
  if (min === null && max === null) return noun;
  // "From studio" (every bedroom count) says nothing a visitor would read as a filter.
  if (max === null) return min === 0 ? noun : beds('from', min!, { n: min! });
  if (max === 0) return s('searchHeading.beds.studio', { noun });
  if (min === null) return beds('upTo', max, { n: max });
  if (min === max) return beds('exact', max, { n: max });
  if (min === 0) return beds('fromStudio', max, { max });
  return beds('range', max, { min, max });
}

/**
 * A listing page's heading and intro sentence for a search, in a site language; prices
 * are AED in short K/M/B form, and no area reads as Dubai (international: no place).
 * @example searchHeading({ ...emptyFilter('sale'), areas: ['dubai-marina'], bedrooms: { min: 2, max: 2 }, type: 'apartment' }, { locale: 'en', areaNames: { 'dubai-marina': 'Dubai Marina' }, typeLabel: 'apartments' }).heading // '2 bedroom apartments for sale in Dubai Marina'
 */
export function searchHeading(filter: SearchFilter, options: HeadingOptions): { heading: string; intro: string } {
  const { locale, areaNames } = options;
  const s = (key: Key, values?: Record<string, string | number>) => t(locale, key, values);
  const type = options.typeLabel ?? (filter.type === null ? undefined : filter.type.replace(/-/g, ' '));
  const join = (list: string[]) =>
    list.length < 2
      ? (list[0] ?? '')
      : list.slice(0, -1).join(s('searchHeading.list.separator')) + s('searchHeading.list.and') + list.at(-1);
  const names = filter.areas.map((slug) => areaNames[slug] ?? titleCase(slug));
  const joined = join(names);
  const developers = filter.developers.map((slug) => options.developerNames?.[slug] ?? titleCase(slug));
  const by = developers.length
    ? s(developers.length === 1 ? 'searchHeading.by.one' : 'searchHeading.by.other', { developers: join(developers) })
    : '';
  const hasArea = LISTING_ROOTS.find((r) => r.key === filter.root)?.hasArea ?? true;
  const place = names.length > 0 ? s('searchHeading.in', { areas: joined }) : hasArea ? s('searchHeading.inDubai') : '';
  const { min, max } = filter.price;
  const aed = (n: number | null) => shortNumber(n ?? 0, locale);
  // 0 is an unset price (spec), as in the URL grammar.
  const bounds =
    min && max
      ? s('searchHeading.price.between', { min: aed(min), max: aed(max) })
      : min
        ? s('searchHeading.price.above', { min: aed(min) })
        : max
          ? s('searchHeading.price.under', { max: aed(max) })
          : '';
  // A rent's price says its period ("under AED 1K / night").
  const per = bounds ? rentPeriodText(searchPeriod(filter), locale) : null;
  const price = per ? `${bounds} ${per}` : bounds;
  const search = s('searchHeading.heading', {
    subject: subject(filter, s, locale, type),
    by,
    purpose: s(`searchHeading.purpose.${filter.root}`),
    place,
    price,
  })
    .replace(/\s+/g, ' ')
    .trim();
  const heading = search.charAt(0).toLocaleUpperCase(locale) + search.slice(1);
  return { heading, intro: s('searchHeading.intro', { search }) };
}
