import { useEffect, useState } from 'react';

/**
 * False in the build's HTML and on the first render in the browser, true once React runs
 * the page: for controls that only work with the page's script, so they are not sent in
 * every page's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
