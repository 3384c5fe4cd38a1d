/**
 * A phone number for display, by its count of digits (spec): 11 digits +xxx x xxx xxxx,
 * 12 digits +xxx xx xxx xxxx, and 9 digits are a UAE number without its country code.
 * The spec's pattern for 9 digits (+971 x xxx xxxx) has room for eight: we show all nine
 * (+971 xx xxx xxxx), because a dropped digit is a number nobody can call. Any other
 * length is shown as stored.
 * @example formatPhone('971501234567') // '+971 50 123 4567'
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const groups = (sizes: number[], text: string) => {
    const parts: string[] = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(text.slice(at, at + size));
      at += size;
    }
    return parts.join(' ');
  };
  if (digits.length === 9) return `+971 ${groups([2, 3, 4], digits)}`;
  if (digits.length === 11) return `+${groups([3, 1, 3, 4], digits)}`;
  if (digits.length === 12) return `+${groups([3, 2, 3, 4], digits)}`;
  return raw.trim();
}

/**
 * A stored number in international form: digits with a leading +, 9-digit UAE numbers
 * given their +971 country code.
 * @example internationalPhone('501234567') // '+971501234567'
 */
export function internationalPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return `+${digits.length === 9 ? `971${digits}` : digits}`;
}

/**
 * A `tel:` link target for a stored number (its international form).
 * @example telHref('501234567') // 'tel:+971501234567'
 */
export const telHref = (raw: string): string => `tel:${internationalPhone(raw)}`;
