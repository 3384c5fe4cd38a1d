import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount, then true (never true in the build's HTML). */
export function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return ready;
}
