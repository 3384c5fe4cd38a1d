/** @jest-environment node */
import path from 'path';
import knex, { type Knex } from 'knex';
import { keepListingAddresses, migrateListingNumbers, PROPERTY } from '../listing-numbers';
import { checkEditorsRedirects, REDIRECT } from '../redirects';
import { asStrapi } from '../../testing/fake-strapi';

/** A row in memory: its id, and whatever fields were written. */
type Row = { id: number } & Record<string, unknown>;
type Where = Record<string, unknown>;
type LifecycleEvent = { params: { data: Record<string, unknown>; where?: Where }; result?: Row };
type Subscriber = { models: string[] } & Partial<Record<string, (event: LifecycleEvent) => Promise<void>>>;
type Query = {
  findOne(params?: { where?: Where; select?: string[]; orderBy?: Record<string, 'asc' | 'desc'> }): Promise<Row | null>;
  findMany(params?: { select?: string[] }): Promise<Row[]>;
  create(params: { data: Record<string, unknown> }): Promise<Row>;
  update(params: { where: Where; data: Record<string, unknown> }): Promise<Row>;
};

/**
 * The parts of Strapi the address rules use: database lifecycles that run around each
 * query's create and update as Strapi's query engine runs them, rows in memory, the core
 * store. Enough `where` for the rules: by id, and `$notNull`.
 */
function fakeStrapi(tables: Record<string, Row[]> = {}) {
  const subscribers: Subscriber[] = [];
  const store = new Map<string, unknown>();
  let nextId = Math.max(0, ...Object.values(tables).flatMap((rows) => rows.map((r) => r.id))) + 1;
  const run = async (uid: string, hook: string, event: LifecycleEvent) => {
    for (const s of subscribers) if (s.models.includes(uid)) await (s[hook] as Subscriber[string])?.(event);
  };
  const matches = (row: Row, where: Where = {}) =>
    Object.entries(where).every(([key, condition]) =>
      condition && typeof condition === 'object' && '$notNull' in condition
        ? (row[key] != null) === (condition as { $notNull: boolean }).$notNull
        : row[key] === condition,
    );
  const query = (uid: string): Query => {
    const rows = () => (tables[uid] ??= []);
    const pick = (row: Row | null, select?: string[]): Row | null =>
      row &&
      (select ? (Object.fromEntries(['id', ...select].map((k) => [k, row[k] ?? null])) as Row) : structuredClone(row));
    return {
      findOne: async ({ where, select, orderBy } = {}) => {
        let found = rows().filter((r) => matches(r, where));
        if (orderBy) {
          const [key, direction] = Object.entries(orderBy)[0] as [string, string];
          const value = (row: Row) => Number(row[key]);
          found = found.sort((a, b) => (direction === 'desc' ? value(b) - value(a) : value(a) - value(b)));
        }
        return pick(found[0] ?? null, select);
      },
      findMany: async ({ select } = {}) => rows().map((r) => pick(r, select) as Row),
      create: async ({ data }) => {
        const event: LifecycleEvent = { params: { data: { ...data } } };
        await run(uid, 'beforeCreate', event);
        const row: Row = { id: nextId++, ...event.params.data };
        rows().push(row);
        const result = structuredClone(row);
        await run(uid, 'afterCreate', { ...event, result });
        return result;
      },
      update: async ({ where, data }) => {
        const event: LifecycleEvent = { params: { where, data: { ...data } } };
        await run(uid, 'beforeUpdate', event);
        const row = rows().find((r) => matches(r, where)) as Row;
        Object.assign(row, event.params.data);
        return structuredClone(row);
      },
    };
  };
  const fake = {
    log: { info: jest.fn() },
    store: ({ name }: { name: string }) => ({
      get: async ({ key }: { key: string }) => store.get(`${name}.${key}`) ?? null,
      set: async ({ key, value }: { key: string; value: unknown }) => void store.set(`${name}.${key}`, value),
    }),
    db: { lifecycles: { subscribe: (s: Subscriber) => subscribers.push(s) }, query },
    tables,
    counter: () => store.get('oasis-listing-numbers.highest'),
    /** Ids the database skips (rows deleted, or a create rolled back): the next row's id is `id`. */
    skipIdsTo: (id: number) => (nextId = id),
  };
  // The rules get it as Strapi; the tests use it as the stand-in it is.
  return Object.assign(asStrapi(fake), { db: fake.db, store: fake.store }) as typeof fake & ReturnType<typeof asStrapi>;
}

const flat = (over: Record<string, unknown> = {}) => ({
  pType: 'sales',
  department: 'residential',
  slug: 'flat-in-jvc',
  ...over,
});
const NOW = new Date('2026-11-26T10:00:00.000Z');

