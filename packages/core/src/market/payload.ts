import { parseFigures, type AreaFigures } from './figures';
import type { FileReport } from './report';

/** The import command's request to the CMS (POST /api/market-import/replace), one format. */
export const MARKET_PAYLOAD_FORMAT = 'dld-market/1';

export type MarketPayload = {
  format: typeof MARKET_PAYLOAD_FORMAT;
  importedAt: string;
  /** The last day of sales and of rent contracts in the files (null for none). */
  salesTo: string | null;
  rentsTo: string | null;
  /** Each file's counts, and the same as text for editors. */
  files: FileReport[];
  report: string;
  /** Every area's figures; the import replaces all the CMS holds with these. */
  areas: { area: string; figures: AreaFigures }[];
};

/** Most areas one import may hold: the site has about fifty; a thousand means a wrong request. */
const MAX_AREAS = 1000;

/**
 * A request body checked as a payload: the payload, or what is wrong with it (the CMS
 * answers 400 with that and changes nothing).
 */
export function parsePayload(body: unknown): { payload: MarketPayload } | { error: string } {
  const p = body as MarketPayload | null;
  if (typeof p !== 'object' || p === null) return { error: 'the body is not a JSON object' };
  if (p.format !== MARKET_PAYLOAD_FORMAT) return { error: `format must be "${MARKET_PAYLOAD_FORMAT}"` };
  if (typeof p.importedAt !== 'string' || Number.isNaN(Date.parse(p.importedAt))) {
    return { error: 'importedAt must be a date' };
  }
  if (typeof p.report !== 'string' || !Array.isArray(p.files)) return { error: 'report and files are missing' };
  if (!Array.isArray(p.areas) || p.areas.length > MAX_AREAS)
    return { error: `areas must be a list of at most ${MAX_AREAS}` };
  const seen = new Set<string>();
  for (const entry of p.areas) {
    const slug = entry?.area;
    if (typeof slug !== 'string' || !/^[a-z0-9-]+$/.test(slug))
      return { error: `"${String(slug)}" is not an area slug` };
    if (seen.has(slug)) return { error: `${slug} is listed twice` };
    seen.add(slug);
    if (!parseFigures(entry.figures)) return { error: `the figures of ${slug} are not figures of version 1` };
  }
  return { payload: p };
}
