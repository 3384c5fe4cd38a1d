/**
 * A JSON file the browser fetches once per visit and key, shared by every caller: the
 * pending promise is kept in `cache`, and a failure is forgotten so that a later call tries
 * again. `attempts` tries a dropped download again at once; `missing` is what a 404 gives
 * instead of an error (a listing that is gone).
 */
export function fetchJsonOnce<K, T>(
  cache: Map<K, Promise<T>>,
  key: K,
  url: string,
  { attempts = 1, missing }: { attempts?: number; missing?: T } = {},
): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchJson(url, attempts, missing);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

async function fetchJson<T>(url: string, attempts: number, missing: T | undefined): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.status === 404 && missing !== undefined) return missing;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
