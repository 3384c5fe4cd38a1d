/** How many properties a comparison shows side by side, at least and at most. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The shortlist page's query parameter that holds a comparison: `/shortlist/?compare=12,34`. */
export const COMPARE_PARAM = 'compare';

/**
 * The property ids of a comparison from a page's query string: positive whole numbers,
 * each once, in the order given, at most `COMPARE_MAX`; anything else is left out. Null
 * when the query holds no comparison at all.
 * @example compareIds('?compare=12,34,12,x') // [12, 34]
 */
export function compareIds(search: string): number[] | null {
  const value = new URLSearchParams(search).get(COMPARE_PARAM);
  if (value === null) return null;
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = /^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : 0;
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/**
 * The query string of a comparison, shareable as it is.
 * @example compareSearch([12, 34]) // '?compare=12,34'
 */
export const compareSearch = (ids: readonly number[]) => `?${COMPARE_PARAM}=${ids.join(',')}`;

/**
 * Whether a row of a comparison differs between the properties: values are compared as
 * written (arrays as sets), and a value one property lacks differs from one it has.
 * @example differs([3, 3, 4]) // true
 * @example differs([['pool', 'gym'], ['gym', 'pool']]) // false
 */
export function differs(values: readonly unknown[]): boolean {
  const key = (value: unknown) =>
    JSON.stringify(Array.isArray(value) ? [...(value as unknown[])].map(String).sort() : (value ?? null));
  return new Set(values.map(key)).size > 1;
}

/**
 * A visitor's choice of properties to compare after ticking or unticking one: the choice,
 * or `too-many` when it already holds `COMPARE_MAX` (the choice stays as it was).
 */
export function toggleCompare(chosen: readonly number[], id: number): number[] | 'too-many' {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  if (chosen.length >= COMPARE_MAX) return 'too-many';
  return [...chosen, id];
}
