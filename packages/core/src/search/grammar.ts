import { SORT_ORDERS, emptyFilter, type Range, type SearchFilter } from './filter';
import { DEFAULT_AREA, LISTING_ROOTS, type ListingRoot } from './roots';
import { PERIOD_WORDS, rootPeriods, type RentPeriod } from './periods';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locales';

/**
 * The listing URL grammar: the one place that reads and writes search paths. A path is a
 * listing root followed by optional segments, one per level, canonically in the order of
 * KINDS below. Paths are language-neutral: callers strip `/fr/`...
 *
 * Lists (areas, features, developers) are joined with `-and-`, so a slug that itself
 * contains `-and-` (or starts or ends with an `and` word) cannot be written: buildSearchPath
 * refuses it rather than writing a path that reads back as a different search.
 */
export type ParseResult =
  | { ok: true; filter: SearchFilter; canonical: string; isCanonical: boolean }
  | { ok: false; reason: string };

/** Segment kinds in canonical order; each may appear once. */
const KINDS = [
  'area',
  'bedrooms',
  'price',
  'period',
  'floor',
  'features',
  'type',
  'facts',
  'listing',
  'completion',
  'negotiator',
  'developers',
  'sort',
  'page',
] as const;
type Kind = (typeof KINDS)[number];
type Read = { kind: Kind; patch: Partial<SearchFilter> } | { kind: Kind; error: string };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const AND = '-and-';
const MAX_BEDROOMS = 10;
const LISTINGS = { 'ready-to-move': 'residential', 'off-plan': 'new_developments' } as const;
const PRICE = ['between', 'above', 'under'] as const;
const FLOOR = ['areasqft', 'minsqft', 'maxsqft'] as const;

/** Whether a list can be joined with `-and-` and split back to itself. */
const isSlugList = (xs: readonly string[]) =>
  xs.length === 0 || (xs.every((x) => SLUG.test(x)) && xs.join(AND).split(AND).join('\n') === xs.join('\n'));
const unique = (xs: readonly string[]) => [...new Set(xs)];
const fromZero = (n: number | null) => (n === 0 ? null : n);

/**
 * The one spelling of a search: duplicates dropped, features sorted, 0 prices unset, the
 * default area alone written as no area, and the root's default rent period (or one it
 * does not offer) as none.
 * @example normalizeFilter({ ...emptyFilter('sale'), areas: ['dubai'] }).areas // []
 */
export function normalizeFilter(filter: SearchFilter): SearchFilter {
  const areas = unique(filter.areas);
  const periods = rootPeriods(filter.root);
  const period = filter.period && periods.indexOf(filter.period) > 0 ? filter.period : null;
  return {
    ...filter,
    period,
    areas: areas.length === 1 && areas[0] === DEFAULT_AREA ? [] : areas,
    bedrooms: { ...filter.bedrooms },
    price: { min: fromZero(filter.price.min), max: fromZero(filter.price.max) },
    floor: { min: fromZero(filter.floor.min), max: fromZero(filter.floor.max) },
    mustInclude: unique(filter.mustInclude).sort(),
    developers: unique(filter.developers),
  };
}

/**
 * The listing root a path starts with, or null; query string and hash are ignored.
 * @example rootOfPath('/properties/for-rent/in-dubai/studio/')?.key // 'rent'
 */
export function rootOfPath(path: string): ListingRoot | null {
  const pathname = cleanPath(path);
  return LISTING_ROOTS.find((root) => pathname.startsWith(root.path)) ?? null;
}

/**
 * Whether a (language-neutral) path is a valid search, canonical or not.
 * @example isSearchPath('/properties/for-sale/in-dubai/2-bedroom/') // true
 */
export function isSearchPath(path: string): boolean {
  return parseSearchPath(path).ok;
}

/**
 * The canonical path of a search; throws a RangeError for a filter no path can express.
 * @example buildSearchPath({ ...emptyFilter('sale'), bedrooms: { min: 2, max: 2 } }) // '/properties/for-sale/in-dubai/2-bedroom/'
 */
