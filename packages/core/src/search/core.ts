import { comparablePrice, comparableRange } from './periods';
import { emptyFilter, type SearchFilter, type SortOrder } from './filter';
import type { IndexEntry } from './index-entry';
import { PAGE_SIZE } from './query';

/** Sentinel of a missing number or dictionary value in a column. */
const NONE = -1;

type Dict = 'area' | 'type' | 'department' | 'completion' | 'developer' | 'negotiator' | 'feature' | 'fact';

/**
 * A listing root's search index as columns: per listing only what a search filters and
 * sorts on, as numbers (strings become codes into one dictionary per field), so a browser
 * downloads a few bytes per listing and scans typed columns instead of objects. Card
 * details (title, photo, path) are not here: a results page fetches them for the listings it
 * shows (`cardFilePath`). Listings are in id order (their files write each id as the
 * difference from the one before: `coreToJson`); `listed` is a rank (0 the earliest listing
 * date), which sorts exactly as the dates do.
 */
export type SearchCore = {
  v: 1;
  ids: number[];
  price: number[];
  bedrooms: number[];
  floor: number[];
  listed: number[];
  area: number[];
  type: number[];
  department: number[];
  completion: number[];
  developer: number[];
  negotiator: number[];
  /** Bit i set: the listing has `dict.feature[i]` (at most 31 per dictionary). */
  features: number[];
  facts: number[];
  dict: Record<Dict, string[]>;
  /** Set when the core holds only some columns (`joinColumns`): the others read as unknown. */
  only?: readonly CoreColumn[];
};

/** The columns of a core, each a file of its own for a search over a whole root (`columnFiles`). */
export const CORE_COLUMNS = [
  'ids',
  'price',
  'bedrooms',
  'floor',
  'listed',
  'area',
  'type',
  'department',
  'completion',
  'developer',
  'negotiator',
  'features',
  'facts',
] as const;
export type CoreColumn = (typeof CORE_COLUMNS)[number];

export type CoreResult = { total: number; page: number; pageCount: number; ids: number[] };

const MASK_BITS = 31;

/**
 * Builds a root's core from its index entries (at build; also in tests and benchmarks).
 * `listedDates` ranks the listing dates: a shard of a root is built with the whole root's,
 * so that shards merge (`mergeCores`) with ranks that still compare.
 */
export function buildCore(
  entries: readonly IndexEntry[],
  listedDates: readonly string[] = [...new Set(entries.map((e) => e.listed))].sort(),
): SearchCore {
  const dict = {} as Record<Dict, string[]>;
  const codes = {} as Record<Dict, Map<string, number>>;
  const code = (field: Dict, value: string | null): number => {
    if (value === null) return NONE;
    dict[field] ??= [];
    codes[field] ??= new Map();
    let c = codes[field].get(value);
    if (c === undefined) {
      c = dict[field].length;
      dict[field].push(value);
      codes[field].set(value, c);
    }
    return c;
  };
  const mask = (field: 'feature' | 'fact', values: readonly string[]) => {
    let m = 0;
    for (const value of values) {
      const bit = code(field, value);
      if (bit >= MASK_BITS) throw new Error(`search core: more than ${MASK_BITS} ${field} slugs in one root`);
      m |= 1 << bit;
    }
    return m;
  };
  const rank = new Map(listedDates.map((d, i) => [d, i]));
  // In id order: the files write ids as small differences (searches break ties by id anyway).
  const listings = [...entries].sort((a, b) => a.id - b.id);
  const core: SearchCore = {
    v: 1,
    ids: listings.map((e) => e.id),
    // On one scale for every rent period (periods.ts), so rents compare and sort alike.
    price: listings.map(comparablePrice),
    bedrooms: listings.map((e) => e.bedrooms ?? NONE),
    floor: listings.map((e) => e.floor ?? NONE),
    listed: listings.map((e) => rank.get(e.listed)!),
    area: listings.map((e) => code('area', e.area)),
    type: listings.map((e) => code('type', e.type)),
    department: listings.map((e) => code('department', e.department)),
    // As the URL spells it (`off_plan` -> `off-plan`), which is what a filter holds.
    completion: listings.map((e) => code('completion', e.completion === null ? null : e.completion.replace('_', '-'))),
    developer: listings.map((e) => code('developer', e.developer)),
    negotiator: listings.map((e) => code('negotiator', e.negotiator)),
    features: listings.map((e) => mask('feature', e.features)),
    facts: listings.map((e) => mask('fact', e.facts)),
    dict,
  };
  for (const [, field] of CODE_COLUMNS) core.dict[field] ??= [];
  core.dict.feature ??= [];
  core.dict.fact ??= [];
  return core;
}

