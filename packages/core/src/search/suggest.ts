import type { LocaleCode } from '../i18n/locales';
import { t } from '../i18n/strings';
import { areaNameIn, type AreasFile } from './areas-file';
import { emptyFilter } from './filter';
import { buildSearchPath } from './grammar';
import { LISTING_ROOTS, rootEntryPath, type ListingRootKey } from './roots';

/** One entry of the overlay's location box: an area, or (off plan only) a developer. */
export type Suggestion = { name: string; slug: string; isDeveloper: boolean };

/** The overlay's tabs that search a listing root; International is a plain link. */
export type SearchTab = 'residential' | 'commercial' | 'off-plan' | 'auctions';
export type SearchOption =
  | 'for-sale'
  | 'for-rent'
  | 'short-term'
  | 'properties'
  | 'projects'
  | 'residential'
  | 'commercial';

/** Spec §9: at most 10 area suggestions. */
export const MAX_SUGGESTIONS = 10;

/** Spec "Search overlay modal": the quick-search default areas, in the spec's order. */
export const QUICK_SEARCH_AREAS = [
  'dubai',
  'dubai-marina',
  'palm-jumeirah',
  'jumeirah-lake-towers',
  'jumeirah-village-circle',
];

// Each tab's options in display order; the first is the tab's default.
const TARGETS: Record<SearchTab, Partial<Record<SearchOption, ListingRootKey>>> = {
  residential: { 'for-sale': 'sale', 'for-rent': 'rent', 'short-term': 'short-term' },
  commercial: { 'for-sale': 'commercial-sale', 'for-rent': 'commercial-rent' },
  'off-plan': { properties: 'off-plan-properties', projects: 'off-plan-projects' },
  auctions: { residential: 'auction', commercial: 'commercial-auction' },
};

export const SEARCH_TABS = Object.keys(TARGETS) as SearchTab[];

/** The options a tab offers, its default first. */
export function tabOptions(tab: SearchTab): SearchOption[] {
  return Object.keys(TARGETS[tab]) as SearchOption[];
}

/**
 * The listing root a tab and option search; throws a RangeError for a pair the overlay does not offer.
 * @example searchTarget('commercial', 'for-rent') // 'commercial-rent'
 */
export function searchTarget(tab: SearchTab, option: SearchOption): ListingRootKey {
  const root = TARGETS[tab][option];
  if (!root) throw new RangeError(`searchTarget: the ${tab} tab has no "${option}" option`);
  return root;
}

/** The entry path of a listing root, e.g. the international tab's page. */
function entryPathOf(key: ListingRootKey): string {
  const root = LISTING_ROOTS.find((r) => r.key === key);
  if (!root) throw new Error(`suggest: no listing root "${key}"`);
  return rootEntryPath(root);
}

/** The international tab's page (language-neutral). */
export const INTERNATIONAL_PATH = entryPathOf('international');

/**
 * The listing path for a root and the chosen locations (areas joined in the visitor's order).
 * @example searchPath('sale', [marina, palm]) // '/properties/for-sale/in-dubai-marina-and-palm-jumeirah/'
 */
export function searchPath(root: ListingRootKey, chosen: readonly Suggestion[]): string {
  return buildSearchPath({
    ...emptyFilter(root),
    areas: chosen.filter((s) => !s.isDeveloper).map((s) => s.slug),
    developers: chosen.filter((s) => s.isDeveloper).map((s) => s.slug),
  });
}

/**
 * Whether the grammar can write a slug in a list before and after another one. The CMS may
 * hold slugs such as `x-and` that would read back as a different search; offering them
 * would make the Search button fail.
 */
function isJoinable(slug: string): boolean {
  try {
    for (const list of [
      [slug, 'x'],
      ['x', slug],
    ])
      buildSearchPath({ ...emptyFilter('off-plan-projects'), areas: list, developers: list });
    return true;
  } catch {
    return false;
  }
}

/** The location box's entries from `/search/areas.json`: areas, then developers, named in the page's language. */
export function toSuggestions(file: AreasFile, locale: LocaleCode): Suggestion[] {
  const areas = file.areas.map((a) => ({
    name: areaNameIn(a.names, a.name, locale),
    slug: a.slug,
    isDeveloper: false,
  }));
  const developers = file.developers.map((d) => ({
    name: areaNameIn(d.names, d.name, locale),
    slug: d.slug,
    isDeveloper: true,
  }));
  return [...areas, ...developers].filter((s) => s.name.trim() !== '' && isJoinable(s.slug));
}

/** Lower case without diacritics (é, ü, Arabic vowel marks), so "dubai" finds "Dubaï". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Entries whose name contains the text (case and accents ignored), names starting with it
 * first, otherwise in list order; blank text gives none.
 * @example suggest(list, 'mar').map((s) => s.name) // ['Marina Gate', 'Dubai Marina']
 */
export function suggest(list: readonly Suggestion[], text: string, max = MAX_SUGGESTIONS): Suggestion[] {
  const needle = fold(text.trim());
  if (needle === '' || max <= 0) return [];
  const starting: Suggestion[] = [];
  const containing: Suggestion[] = [];
  for (const s of list) {
    const name = fold(s.name);
    if (name.startsWith(needle)) starting.push(s);
    else if (name.includes(needle)) containing.push(s);
  }
  return [...starting, ...containing].slice(0, max);
}

/** How an entry reads in the box; spec: a developer shows as "Developer: name". */
export function suggestionLabel(s: Suggestion, locale: LocaleCode): string {
  return s.isDeveloper ? t(locale, 'search.developer', { name: s.name }) : s.name;
}

/** The quick-search areas, named from the list when it has them (it loads lazily). */
export function quickSearchAreas(list: readonly Suggestion[]): Suggestion[] {
  return QUICK_SEARCH_AREAS.map(
    (slug) =>
      list.find((s) => !s.isDeveloper && s.slug === slug) ?? {
        name: slug.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`),
        slug,
        isDeveloper: false,
      },
  );
}
