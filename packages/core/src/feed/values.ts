/** How feeds write numbers, yes/no and room counts, read once for every format. */

export type Read<T> = { value: T } | { problem: string };

/**
 * A number as CRMs write it: thousands separators and spaces allowed, '' is none.
 * @example readNumber('1,250,000', 'price') // { value: 1250000 }
 * @example readNumber('abc', 'price') // { problem: "price 'abc' is not a number" }
 */
export function readNumber(raw: string, what: string): Read<number | null> {
  const text = raw.trim();
  if (!text) return { value: null };
  const cleaned = text.replace(/[\s,]/g, '');
  const value = /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
  return Number.isFinite(value) ? { value } : { problem: `${what} '${text}' is not a number` };
}

/**
 * Bedrooms or bathrooms: a studio is 0, and "7+" (some generators' top value) reads 7.
 * @example readRooms('Studio', 'bedrooms') // { value: 0 }
 * @example readRooms('7+', 'bedrooms') // { value: 7 }
 */
export function readRooms(raw: string, what: string): Read<number | null> {
  const text = raw.trim().toLowerCase();
  if (!text) return { value: null };
  if (text === 'studio' || text === 'st') return { value: 0 };
  const match = /^(\d{1,2})\+?$/.exec(text);
  return match ? { value: Number(match[1]) } : { problem: `${what} '${raw.trim()}' is not a number of rooms` };
}

/** Yes/No as feeds write it (Yes, yes, Y, true, 1). */
export const isYes = (raw: string) => /^(yes|y|true|1)$/i.test(raw.trim());

/**
 * Furnishing as feeds write it: Yes, No or Partly.
 * @example readFurnishing('Partly') // 'partly_furnished'
 */
export function readFurnishing(raw: string): 'furnished' | 'unfurnished' | 'partly_furnished' | null {
  const text = raw.trim().toLowerCase();
  if (/^(yes|y|furnished)$/.test(text)) return 'furnished';
  if (/^(no|n|unfurnished)$/.test(text)) return 'unfurnished';
  if (/^(partly|partial|partially|semi|partly furnished)$/.test(text)) return 'partly_furnished';
  return null;
}

/** An http(s) address, or null. */
export function readUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