/**
 * A root's core split by area: one small core per area that has listings, with the root's
 * date ranks. A search in some areas fetches only theirs (`mergeCores`), a few kilobytes
 * where the whole root's core is tens.
 */
export function areaShards(entries: readonly IndexEntry[]): Map<string, SearchCore> {
  const dates = [...new Set(entries.map((e) => e.listed))].sort();
  const byArea = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    const list = byArea.get(entry.area);
    if (list) list.push(entry);
    else byArea.set(entry.area, [entry]);
  }
  return new Map([...byArea].map(([area, list]) => [area, buildCore(list, dates)]));
}

const NUMBER_COLUMNS = ['ids', 'price', 'bedrooms', 'floor', 'listed'] as const;
const CODE_COLUMNS = [
  ['area', 'area'],
  ['type', 'type'],
  ['department', 'department'],
  ['completion', 'completion'],
  ['developer', 'developer'],
  ['negotiator', 'negotiator'],
] as const;

/** The format of a core's file: ids written as differences (`coreToJson`). */
const FILE_FORMAT = 2;

const differences = (ids: readonly number[]) => ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));
const sums = (steps: readonly number[]) => {
  const ids = new Array<number>(steps.length);
  let id = 0;
  for (let i = 0; i < steps.length; i++) ids[i] = id += steps[i]!;
  return ids;
};

function fileProblem(value: unknown): string | null {
  const v = (value as { v?: unknown } | null)?.v;
  return v === FILE_FORMAT ? null : `search core: a file of format ${String(v)}, this page reads ${FILE_FORMAT}`;
}

/**
 * A core as its file holds it: each id as its difference from the one before (listings are
 * in id order), which gzip keeps to about a byte a listing where whole ids take three.
 */
export function coreToJson(core: SearchCore): string {
  const { only: _only, ...columns } = core;
  return JSON.stringify({ ...columns, v: FILE_FORMAT, ids: differences(core.ids) });
}

/** A core read back from its file (`coreToJson`); a file of another format is an error. */
export function coreFromJson(value: unknown): SearchCore {
  const problem = fileProblem(value);
  if (problem) throw new Error(problem);
  const file = value as SearchCore;
  return { ...file, v: 1, ids: sums(file.ids) };
}

/**
 * The columns a search reads: the ids, its sort's (the listing date or the price) and the
 * column of each constraint it sets. A search over a whole root fetches only these.
 * @example columnsOf({ ...emptyFilter('sale'), bedrooms: { min: 2, max: null } }) // ['ids', 'listed', 'bedrooms']
 */
export function columnsOf(filter: SearchFilter): CoreColumn[] {
  const price = comparableRange(filter);
  const used: [boolean, CoreColumn][] = [
    [true, 'ids'],
    [filter.sort !== 'newest', 'price'],
    [filter.sort === 'price-per-sqft-asc', 'floor'],
    [filter.sort === 'newest', 'listed'],
    [filter.areas.length > 0, 'area'],
    [filter.bedrooms.min !== null || filter.bedrooms.max !== null, 'bedrooms'],
    [price.min !== null || price.max !== null, 'price'],
    [filter.floor.min !== null || filter.floor.max !== null, 'floor'],
    [filter.mustInclude.length > 0, 'features'],
    [filter.type !== null, 'type'],
    [filter.facts !== null, 'facts'],
    [filter.department !== null, 'department'],
    [filter.completion !== null, 'completion'],
    [filter.negotiator !== null, 'negotiator'],
    [filter.developers.length > 0, 'developer'],
  ];
  return [...new Set(used.filter(([on]) => on).map(([, column]) => column))];
}

