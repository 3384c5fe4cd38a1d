import { useCallback, useEffect, useState } from 'react';

/**
 * A visitor's choice kept in localStorage under `key` (currency, area unit). Pages are
 * pre-rendered with `fallback`; the stored value applies after hydration and follows
 * changes made in other tabs. Pass module-level `read` and `write` (they are effect
 * dependencies): `read` turns the stored text (or null) into a value and
 * `write` a value into the text to store.
 */
export function useStoredChoice<T>(
  key: string,
  fallback: T,
  read: (raw: string | null) => T,
  write: (value: T) => string,
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(fallback);

  useEffect(() => {
    const load = () => {
      try {
        setValue(read(window.localStorage.getItem(key)));
      } catch {
        setValue(fallback); // storage refused, or a stored value that does not parse
      }
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, fallback, read]);

  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, write(next));
      } catch {
        // Private modes may refuse storage: the choice then lasts for this page view.
      }
    },
    [key, write],
  );

  return [value, choose];
}
