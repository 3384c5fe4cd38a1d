/** @jest-environment node */
import { runAlerts } from '../job';
import { asStrapi } from '../../testing/fake-strapi';

// The alert job against a small in-memory stand-in for Strapi's database: tables of rows,
// the `where` operators the job uses, transactions that roll back when their function
// throws, and a unique delivery key. It shows what a run that stops half-way leaves.

const SUBSCRIPTION = 'api::alert-subscription.alert-subscription';
const PROPERTY = 'api::property.property';
const DELIVERY = 'api::lead-delivery.lead-delivery';
const AREA = 'api::area.area';

/** A row of the stand-in's tables: what the tests read back named, the rest as stored. */
type Row = {
  id: number;
  key?: string;
  recipient?: string;
  channel?: string;
  message?: { subject: string; listings: number[] };
  last_run_at?: unknown;
  alerts_sent?: number;
  subscription?: unknown;
} & Record<string, unknown>;
type Tables = Record<string, Row[]>;
/** A `where` as the job writes it: fields, relations as `{ id }`, and operators. */
type Where = Record<string, unknown>;

const value = (v: unknown) =>
  v instanceof Date ? v.getTime() : typeof v === 'string' && /^\d{4}-/.test(v) ? Date.parse(v) : v;

function matches(row: Row, where: Where = {}): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === '$or') return (condition as Where[]).some((c) => matches(row, c));
    if (key === '$and') return (condition as Where[]).every((c) => matches(row, c));
    const field = row[key];
    if (condition === null || typeof condition !== 'object' || condition instanceof Date)
      return value(field) === value(condition);
    // A relation, as `{ id }`: the row holds the related id.
    if ('id' in condition)
      return (field && typeof field === 'object' ? (field as { id: unknown }).id : field) === condition.id;
    return Object.entries(condition).every(([op, operand]) => {
      // Dates, ISO strings and numbers: compared as numbers, as the database does.
      if (op === '$gt') return field != null && (value(field) as number) > (value(operand) as number);
      if (op === '$lt') return field != null && (value(field) as number) < (value(operand) as number);
      if (op === '$in') return (operand as unknown[]).includes(field);
      if (op === '$ne') return field !== operand;
      if (op === '$null') return (field == null) === operand;
      throw new Error(`the stand-in does not know ${op}`);
    });
  });
}

function fakeStrapi(tables: Tables, { failCreate }: { failCreate?: (data: Partial<Row>) => boolean } = {}) {
  let nextId = 1000;
  const query = (uid: string) => {
    const rows = () => (tables[uid] ??= []);
    return {
      findMany: async ({ where, limit }: { where?: Where; limit?: number } = {}) => {
        const found = rows()
          .filter((r) => matches(r, where))
          .sort((a, b) => a.id - b.id);
        return structuredClone(limit ? found.slice(0, limit) : found);
      },
      findOne: async ({ where }: { where: Where }) => structuredClone(rows().find((r) => matches(r, where)) ?? null),
      update: async ({ where, data }: { where: Where; data: object }) => {
        const row = rows().find((r) => matches(r, where));
        Object.assign(row as Row, data);
        return structuredClone(row);
      },
      deleteMany: async ({ where }: { where: Where }) => {
        tables[uid] = rows().filter((r) => !matches(r, where));
      },
      delete: async ({ where }: { where: Where }) => {
        tables[uid] = rows().filter((r) => !matches(r, where));
      },
    };
  };
  return asStrapi({
    config: { get: (name: string) => (name === 'server.app.keys' ? ['test-app-key'] : undefined) },
    log: { info() {}, warn() {}, error() {} },
    db: {
      query,
      async transaction(fn: () => Promise<unknown>) {
        const saved = structuredClone(tables);
        try {
          return await fn();
        } catch (error) {
          for (const key of Object.keys(tables)) delete tables[key];
          Object.assign(tables, saved);
          throw error;
        }
      },
    },
    documents: (uid: string) => ({
      async create({ data }: { data: Partial<Row> }) {
        if (failCreate && failCreate(data)) throw new Error('the CMS stopped');
        if (uid === DELIVERY && (tables[DELIVERY] ?? []).some((d) => d.key === data.key))
          throw new Error(`unique constraint: ${data.key}`);
        const row = { id: ++nextId, documentId: `doc${nextId}`, ...data };
        (tables[uid] ??= []).push(row);
        return row;
      },
    }),
  });
}

const NOW = new Date('2026-11-26T10:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const search = '/properties/for-sale/in-dubai-marina/';
const subscription = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  documentId: `sub${id}`,
  email: `s${id}@example.com`,
  search_path: search,
  language: 'en',
  frequency: 'instant',
  alert_status: 'active',
  confirmed_at: iso(NOW.getTime() - 48 * HOUR),
  last_run_at: iso(NOW.getTime() - 2 * HOUR),
  alerts_sent: 0,
  ...extra,
});
const property = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  slug: `flat-${id}`,
  title: `Flat ${id}`,
  price: 2_000_000,
  rent_period: null,
  bedrooms: 2,
  bathrooms: 2,
  floor_area: 1_100,
  property_type: 'apartment',
  department: 'residential',
  pType: 'sales',
  completion: 'ready',
  completion_date: null,
  permit_number: '7117',
  listed_date: '2026-11-26',
  area: { slug: 'dubai-marina', name: 'Dubai Marina', localized_names: null },
  developer: null,
  negotiator: null,
  features: [],
  facts: [],
  images: [],
  createdAt: iso(NOW.getTime() - 48 * HOUR),
  price_reduced_at: null,
  previous_price: null,
  ...extra,
});