/**
 * A core as one file per column (ids as differences) and one of its dictionaries, for
 * searches over a whole root: each fetches the columns it reads (`columnsOf`).
 */
export function columnFiles(core: SearchCore): { dict: string; columns: Record<CoreColumn, string> } {
  const columns = Object.fromEntries(
    CORE_COLUMNS.map((column) => [
      column,
      JSON.stringify({ v: FILE_FORMAT, values: column === 'ids' ? differences(core.ids) : core[column] }),
    ]),
  ) as Record<CoreColumn, string>;
  return { dict: JSON.stringify({ v: FILE_FORMAT, dict: core.dict }), columns };
}

/**
 * A core from its dictionaries and some of its columns (`columnFiles`, parsed): a search
 * may use only those (`searchCore` refuses one that needs another).
 */
export function joinColumns(dict: unknown, columns: Partial<Record<CoreColumn, unknown>>): SearchCore {
  for (const value of [dict, ...Object.values(columns)]) {
    const problem = fileProblem(value);
    if (problem) throw new Error(problem);
  }
  const values = (column: CoreColumn) => (columns[column] as { values: number[] } | undefined)?.values;
  const steps = values('ids');
  if (!steps) throw new Error('search core: the ids column is needed');
  const none = () => new Array<number>(steps.length).fill(NONE);
  const core = { v: 1, dict: (dict as { dict: SearchCore['dict'] }).dict } as SearchCore;
  for (const column of CORE_COLUMNS) core[column] = column === 'ids' ? sums(steps) : (values(column) ?? none());
  core.only = CORE_COLUMNS.filter((column) => columns[column] !== undefined);
  return core;
}

/**
 * One core from shards of the same root (built with its date ranks, `areaShards`): the
 * columns joined, each shard's dictionary codes and feature and fact bits re-coded into
 * one dictionary. A search over it finds what the root's whole core finds in those areas.
 */
export function mergeCores(cores: readonly SearchCore[]): SearchCore {
  if (cores.length === 1) return cores[0]!;
  const merged = buildCore([]);
  const codes = {} as Record<Dict, Map<string, number>>;
  const recode = (field: Dict, value: string) => {
    const map = (codes[field] ??= new Map());
    let c = map.get(value);
    if (c === undefined) {
      c = merged.dict[field].length;
      merged.dict[field].push(value);
      map.set(value, c);
    }
    return c;
  };
  const remask = (field: 'feature' | 'fact', dict: readonly string[], m: number) => {
    let out = 0;
    for (let bit = 0; bit < dict.length; bit++)
      if (m & (1 << bit)) {
        const c = recode(field, dict[bit]!);
        if (c >= MASK_BITS) throw new Error(`search core: more than ${MASK_BITS} ${field} slugs in one root`);
        out |= 1 << c;
      }
    return out;
  };
  // Loops, not push(...spread): a merged column can outgrow the arguments a call takes.
  for (const core of cores) {
    for (let i = 0; i < core.ids.length; i++) {
      for (const column of NUMBER_COLUMNS) merged[column].push(core[column][i]!);
      for (const [column, field] of CODE_COLUMNS) {
        const c = core[column][i]!;
        merged[column].push(c === NONE ? NONE : recode(field, core.dict[field][c]!));
      }
      merged.features.push(remask('feature', core.dict.feature, core.features[i]!));
      merged.facts.push(remask('fact', core.dict.fact, core.facts[i]!));
    }
  }
  return merged;
}

