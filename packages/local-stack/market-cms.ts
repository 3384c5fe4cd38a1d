import type { AreaMappingEntry } from '@brokerage/core/market/mapping';
import type { MarketPayload } from '@brokerage/core/market/payload';

/**
 * The CMS's side of an import, over its REST API: the DLD area mapping editors keep (DLD
 * areas), and the figures posted to POST /api/market-import/replace, which stores them in
 * one transaction. The token needs `dld-area.find` and `market-import.replace`.
 */
type RawMapping = { dld_area?: string | null; master_project?: string | null; area?: { slug?: string | null } | null };

async function answer(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.ok) return text ? JSON.parse(text) : null;
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    // not JSON: the text as it came
  }
  const hint =
    response.status === 401 || response.status === 403
      ? ' (the token must be allowed DLD area: find and Market import: replace)'
      : '';
  throw new Error(`${what}: HTTP ${response.status} ${message}${hint}`);
}

/** Every DLD area mapping entry with a site area. */
export async function readMapping(url: string, token: string): Promise<AreaMappingEntry[]> {
  const entries: AreaMappingEntry[] = [];
  for (let page = 1; ; page++) {
    const query = `populate[area][fields][0]=slug&pagination[page]=${page}&pagination[pageSize]=100&sort=id:asc`;
    const body = (await answer(
      await fetch(`${url}/api/dld-areas?${query}`, { headers: { Authorization: `Bearer ${token}` } }),
      'reading the DLD areas',
    )) as { data: RawMapping[]; meta: { pagination: { pageCount: number } } };
    for (const raw of body.data) {
      if (raw.dld_area && raw.area?.slug) {
        entries.push({ dldArea: raw.dld_area, masterProject: raw.master_project ?? null, area: raw.area.slug });
      }
    }
    if (page >= body.meta.pagination.pageCount) return entries;
  }
}

/** Posts an import's figures; the CMS replaces all it held with them, or changes nothing. */
export async function replaceFigures(
  url: string,
  token: string,
  payload: MarketPayload,
): Promise<{ areas: number; removed: number }> {
  const form = new FormData();
  // A file, not a JSON body: a whole import is a few megabytes, past the CMS's JSON limit.
  form.append('payload', new Blob([JSON.stringify(payload)], { type: 'application/json' }), 'market.json');
  return (await answer(
    await fetch(`${url}/api/market-import/replace`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
    'storing the figures in the CMS',
  )) as { areas: number; removed: number };
}
