import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ListingRow } from '@brokerage/core/routing/listing-addresses';
import { routing as routingCode } from '../core';

export const PROPERTY = 'api::property.property';
/** The highest listing number ever given, kept in the core store (exported with a backup, like the rest of Strapi's configuration). */
export const COUNTER = { type: 'core', name: 'oasis-listing-numbers' };
const ADDRESS_FIELDS = ['slug', 'pType', 'department', 'listing_number'] as const;

/** What a property's lifecycles are given of a write: its fields, and which row. */
type PropertyData = ListingRow & { former_paths?: unknown } & Record<string, unknown>;
type PropertyEvent = {
  params: { data?: PropertyData; where?: Record<string, unknown> };
  result?: { id?: number; listing_number?: number | null; ids?: number[] } | null;
};
/** The allocator: the next number for a new row, and a number a restore brought. */
type Allocator = ((rowId: number) => Promise<number>) & { taken(number: number): void };

/**
 * Gives listing numbers one at a time in this process: the row's id, unless a number at or
 * above it was given (`nextListingNumber`), then one past the highest given: the counter,
 * the table's highest (read once, at the first: a migration or a restore may have written
 * numbers the counter never saw), a number a restore brought, or one given here that way.
 * The id's own numbers need no memory here (ids are unique, and a rolled-back create gives
 * its id back with its counter), so a rollback never makes number and id drift apart.
 */
function createAllocator(strapi: Core.Strapi): Allocator {
  let tableTop: number | null = null;
  // Numbers given past the row id, and numbers a create brought (a restore), in this process.
  let given = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const allocate = async (rowId: number) => {
    if (tableTop === null) {
      const top = await strapi.db.query(PROPERTY).findOne({
        select: ['listing_number'],
        where: { listing_number: { $notNull: true } },
        orderBy: { listing_number: 'desc' },
      });
      tableTop = (top && top.listing_number) || 0;
    }
    const store = strapi.store(COUNTER);
    const counter = Number(await store.get({ key: 'highest' })) || 0;
    const next = routingCode().nextListingNumber(Math.max(counter, given), tableTop, rowId);
    if (next !== rowId) given = next;
    if (next > counter) await store.set({ key: 'highest', value: next });
    return next;
  };
  /** The number of the new row `rowId`, once the numbers asked for before it are given. */
  const next = (rowId: number) => {
    const answer = queue.then(() => allocate(rowId));
    queue = answer.catch(() => {});
    return answer;
  };
  /** A number a create brought: the next ones are given above it. */
  return Object.assign(next, {
    taken(number: number) {
      given = Math.max(given, number);
    },
  });
}

/**
 * Every property that has no listing number gets its row id, in one statement: the numbers
 * its URL already carried (ids before issue 36), so no address changes. Run at every start,
 * before the seed; a database already migrated has nothing to change. Returns how many.
 */
export async function migrateListingNumbers(strapi: Core.Strapi): Promise<number> {
  const { tableName } = strapi.db.metadata.get(PROPERTY);
  const changed = await strapi.db
    .connection(tableName)
    .whereNull('listing_number')
    .update({ listing_number: strapi.db.connection.ref('id') });
  if (changed)
    strapi.log.info(`[addresses] ${changed} properties numbered from their ids (their URLs stay as they were)`);
  return changed;
}

/**
 * Keeps every property's address, whatever writes it (the admin panel, the REST API, the
 * feed import, a script): a database lifecycle gives a new property the next listing number
 * (a restore's own number is kept), refuses a change of a number once given, and records
 * the path a property leaves when its slug, pType or department changes (`former_paths`),
 * which the build redirects to its current one (packages/core/src/routing/route-table.ts).
 */
export function keepListingAddresses(strapi: Core.Strapi, now = () => new Date()): void {
  const next = createAllocator(strapi);
  const { listingNumberRefusal, listingPath, formerPathsAfter } = routingCode();
  const refuse = (message: string): never => {
    throw new errors.ValidationError(message);
  };
  // A property that brings its own number (a restore) keeps it; the others get theirs once
  // their row exists (the number follows the row id), in the same transaction.
  const checkGiven = (data: PropertyData) => {
    if (data.listing_number === undefined || data.listing_number === null) return;
    const refusal = listingNumberRefusal(null, data.listing_number);
    if (refusal) refuse(refusal);
    next.taken(Number(data.listing_number));
  };
  const numberRow = async (id: number, row?: { listing_number?: number | null }) => {
    const number = await next(id);
    await strapi.db.query(PROPERTY).update({ where: { id }, data: { listing_number: number } });
    if (row) row.listing_number = number;
  };
  strapi.db.lifecycles.subscribe({
    models: [PROPERTY],
    async beforeCreate(event: PropertyEvent) {
      if (event.params.data) checkGiven(event.params.data);
    },
    async beforeCreateMany(event: { params: { data?: PropertyData[] } }) {
      for (const data of event.params.data || []) checkGiven(data);
    },
    async afterCreate(event: PropertyEvent) {
      const row = event.result;
      if (row && row.id !== undefined && (row.listing_number === undefined || row.listing_number === null))
        await numberRow(row.id, row);
    },
    async afterCreateMany(event: PropertyEvent) {
      const ids = (event.result && event.result.ids) || [];
      const numbered: { id: number }[] = ids.length
        ? await strapi.db
            .query(PROPERTY)
            .findMany({ where: { id: { $in: ids }, listing_number: { $null: true } }, select: ['id'] })
        : [];
      for (const { id } of numbered) await numberRow(id);
    },
    async beforeUpdate(event: PropertyEvent) {
      const data = event.params.data;
      if (!data || !ADDRESS_FIELDS.some((field) => data[field] !== undefined)) return;
      const current: (ListingRow & { former_paths?: unknown }) | null = await strapi.db
        .query(PROPERTY)
        .findOne({ where: event.params.where, select: [...ADDRESS_FIELDS, 'former_paths'] });
      if (!current) return;
      const refusal = listingNumberRefusal(current.listing_number, data.listing_number);
      if (refusal) refuse(refusal);
      const after: ListingRow = { ...current };
      for (const field of ADDRESS_FIELDS) if (data[field] !== undefined) Object.assign(after, { [field]: data[field] });
      const stored = data.former_paths !== undefined ? data.former_paths : current.former_paths;
      const former = formerPathsAfter(stored, listingPath(current), listingPath(after), now().toISOString());
      if (former) data.former_paths = former;
    },
  });
}
