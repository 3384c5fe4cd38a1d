/** The area and developer list the search overlay fetches (`/search/areas.json`). */
export type AreasFile = {
  areas: { name: string; slug: string; names?: Partial<Record<string, string>> }[];
  developers: { name: string; slug: string }[];
};

export const AREAS_FILE_PATH = '/search/areas.json';

type RawArea = {
  name: string | null;
  slug: string | null;
  city: string | null;
  localized_names?: Partial<Record<'ar' | 'fr' | 'ru' | 'pl', string | null>> | null;
};
type RawDeveloper = { name: string | null; slug: string | null };

/**
 * The overlay's suggestions from the CMS: UAE areas (international ones have their own
 * listing root) and developers, sorted by name, without entries missing a name or slug.
 */
export function toAreasFile(areas: readonly RawArea[], developers: readonly RawDeveloper[]): AreasFile {
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');
  return {
    areas: areas
      .filter((a): a is RawArea & { name: string; slug: string } => Boolean(a.name && a.slug))
      .filter((a) => !a.city || a.city === 'Dubai')
      .map((a) => {
        const names = Object.fromEntries(Object.entries(a.localized_names ?? {}).filter(([, v]) => Boolean(v))) as Record<string, string>;
        return Object.keys(names).length ? { name: a.name, slug: a.slug, names } : { name: a.name, slug: a.slug };
      })
      .sort(byName),
    developers: developers
      .filter((d): d is { name: string; slug: string } => Boolean(d.name && d.slug))
      .map((d) => ({ name: d.name, slug: d.slug }))
      .sort(byName),
  };
}
