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

// Whether React has hydrated a page in this browser tab yet (module state: the build
// renders every page with it false, as the browser's first render does).
let pageHydrated = false;

/**
 * False while React hydrates the page the browser loaded (and in the build's HTML), true
 * after and on every page reached by a link since: for a template that must first render
 * what the build rendered, without a flash on later navigations.
 */
export function usePageHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