describe('listing numbers', () => {
  it('gives each new property the next number, whatever created it, and keeps a restored one', async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    const properties = strapi.db.query(PROPERTY);
    const a = await properties.create({ data: flat() });
    const b = await properties.create({ data: flat({ slug: 'villa' }) });
    const restored = await properties.create({ data: flat({ listing_number: 90 }) });
    const c = await properties.create({ data: flat() });
    expect([a, b, restored, c].map((p) => p.listing_number)).toEqual([1, 2, 90, 91]);
    expect(strapi.counter()).toBe(91);
  });

  it('gives a property its row id as its number, on a database never restored', async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    const properties = strapi.db.query(PROPERTY);
    await properties.create({ data: flat() });
    strapi.skipIdsTo(10);
    const created = await properties.create({ data: flat() });
    expect(created).toMatchObject({ id: 10, listing_number: 10 });
    expect(strapi.tables[PROPERTY].map((p) => [p.id, p.listing_number])).toEqual([
      [1, 1],
      [10, 10],
    ]);
  });

  it('gives the id again when a create rolled back gave its id and counter back', async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    await strapi.db.query(PROPERTY).create({ data: flat() });
    // What a rollback of the next create leaves: no row, the id and the counter as before.
    await strapi.db.query(PROPERTY).create({ data: flat() });
    strapi.tables[PROPERTY].pop();
    strapi.skipIdsTo(2);
    await strapi.store({ name: 'oasis-listing-numbers' }).set({ key: 'highest', value: 1 });
    expect(await strapi.db.query(PROPERTY).create({ data: flat() })).toMatchObject({ id: 2, listing_number: 2 });
  });

  it('gives two properties created at once two numbers', async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    const created = await Promise.all(
      Array.from({ length: 5 }, () => strapi.db.query(PROPERTY).create({ data: flat() })),
    );
    expect(created.map((p) => p.listing_number).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("never gives a deleted listing's number again (the counter remembers it)", async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    await strapi.db.query(PROPERTY).create({ data: flat() });
    await strapi.db.query(PROPERTY).create({ data: flat() });
    strapi.tables[PROPERTY].pop(); // number 2 deleted
    // A restart: a new allocator reads the table (highest 1) and the counter (2).
    const restarted = fakeStrapi(strapi.tables);
    await restarted.store({ name: 'oasis-listing-numbers' }).set({ key: 'highest', value: strapi.counter() });
    keepListingAddresses(restarted, () => NOW);
    expect((await restarted.db.query(PROPERTY).create({ data: flat() })).listing_number).toBe(3);
  });

  it('continues above the numbers a migration or restore wrote', async () => {
    const strapi = fakeStrapi({ [PROPERTY]: [{ id: 1, ...flat(), listing_number: 338 }] });
    keepListingAddresses(strapi, () => NOW);
    expect((await strapi.db.query(PROPERTY).create({ data: flat() })).listing_number).toBe(339);
  });

  it('refuses a change of a number once given, with a message saying it stays', async () => {
    const strapi = fakeStrapi();
    keepListingAddresses(strapi, () => NOW);
    const { id } = await strapi.db.query(PROPERTY).create({ data: flat() });
    await expect(
      strapi.db.query(PROPERTY).update({ where: { id }, data: { listing_number: 7 } }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('The listing number never changes'),
    });
    await expect(
      strapi.db.query(PROPERTY).update({ where: { id }, data: { listing_number: 1, price: 5 } }),
    ).resolves.toMatchObject({
      listing_number: 1,
    });
    await expect(strapi.db.query(PROPERTY).create({ data: flat({ listing_number: -2 }) })).rejects.toMatchObject({
      message: expect.stringContaining('must be a whole number above 0'),
    });
  });
});

describe('former paths', () => {
  const setup = async () => {
    const strapi = fakeStrapi();
    let now = NOW;
    keepListingAddresses(strapi, () => now);
    const { id } = await strapi.db.query(PROPERTY).create({ data: flat() });
    const update = (data: Record<string, unknown>) =>
      strapi.db.query(PROPERTY).update({ where: { id }, data }) as Promise<Row & { former_paths: { path: string }[] }>;
    return { update, later: (iso: string) => (now = new Date(iso)) };
  };

  it('records the address a slug edit leaves', async () => {
    const { update } = await setup();
    const renamed = await update({ slug: '2-bed-flat-in-jvc' });
    expect(renamed.former_paths).toEqual([{ path: '/property-for-sale/flat-in-jvc-1/', until: NOW.toISOString() }]);
  });

  it('records every address as a listing moves from sale to rent, and drops one that is current again', async () => {
    const { update, later } = await setup();
    await update({ slug: 'flat-b' });
    later('2026-12-01T00:00:00.000Z');
    const moved = await update({ pType: 'lettings', slug: 'flat-b' });
    expect(moved.former_paths.map((f) => f.path)).toEqual([
      '/property-for-sale/flat-in-jvc-1/',
      '/property-for-sale/flat-b-1/',
    ]);
    const back = await update({ pType: 'sales', slug: 'flat-in-jvc' });
    expect(back.former_paths.map((f) => f.path)).toEqual([
      '/property-for-sale/flat-b-1/',
      '/property-for-rent/flat-b-1/',
    ]);
  });

  it('writes nothing when the address stays (a price edit, or the admin panel saving the same slug)', async () => {
    const { update } = await setup();
    expect((await update({ price: 900_000 })).former_paths).toBeUndefined();
    expect((await update({ slug: 'flat-in-jvc', title: 'Flat in JVC' })).former_paths).toBeUndefined();
  });
});

