/** The area and developer list the search overlay fetches (`/search/areas.json`). */
export type AreasFile = {
  areas: { name: string; slug: string; names?: Partial<Record<string, string>> }[];
  developers: { name: string; slug: string; names?: Partial<Record<string, string>> }[];
};

export const AREAS_FILE_PATH = '/search/areas.json';

/** An area's `localized_names` as the CMS holds it: a name per other site language, any of them missing. */
export type RawLocalizedNames = Partial<Record<'ar' | 'fr' | 'ru' | 'pl', string | null>> | null | undefined;

/**
 * The languages that have their own name for an area, and that name.
 * @example localizedNames({ ar: 'دبي مارينا', fr: null }) // { ar: 'دبي مارينا' }
 */
export function localizedNames(raw: RawLocalizedNames): Partial<Record<'ar' | 'fr' | 'ru' | 'pl', string>> {
  return Object.fromEntries(Object.entries(raw ?? {}).filter(([, name]) => Boolean(name)));
}

/**
 * An area's name in a language: its own name there when the CMS has one, else `fallback`
 * (the English name). The one rule for the overlay, the listing sections and the JSON-LD.
 * @example areaNameIn({ ar: 'دبي مارينا' }, 'Dubai Marina', 'ar') // 'دبي مارينا'
 * @example areaNameIn({ ar: 'دبي مارينا' }, 'Dubai Marina', 'fr') // 'Dubai Marina'
 */
export function areaNameIn(
  names: Partial<Record<string, string | null>> | null | undefined,
  fallback: string,
  locale: string,
): string {
  return names?.[locale] || fallback;
}

type RawArea = {
  name: string | null;
  slug: string | null;
  city: string | null;
  /** An area the CMS marks as a developer's (a master community named after it): offered as a developer. */
  isDeveloper?: boolean | null;
  localized_names?: RawLocalizedNames;
};

/** The emirates whose areas the overlay suggests; areas elsewhere belong to the international root. */
export const UAE_EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'];
type RawDeveloper = { name: string | null; slug: string | null; localized_names?: RawLocalizedNames };

/**
 * The overlay's suggestions from the CMS: areas in every emirate (international ones have
 * their own listing root) and developers, areas the CMS flags as a developer's among them,
 * sorted by name, without entries missing a name or slug.
 */
export function toAreasFile(areas: readonly RawArea[], developers: readonly RawDeveloper[]): AreasFile {
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');
  const named = areas
    .filter((a): a is RawArea & { name: string; slug: string } => Boolean(a.name && a.slug))
    .filter((a) => !a.city || UAE_EMIRATES.includes(a.city));
  // A name, its slug and, where the CMS has them, its names in the other languages.
  const entry = (n: { name: string; slug: string; localized_names?: RawLocalizedNames }) => {
    const names = localizedNames(n.localized_names);
    return Object.keys(names).length ? { name: n.name, slug: n.slug, names } : { name: n.name, slug: n.slug };
  };
  return {
    areas: named
      .filter((a) => !a.isDeveloper)
      .map(entry)
      .sort(byName),
    developers: [
      ...developers.filter((d): d is RawDeveloper & { name: string; slug: string } => Boolean(d.name && d.slug)),
      ...named.filter((a) => a.isDeveloper),
    ]
      .map(entry)
      .sort(byName),
  };
}
