import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so that equal data gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The digest of what a listing's import would write: when it equals the one stored on the
 * property, nothing is written. SHA-256 of the canonical JSON, hex.
 */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