describe("editors' redirects", () => {
  const setup = () => {
    const strapi = fakeStrapi();
    checkEditorsRedirects(strapi);
    return strapi.db.query(REDIRECT);
  };

  it('stores a redirect normalised', async () => {
    const redirects = setup();
    expect(await redirects.create({ data: { from: ' /Spring', to: '/offers', kind: 'permanent' } })).toMatchObject({
      from: '/spring/',
      to: '/offers/',
    });
  });

  it('refuses what cannot be read, naming the field', async () => {
    const redirects = setup();
    await expect(redirects.create({ data: { from: 'spring', to: 'javascript:alert(1)' } })).rejects.toMatchObject({
      name: 'ValidationError',
      details: {
        errors: [
          { path: ['from'], message: expect.stringContaining('must be a path of this site') },
          { path: ['to'], message: expect.stringContaining('https:// or http://') },
        ],
      },
    });
  });

  it('refuses a chain, a loop and a second redirect of one path, naming the other entry', async () => {
    const redirects = setup();
    await redirects.create({ data: { from: '/a/', to: '/b/' } });
    await expect(redirects.create({ data: { from: '/b/', to: '/c/' } })).rejects.toMatchObject({
      message: expect.stringContaining('redirect #1 (/a/) redirects /a/ to /b/'),
    });
    await expect(redirects.create({ data: { from: '/c/', to: '/a/' } })).rejects.toMatchObject({
      message: expect.stringContaining('/a/ is itself redirected to /b/'),
    });
    await expect(redirects.create({ data: { from: '/b/', to: '/a/' } })).rejects.toMatchObject({
      message: expect.stringContaining('a loop'),
    });
    await expect(redirects.create({ data: { from: '/A', to: '/z/' } })).rejects.toMatchObject({
      message: expect.stringContaining('/a/ is already redirected to /b/'),
    });
    await expect(redirects.create({ data: { from: '/d/', to: '/d?x=1' } })).rejects.toMatchObject({
      message: expect.stringContaining('would redirect to itself'),
    });
  });

  it('checks an edit against the others but not against the entry itself', async () => {
    const redirects = setup();
    const { id } = await redirects.create({ data: { from: '/a/', to: '/b/' } });
    await redirects.create({ data: { from: '/x/', to: '/y/' } });
    await expect(redirects.update({ where: { id }, data: { to: '/c/' } })).resolves.toMatchObject({ to: '/c/' });
    await expect(redirects.update({ where: { id }, data: { to: '/x/' } })).rejects.toMatchObject({
      message: expect.stringContaining('/x/ is itself redirected to /y/'),
    });
  });
});

describe('migrateListingNumbers', () => {
  // A real SQLite database through knex, as Strapi's: the statement must run on it.
  let db: Knex;
  beforeEach(async () => {
    db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await db.schema.createTable('properties', (t) => {
      t.increments('id');
      t.string('slug');
      t.integer('listing_number');
    });
    await db('properties').insert([{ slug: 'a' }, { slug: 'b' }, { slug: 'c', listing_number: 500 }, { slug: 'd' }]);
  });
  afterEach(() => db.destroy());

  const strapiOn = (connection: Knex) =>
    asStrapi({
      db: { connection, metadata: { get: () => ({ tableName: 'properties' }) } },
      log: { info: jest.fn() },
    });

  it('numbers every property without a number by its id, once', async () => {
    const strapi = strapiOn(db);
    expect(await migrateListingNumbers(strapi)).toBe(3);
    expect(await db('properties').select('id', 'listing_number').orderBy('id')).toEqual([
      { id: 1, listing_number: 1 },
      { id: 2, listing_number: 2 },
      { id: 3, listing_number: 500 },
      { id: 4, listing_number: 4 },
    ]);
    expect(strapi.log.info).toHaveBeenCalledWith(expect.stringContaining('3 properties numbered from their ids'));
    expect(await migrateListingNumbers(strapi)).toBe(0);
  });
});

it('the stand-in runs the module under test (not a copy)', () => {
  expect(path.basename(require.resolve('../listing-numbers'))).toBe('listing-numbers.ts');
});