export function buildSearchPath(filter: SearchFilter): string {
  const root = LISTING_ROOTS.find((r) => r.key === filter.root);
  if (!root) throw new RangeError(`buildSearchPath: unknown listing root "${filter.root}"`);
  const f = normalizeFilter(filter);
  const problem = filterProblem(f);
  if (problem) throw new RangeError(`buildSearchPath: ${problem}`);
  const listing = (Object.keys(LISTINGS) as (keyof typeof LISTINGS)[]).find((k) => LISTINGS[k] === f.department);
  const segments: Record<Kind, string | null> = {
    area: f.areas.length > 0 || root.hasArea ? `in-${(f.areas.length > 0 ? f.areas : [DEFAULT_AREA]).join(AND)}` : null,
    bedrooms: bedroomSegment(f.bedrooms),
    price: rangeSegment(f.price, PRICE),
    period: f.period === null ? null : `per-${PERIOD_WORDS[f.period]}`,
    floor: rangeSegment(f.floor, FLOOR),
    features: f.mustInclude.length > 0 ? `with-${f.mustInclude.join(AND)}` : null,
    type: f.type === null ? null : `type-${f.type}`,
    facts: f.facts === null ? null : `property-${f.facts}`,
    listing: listing ? `listing-${listing}` : null,
    completion: f.completion === null ? null : `completion-${f.completion}`,
    negotiator: f.negotiator === null ? null : `negotiator-${f.negotiator}`,
    developers: f.developers.length > 0 ? `developer-${f.developers.join(AND)}` : null,
    sort: f.sort === 'newest' ? null : `sort-${f.sort}`,
    page: f.page === 1 ? null : `page-${f.page}`,
  };
  return root.path + KINDS.map((kind) => (segments[kind] ? `${segments[kind]}/` : '')).join('');
}

/**
 * Reads a language-neutral search path; a valid but non-canonical spelling is ok with
 * `isCanonical: false` (redirect to `canonical`). A missing trailing slash is not a
 * difference: the site's trailing-slash setting handles that.
 * @example parseSearchPath('/properties/for-sale/2-and-more-bedrooms') // ok, canonical '/properties/for-sale/in-dubai/from-2-bedrooms/'
 */
export function parseSearchPath(path: string): ParseResult {
  const pathname = cleanPath(path);
  const root = rootOfPath(pathname);
  if (!root) return { ok: false, reason: `"${pathname}" is not under a listing root` };
  const filter = emptyFilter(root.key);
  const seen = new Set<Kind>();
  const segments = pathname.slice(root.path.length).split('/').slice(0, -1);
  for (const [index, segment] of segments.entries()) {
    if (segment === '') return { ok: false, reason: `empty segment in "${pathname}"` };
    const read = readSegment(segment);
    if (!read) return { ok: false, reason: `unknown segment "${segment}"` };
    if ('error' in read) return { ok: false, reason: `${read.error} in segment "${segment}"` };
    if (seen.has(read.kind)) return { ok: false, reason: `second ${read.kind} segment "${segment}"` };
    if (read.kind === 'area' && index !== 0) {
      return { ok: false, reason: `area segment "${segment}" must come first after the root` };
    }
    seen.add(read.kind);
    Object.assign(filter, read.patch);
  }
  if (filter.period !== null && !rootPeriods(root.key).includes(filter.period))
    return { ok: false, reason: `${root.path} has no prices per ${PERIOD_WORDS[filter.period]}` };
  const normal = normalizeFilter(filter);
  const canonical = buildSearchPath(normal);
  return { ok: true, filter: normal, canonical, isCanonical: canonical === pathname };
}

/** Drops query string and hash and makes sure of a leading and a trailing slash. */
function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const lead = bare.startsWith('/') ? bare : `/${bare}`;
  return lead.endsWith('/') ? lead : `${lead}/`;
}