type Prepared = {
  n: number;
  columns: Record<
    'price' | 'bedrooms' | 'floor' | 'area' | 'type' | 'department' | 'completion' | 'developer' | 'negotiator',
    Float64Array | Int32Array
  > & { features: Int32Array; facts: Int32Array; ids: Int32Array };
  orders: Record<SearchFilter['sort'], Int32Array>;
  codeOf: Record<Dict, Map<string, number>>;
  matched: Int32Array;
};

const prepared = new WeakMap<SearchCore, Prepared>();

/** Typed columns, the three sort orders and the dictionaries' lookups, made once per core. */
function prepare(core: SearchCore): Prepared {
  let p = prepared.get(core);
  if (p) return p;
  const n = core.ids.length;
  const ints = (values: number[]) => Int32Array.from(values);
  const ids = ints(core.ids);
  const price = Float64Array.from(core.price);
  const listed = ints(core.listed);
  const floor = Float64Array.from(core.floor);
  // As runSearch: the comparable price over the size; listings without a size last.
  const perSqft = (i: number) => (floor[i]! > 0 ? price[i]! / floor[i]! : Infinity);
  const order = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: n }, (_, i) => i).sort(compare);
  p = {
    n,
    columns: {
      ids,
      price,
      bedrooms: ints(core.bedrooms),
      floor,
      area: ints(core.area),
      type: ints(core.type),
      department: ints(core.department),
      completion: ints(core.completion),
      developer: ints(core.developer),
      negotiator: ints(core.negotiator),
      features: ints(core.features),
      facts: ints(core.facts),
    },
    // As runSearch sorts: ties broken by id.
    orders: {
      newest: order((a, b) => listed[b]! - listed[a]! || ids[a]! - ids[b]!),
      'price-asc': order((a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!),
      'price-desc': order((a, b) => price[b]! - price[a]! || ids[a]! - ids[b]!),
      'price-per-sqft-asc': order((a, b) => perSqft(a) - perSqft(b) || ids[a]! - ids[b]!),
    },
    codeOf: Object.fromEntries(
      Object.entries(core.dict).map(([field, values]) => [field, new Map(values.map((v, i) => [v, i]))]),
    ) as Record<Dict, Map<string, number>>,
    matched: new Int32Array(n),
  };
  prepared.set(core, p);
  return p;
}

/**
 * A core's listing ids in a sort order, as `searchCore` pages them: every listing, or only
 * one area's, at most `limit` of them. The build packs cards in these orders and the
 * browser finds its results' packs in them (card-packs.ts), so both read the one order.
 * @example sortedIds(core, 'price-asc', 'dubai-marina', 48) // the 48 cheapest listings in Dubai Marina
 */
export function sortedIds(core: SearchCore, sort: SortOrder, area?: string, limit = Infinity): number[] {
  const missing = core.only && columnsOf({ ...emptyFilter('sale'), sort }).filter((c) => !core.only!.includes(c));
  if (missing?.length) throw new Error(`search core: this order reads ${missing.join(', ')}, not fetched`);
  if (area !== undefined && core.only && !core.only.includes('area'))
    throw new Error('search core: the order of an area reads area, not fetched');
  const p = prepare(core);
  const order = p.orders[sort];
  const code = area === undefined ? null : (p.codeOf.area.get(area) ?? NONE);
  const ids: number[] = [];
  for (let k = 0; k < p.n && ids.length < limit; k += 1) {
    const i = order[k]!;
    if (code === null || p.columns.area[i] === code) ids.push(p.columns.ids[i]!);
  }
  return ids;
}

/** A range test on a column where NONE never matches an active range (as `inRange`). */
function rangeTest(column: Float64Array | Int32Array, { min, max }: { min: number | null; max: number | null }) {
  if (min === null && max === null) return null;
  const lo = min ?? -Infinity;
  const hi = max ?? Infinity;
  return (i: number) => {
    const v = column[i]!;
    return v !== NONE && v >= lo && v <= hi;
  };
}

/**
 * One page of a core's listings that match a filter, in its sort order: the same listings,
 * total and page as `runSearch` over the entries the core was built from (a property-based
 * test holds them equal), found by one pass over a pre-sorted order of typed columns.
 */
