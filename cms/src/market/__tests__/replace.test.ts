/**
 * @jest-environment node
 */
import { replaceMarketFigures, ReplaceRefused, MARKET_AREA, MARKET_IMPORT, type MarketPayload } from '../replace';
import { asStrapi } from '../../testing/fake-strapi';

type Doc = { documentId: string } & Record<string, unknown>;
type Data = { data: Record<string, unknown> };

/** A Strapi stand-in: areas by slug, market areas and the import record as documents, and a transaction that rolls back. */
function fakeStrapi({ areas = ['dubai-marina', 'palm-jumeirah'], figures = ['old-1', 'old-2'] } = {}) {
  const state: { figures: Doc[]; record: Doc | null; transactions: number } = {
    figures: figures.map((documentId) => ({ documentId })),
    record: null,
    transactions: 0,
  };
  const strapi = asStrapi({
    state,
    db: {
      query: (uid: string) => ({
        findMany: async ({ where }: { where?: { slug: { $in: string[] } } } = {}) =>
          uid === 'api::area.area'
            ? areas
                .filter((slug) => where?.slug.$in.includes(slug))
                .map((slug) => ({ slug, documentId: `doc-${slug}` }))
            : state.figures.map(({ documentId }) => ({ documentId })),
      }),
      // Runs the work on a copy and keeps it only when it succeeds, as a database transaction would.
      transaction: async (work: () => Promise<unknown>) => {
        state.transactions += 1;
        const saved = { figures: [...state.figures], record: state.record };
        try {
          return await work();
        } catch (error) {
          Object.assign(state, saved);
          throw error;
        }
      },
    },
    documents: (uid: string) =>
      uid === MARKET_AREA
        ? {
            delete: async ({ documentId }: { documentId: string }) => {
              state.figures = state.figures.filter((f) => f.documentId !== documentId);
            },
            create: async ({ data }: Data) => {
              if (data.figures === 'boom') throw new Error('database is locked');
              state.figures.push({ documentId: `new-${state.figures.length}`, ...data });
            },
          }
        : uid === MARKET_IMPORT && {
            findFirst: async () => state.record,
            create: async ({ data }: Data) => {
              state.record = { documentId: 'import', ...data };
            },
            update: async ({ data }: Data) => {
              state.record = { ...(state.record as Doc), ...data };
            },
          },
  });
  return strapi;
}

const payload = (areas: [string, unknown?][]): MarketPayload =>
  ({
    format: 'dld-market/1',
    importedAt: '2026-11-26T10:00:00.000Z',
    salesTo: '2026-10-30',
    rentsTo: '2026-10-29',
    report: 'transactions.csv: …',
    files: [],
    areas: areas.map(([area, figures = { salesTo: '2026-10-30', rentsTo: '2026-10-29' }]) => ({ area, figures })),
  }) as MarketPayload;

describe('replaceMarketFigures', () => {
  it('replaces every area’s figures and records the import, in one transaction', async () => {
    const strapi = fakeStrapi();
    const result = await replaceMarketFigures(strapi, payload([['dubai-marina']]));
    expect(result).toEqual({ areas: 1, removed: 2, salesTo: '2026-10-30', rentsTo: '2026-10-29' });
    expect(strapi.state.transactions).toBe(1);
    expect(strapi.state.figures).toEqual([
      expect.objectContaining({ area: 'doc-dubai-marina', sales_to: '2026-10-30', rents_to: '2026-10-29' }),
    ]);
    expect(strapi.state.record).toEqual(
      expect.objectContaining({ imported_at: '2026-11-26T10:00:00.000Z', sales_to: '2026-10-30' }),
    );
  });

  it('refuses a payload naming an area the site does not have, before changing anything', async () => {
    const strapi = fakeStrapi();
    await expect(replaceMarketFigures(strapi, payload([['dubai-marina'], ['atlantis']]))).rejects.toThrow(
      new ReplaceRefused('no site area has the slug atlantis: nothing was changed'),
    );
    expect(strapi.state.transactions).toBe(0);
    expect(strapi.state.figures.map((f) => f.documentId)).toEqual(['old-1', 'old-2']);
  });

  it('leaves the old figures when a write fails half-way', async () => {
    const strapi = fakeStrapi();
    await expect(replaceMarketFigures(strapi, payload([['dubai-marina'], ['palm-jumeirah', 'boom']]))).rejects.toThrow(
      'database is locked',
    );
    expect(strapi.state.figures.map((f) => f.documentId)).toEqual(['old-1', 'old-2']);
    expect(strapi.state.record).toBeNull();
  });
});