/** Why a normalised filter has no path, or null. */
function filterProblem(f: SearchFilter): string | null {
  const lists = { areas: f.areas, mustInclude: f.mustInclude, developers: f.developers };
  for (const [name, list] of Object.entries(lists)) {
    if (!isSlugList(list)) return `${name} ${JSON.stringify(list)} are not slugs that can be joined with "${AND}"`;
  }
  for (const name of ['type', 'facts', 'completion', 'negotiator'] as const) {
    const value = f[name];
    if (value !== null && !SLUG.test(value)) return `${name} "${value}" is not a slug`;
  }
  const isCount = (n: number | null, max: number) => n === null || (Number.isSafeInteger(n) && n >= 0 && n <= max);
  const ranges = {
    bedrooms: [f.bedrooms, MAX_BEDROOMS],
    price: [f.price, Infinity],
    floor: [f.floor, Infinity],
  } as const;
  for (const [name, [{ min, max }, limit]] of Object.entries(ranges)) {
    if (!isCount(min, limit) || !isCount(max, limit)) return `${name} ${JSON.stringify({ min, max })} out of range`;
    if (min !== null && max !== null && min > max) return `${name} minimum ${min} above maximum ${max}`;
  }
  if (f.department !== null && !Object.values(LISTINGS).includes(f.department)) return `department "${f.department}"`;
  if (!SORT_ORDERS.includes(f.sort)) return `sort "${f.sort}"`;
  if (!Number.isSafeInteger(f.page) || f.page < 1) return `page ${f.page}`;
  return null;
}

const bedroomWord = (n: number) => (n === 0 ? 'studio' : String(n));

function bedroomSegment({ min, max }: Range): string | null {
  if (min === null) return max === null ? null : `to-${bedroomWord(max)}-bedrooms`;
  if (max === null) return `from-${bedroomWord(min)}-bedrooms`;
  if (min === max) return min === 0 ? 'studio' : `${min}-bedroom`;
  return `from-${bedroomWord(min)}-to-${bedroomWord(max)}-bedrooms`;
}

function rangeSegment({ min, max }: Range, [both, above, under]: readonly [string, string, string]): string | null {
  if (min !== null && max !== null) return `${both}-${min}-and-${max}`;
  if (min !== null) return `${above}-${min}`;
  return max === null ? null : `${under}-${max}`;
}

/** A whole number written without sign or leading zeros, or null. */
function readNumber(text: string): number | null {
  const n = Number(text);
  return /^(0|[1-9][0-9]*)$/.test(text) && Number.isSafeInteger(n) ? n : null;
}

type SlugKey = 'type' | 'facts' | 'completion' | 'negotiator';
const slug =
  (kind: Kind, key: SlugKey) =>
  (value: string): Read =>
    SLUG.test(value) ? { kind, patch: { [key]: value } } : { kind, error: `malformed ${kind} "${value}"` };
const list =
  (kind: Kind, key: 'areas' | 'mustInclude' | 'developers') =>
  (value: string): Read => {
    const items = value.split(AND);
    return items.every((x) => SLUG.test(x))
      ? { kind, patch: { [key]: items } }
      : { kind, error: `malformed ${kind} list` };
  };
const price = (prefix: string) => (value: string) => readRange('price', prefix, value, PRICE);
const floor = (prefix: string) => (value: string) => readRange('floor', prefix, value, FLOOR);

/** Segment readers by the word before the first hyphen; bedrooms are read apart. */
const READERS: Readonly<Record<string, (value: string) => Read>> = {
  in: list('area', 'areas'),
  with: list('features', 'mustInclude'),
  developer: list('developers', 'developers'),
  type: slug('type', 'type'),
  property: slug('facts', 'facts'),
  completion: slug('completion', 'completion'),
  negotiator: slug('negotiator', 'negotiator'),
  ...Object.fromEntries(PRICE.map((word) => [word, price(word)])),
  ...Object.fromEntries(FLOOR.map((word) => [word, floor(word)])),
  per: (value) => {
    const period = (Object.keys(PERIOD_WORDS) as RentPeriod[]).find((p) => PERIOD_WORDS[p] === value);
    return period ? { kind: 'period', patch: { period } } : { kind: 'period', error: `unknown period "${value}"` };
  },
  listing: (value) => {
    const department = Object.hasOwn(LISTINGS, value) ? LISTINGS[value as keyof typeof LISTINGS] : null;
    return department
      ? { kind: 'listing', patch: { department } }
      : { kind: 'listing', error: `unknown listing "${value}"` };
  },
  sort: (value) => {
    const sort = SORT_ORDERS.find((s) => s === value);
    return sort ? { kind: 'sort', patch: { sort } } : { kind: 'sort', error: `unknown sort "${value}"` };
  },
  page: (value) => {
    const page = readNumber(value);
    return page ? { kind: 'page', patch: { page } } : { kind: 'page', error: `page "${value}" is not a number from 1` };
  },
};