export function searchCore(core: SearchCore, filter: SearchFilter): CoreResult {
  const { p, total } = match(core, filter);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const wanted = Number.isFinite(filter.page) ? Math.trunc(filter.page) : 1;
  const page = Math.min(pageCount, Math.max(1, wanted));
  const start = (page - 1) * PAGE_SIZE;
  const ids: number[] = [];
  for (let k = start; k < Math.min(total, start + PAGE_SIZE); k += 1) ids.push(p.columns.ids[p.matched[k]!]!);
  return { total, page, pageCount, ids };
}

/**
 * Every listing of a core that matches a filter, in its sort order, with its comparable
 * price (periods.ts: a rent as paid in a year): what a map of the results shows. The same
 * listings as `searchCore`'s pages, end to end.
 */
export function allMatches(core: SearchCore, filter: SearchFilter): { ids: number[]; prices: number[] } {
  const { p, total } = match(core, filter);
  const ids = new Array<number>(total);
  const prices = new Array<number>(total);
  for (let k = 0; k < total; k += 1) {
    const i = p.matched[k]!;
    ids[k] = p.columns.ids[i]!;
    prices[k] = p.columns.price[i]!;
  }
  return { ids, prices };
}

/** The one pass that finds a filter's listings: their rows, in sort order, in `matched[0, total)`. */
function match(core: SearchCore, filter: SearchFilter): { p: Prepared; total: number } {
  const missing = core.only && columnsOf(filter).filter((column) => !core.only!.includes(column));
  if (missing?.length) throw new Error(`search core: this search reads ${missing.join(', ')}, not fetched`);
  const p = prepare(core);
  const { columns: c, codeOf } = p;
  const tests: ((i: number) => boolean)[] = [];
  let impossible = false;
  const codeSet = (field: Dict, values: readonly string[]) =>
    new Set(values.map((v) => codeOf[field].get(v)).filter((x): x is number => x !== undefined));
  const equal = (field: Dict, column: Int32Array | Float64Array, value: string | null) => {
    if (value === null) return;
    const wanted = codeOf[field].get(value);
    if (wanted === undefined) impossible = true;
    else tests.push((i) => column[i] === wanted);
  };

  if (filter.areas.length > 0) {
    const areas = codeSet('area', filter.areas);
    tests.push((i) => areas.has(c.area[i]!));
  }
  for (const [column, range] of [
    [c.bedrooms, filter.bedrooms],
    [c.price, comparableRange(filter)],
    [c.floor, filter.floor],
  ] as const) {
    const test = rangeTest(column, range);
    if (test) tests.push(test);
  }
  if (filter.mustInclude.length > 0) {
    let m = 0;
    for (const feature of filter.mustInclude) {
      const bit = codeOf.feature.get(feature);
      if (bit === undefined) impossible = true;
      else m |= 1 << bit;
    }
    tests.push((i) => (c.features[i]! & m) === m);
  }
  equal('type', c.type, filter.type);
  if (filter.facts !== null) {
    const bit = codeOf.fact.get(filter.facts);
    if (bit === undefined) impossible = true;
    else tests.push((i) => (c.facts[i]! & (1 << bit)) !== 0);
  }
  equal('department', c.department, filter.department);
  equal('completion', c.completion, filter.completion);
  equal('negotiator', c.negotiator, filter.negotiator);
  if (filter.developers.length > 0) {
    const developers = codeSet('developer', filter.developers);
    tests.push((i) => developers.has(c.developer[i]!));
  }

  let total = 0;
  if (!impossible) {
    const order = p.orders[filter.sort] ?? p.orders.newest;
    const count = tests.length;
    for (let k = 0; k < p.n; k += 1) {
      const i = order[k]!;
      let ok = true;
      for (let t = 0; t < count && ok; t += 1) ok = tests[t]!(i);
      if (ok) p.matched[total++] = i;
    }
  }
  return { p, total };
}
