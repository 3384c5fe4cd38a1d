import { useEffect, useMemo, useRef, useState } from 'react';
import { AREAS_FILE_PATH, type AreasFile } from '@brokerage/core/search/areas-file';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { toSuggestions, type Suggestion } from '@brokerage/core/search/suggest';

export type AreaSuggestions = { list: Suggestion[]; status: 'idle' | 'loading' | 'ready' | 'failed' };

/**
 * The overlay's areas and developers, fetched the first time `wanted` is true: most
 * visitors never open the search, so the file stays off the page load. A failed fetch is
 * retried the next time the overlay opens.
 */
export function useAreaSuggestions(wanted: boolean, locale: LocaleCode): AreaSuggestions {
  const [file, setFile] = useState<AreasFile | null>(null);
  const [status, setStatus] = useState<AreaSuggestions['status']>('idle');

  // A ref, not state: closing the overlay mid-fetch must neither cancel nor restart it.
  const fetching = useRef(false);

  useEffect(() => {
    if (!wanted || file || fetching.current) return;
    fetching.current = true;
    setStatus('loading');
    fetch(AREAS_FILE_PATH)
      .then((response) => {
        if (!response.ok) throw new Error(`${AREAS_FILE_PATH}: HTTP ${response.status}`);
        return response.json() as Promise<AreasFile>;
      })
      .then((loaded) => {
        if (!Array.isArray(loaded?.areas) || !Array.isArray(loaded?.developers))
          throw new Error(`${AREAS_FILE_PATH}: not an areas file`);
        setFile(loaded);
        setStatus('ready');
      })
      .catch(() => setStatus('failed'))
      .finally(() => {
        fetching.current = false;
      });
  }, [wanted, file]);

  const list = useMemo(() => (file ? toSuggestions(file, locale) : []), [file, locale]);
  return { list, status };
}