const tablesWith = (): Tables => ({
  [SUBSCRIPTION]: [
    subscription(1),
    subscription(2),
    subscription(3, { frequency: 'daily' }), // its day is not over: not due
    subscription(4, { alert_status: 'paused' }),
    subscription(5, { search_path: '/properties/to-rent/in-dubai-marina/' }),
  ],
  [PROPERTY]: [
    property(10, { createdAt: iso(NOW.getTime() - HOUR) }), // new since the last run
    property(11, { price: 1_800_000, previous_price: 2_000_000, price_reduced_at: iso(NOW.getTime() - HOUR) }),
    property(12), // unchanged
    property(13, { createdAt: iso(NOW.getTime() - HOUR), listing_status: 'unpublished' }), // new, but the feed withdrew it
    property(14, { createdAt: iso(NOW.getTime() - HOUR), listing_status: 'sold' }), // new, but already sold
  ],
  // Read by slug only: no id.
  [AREA]: [{ slug: 'dubai-marina', name: 'Dubai Marina', localized_names: { ar: 'دبي مارينا' } } as unknown as Row],
  [DELIVERY]: [],
});
const options = {
  now: NOW,
  brand: { company: 'Oasis Key', siteUrl: 'https://www.oasiskey.ae', phone: '', email: '', address: '' },
  siteUrl: 'https://www.oasiskey.ae',
  cmsUrl: 'http://cms',
};

describe('runAlerts', () => {
  it('queues one e-mail per due subscription with what is new or cheaper, and moves each one’s period on', async () => {
    const tables = tablesWith();
    const result = await runAlerts(fakeStrapi(tables), options);
    expect(result).toEqual({ expired: 0, due: 3, queued: 2 });
    const deliveries = tables[DELIVERY];
    expect(deliveries.map((d) => [d.recipient, d.channel, d.message?.listings])).toEqual([
      ['s1@example.com', 'alert', [10, 11]],
      ['s2@example.com', 'alert', [10, 11]],
    ]);
    expect(deliveries[0].message?.subject).toBe('1 new listing and 1 price drop: Properties for sale in Dubai Marina');
    expect(deliveries[0].key).toBe(`alert:sub1:${NOW.getTime() - 2 * HOUR}`);
    const subs = tables[SUBSCRIPTION];
    // The rental search found nothing but is settled too; the paused and the daily ones are untouched.
    expect(subs.map((s) => [s.id, s.last_run_at === NOW, s.alerts_sent])).toEqual([
      [1, true, 1],
      [2, true, 1],
      [3, false, 0],
      [4, false, 0],
      [5, true, 0],
    ]);
    // A second run finds nothing new since the first.
    expect(await runAlerts(fakeStrapi(tables), options)).toMatchObject({ queued: 0 });
  });

  it('resumes a run that stopped half-way without sending anyone a second e-mail', async () => {
    const tables = tablesWith();
    let stopped = false;
    const stopsAtSecond = fakeStrapi(tables, {
      failCreate: (data) => !stopped && data.recipient === 's2@example.com' && (stopped = true),
    });
    await expect(runAlerts(stopsAtSecond, options)).rejects.toThrow('the CMS stopped');
    // The first subscription is settled; the second is as it was before the run.
    expect(tables[DELIVERY].map((d) => d.recipient)).toEqual(['s1@example.com']);
    expect(tables[SUBSCRIPTION].find((s) => s.id === 2)?.last_run_at).toBe(iso(NOW.getTime() - 2 * HOUR));

    const later = { ...options, now: new Date(NOW.getTime() + 10 * 60_000) };
    expect(await runAlerts(fakeStrapi(tables), later)).toMatchObject({ queued: 1 });
    expect(tables[DELIVERY].map((d) => d.recipient).sort()).toEqual(['s1@example.com', 's2@example.com']);
  });

  it('never makes a second e-mail for one period, even when two runs meet', async () => {
    const tables = tablesWith();
    // Another run (another CMS process) queued subscription 1's e-mail for this period already.
    tables[DELIVERY].push({ id: 1, key: `alert:sub1:${NOW.getTime() - 2 * HOUR}`, recipient: 's1@example.com' });
    await runAlerts(fakeStrapi(tables), options);
    expect(tables[DELIVERY].filter((d) => d.recipient === 's1@example.com')).toHaveLength(1);
  });

  it('deletes subscriptions never confirmed within their week, with their e-mails', async () => {
    const tables = tablesWith();
    tables[SUBSCRIPTION].push(
      subscription(6, { alert_status: 'pending', expires_at: iso(NOW.getTime() - HOUR), last_run_at: null }),
      subscription(7, { alert_status: 'pending', expires_at: iso(NOW.getTime() + HOUR), last_run_at: null }),
    );
    tables[DELIVERY].push({ id: 2, key: 'x:alert_confirmation', subscription: 6 });
    const result = await runAlerts(fakeStrapi(tables), options);
    expect(result.expired).toBe(1);
    expect(tables[SUBSCRIPTION].map((s) => s.id)).not.toContain(6);
    expect(tables[SUBSCRIPTION].map((s) => s.id)).toContain(7);
    expect(tables[DELIVERY].filter((d) => d.subscription === 6)).toEqual([]);
  });
});
