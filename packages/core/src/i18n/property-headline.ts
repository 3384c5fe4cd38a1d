import type { LocaleCode } from './locales';
import { propertyTypeName } from './property-types';

/** What a property's headline says: bedrooms (0 is a studio, null where they do not apply), type, purpose, area. */
export type HeadlineFacts = {
  bedrooms: number | null;
  /** Property type slug, e.g. `apartment`. */
  type: string;
  purpose: 'sale' | 'rent' | 'short-term' | 'auction';
  /** The area's name in the headline's language. */
  area: string;
};

const PURPOSE: Record<LocaleCode, Record<HeadlineFacts['purpose'], string>> = {
  en: { sale: 'for sale', rent: 'for rent', 'short-term': 'for short-term rent', auction: 'at auction' },
  ar: { sale: 'للبيع', rent: 'للإيجار', 'short-term': 'للإيجار لفترات قصيرة', auction: 'في المزاد' },
  fr: { sale: 'à vendre', rent: 'à louer', 'short-term': 'en location de courte durée', auction: 'aux enchères' },
  ru: { sale: 'на продажу', rent: 'в аренду', 'short-term': 'в краткосрочную аренду', auction: 'на аукционе' },
  pl: { sale: 'na sprzedaż', rent: 'na wynajem', 'short-term': 'na wynajem krótkoterminowy', auction: 'na licytacji' },
};
const IN: Record<LocaleCode, string> = { en: 'in', ar: 'في', fr: 'à', ru: 'в', pl: 'w' };

/** The type with its bedrooms, with each language's grammar of numbers. */
function typeWithBedrooms(type: string, slug: string, n: number | null, locale: LocaleCode): string {
  const apartment = slug === 'apartment';
  switch (locale) {
    case 'ar':
      if (n === null) return type;
      if (n === 0) return `${type} استوديو`;
      if (n === 1) return `${type} بغرفة نوم واحدة`;
      if (n === 2) return `${type} بغرفتي نوم`;
      // 3 to 10 take the plural, 11 and more the singular.
      return n <= 10 ? `${type} بـ${n} غرف نوم` : `${type} بـ${n} غرفة نوم`;
    case 'fr':
      if (n === null) return type;
      if (n === 0) return apartment ? 'Studio' : `${type} studio`;
      return `${type} ${n} chambre${n > 1 ? 's' : ''}`;
    case 'ru':
      if (n === null) return type;
      if (n === 0) return apartment ? 'Студия' : `${type}-студия`;
      // Instrumental: "с 1 спальней", "с 21 спальней", otherwise "с N спальнями".
      return `${type} с ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'спальней' : 'спальнями'}`;
    case 'pl':
      if (n === null) return type;
      if (n === 0) return apartment ? 'Kawalerka' : `${type} typu studio`;
      return `${type} z ${n} ${n === 1 ? 'sypialnią' : 'sypialniami'}`;
    default: {
      const lower = type.toLowerCase();
      if (n === null) return type;
      return n === 0 ? `Studio ${lower}` : `${n} bedroom ${lower}`;
    }
  }
}

/**
 * A property's headline in a site language, from its structured data: the page's title,
 * heading and JSON-LD name in languages other than English (whose pages keep the CMS title).
 * @example propertyHeadline({ bedrooms: 2, type: 'apartment', purpose: 'sale', area: 'دبي مارينا' }, 'ar') // 'شقة بغرفتي نوم للبيع في دبي مارينا'
 * @example propertyHeadline({ bedrooms: 1, type: 'villa', purpose: 'rent', area: 'Palm Jumeirah' }, 'ru') // 'Вилла с 1 спальней в аренду в Palm Jumeirah'
 */
export function propertyHeadline(facts: HeadlineFacts, locale: LocaleCode): string {
  const type = propertyTypeName(facts.type, locale) ?? facts.type.replace(/-/g, ' ');
  const head = typeWithBedrooms(type, facts.type, facts.bedrooms, locale);
  return `${head} ${PURPOSE[locale][facts.purpose]}${facts.area ? ` ${IN[locale]} ${facts.area}` : ''}`;
}