function readSegment(segment: string): Read | null {
  const [, prefix = '', value = ''] = /^([a-z]+)-(.*)$/.exec(segment) ?? [];
  const reader = Object.hasOwn(READERS, prefix) ? READERS[prefix] : undefined;
  return reader ? reader(value) : readBedrooms(segment);
}

function readRange(kind: 'price' | 'floor', prefix: string, value: string, words: typeof PRICE | typeof FLOOR): Read {
  const [both, above] = words;
  const texts = prefix === both ? (/^([^-]*)-and-([^-]*)$/.exec(value)?.slice(1) ?? []) : [value];
  const numbers = texts.map(readNumber);
  if (texts.length === 0 || numbers.includes(null)) return { kind, error: `malformed ${kind} "${value}"` };
  // 0 is "unset" (spec: '' and '0'), so `above-0` is no filter and `between-0-and-5` is `under-5`.
  const [first = null, second = null] = numbers.map(fromZero);
  const range =
    prefix === both
      ? { min: first, max: second }
      : prefix === above
        ? { min: first, max: null }
        : { min: null, max: first };
  if (range.min !== null && range.max !== null && range.min > range.max)
    return { kind, error: `${kind} minimum above maximum` };
  return { kind, patch: { [kind]: range } };
}

const BEDROOM_FORMS: readonly [RegExp, (a: number, b: number) => Range][] = [
  [/^(studio)$/, (n) => ({ min: n, max: n })],
  [/^([0-9]+)-bedroom$/, (n) => ({ min: n, max: n })],
  [/^from-([a-z0-9]+)-bedrooms$/, (n) => ({ min: n, max: null })],
  [/^([a-z0-9]+)-and-more-bedrooms$/, (n) => ({ min: n, max: null })],
  [/^to-([a-z0-9]+)-bedrooms$/, (n) => ({ min: null, max: n })],
  [/^from-([a-z0-9]+)-to-([a-z0-9]+)-bedrooms$/, (a, b) => ({ min: a, max: b })],
];

/** `studio` is 0 bedrooms (never written `0`); otherwise 1 to MAX_BEDROOMS. */
function bedroomCount(word: string): number | null {
  if (word === 'studio') return 0;
  const n = readNumber(word);
  return n !== null && n >= 1 && n <= MAX_BEDROOMS ? n : null;
}

function readBedrooms(segment: string): Read | null {
  if (!/^(studio|from-|to-)|-bedrooms?$/.test(segment)) return null;
  for (const [pattern, toRange] of BEDROOM_FORMS) {
    const words = pattern.exec(segment)?.slice(1);
    if (!words) continue;
    const counts = words.map(bedroomCount);
    const bad = words.find((_, i) => counts[i] === null);
    if (bad !== undefined)
      return { kind: 'bedrooms', error: `bedroom count "${bad}" (studio, or 1 to ${MAX_BEDROOMS})` };
    const range = toRange(counts[0] ?? 0, counts[1] ?? 0);
    if (range.min !== null && range.max !== null && range.min > range.max) {
      return { kind: 'bedrooms', error: 'bedrooms minimum above maximum' };
    }
    return { kind: 'bedrooms', patch: { bedrooms: range } };
  }
  return { kind: 'bedrooms', error: 'malformed bedrooms' };
}

/**
 * Where a site path (with its language prefix) redirects for good: the canonical spelling
 * of a search that parses but is not canonical (`2-and-more-bedrooms`, areas out of
 * order...), in the path's language; null for anything else. One rule for the listing
 * page in the browser, the local server and the CDN's redirects.
 * @example canonicalRedirect('/uae/properties/for-sale/2-and-more-bedrooms/') // '/uae/properties/for-sale/in-dubai/from-2-bedrooms/'
 */
export function canonicalRedirect(pathname: string): string | null {
  const parsed = parseSearchPath(stripLocale(pathname));
  return parsed.ok && !parsed.isCanonical ? localizePath(parsed.canonical, localeFromPath(pathname)) : null;
}
