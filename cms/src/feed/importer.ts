import fs from 'fs';
import os from 'os';
import path from 'path';
import readline from 'readline';
import { once } from 'events';
import type { Core } from '@strapi/strapi';
import type { FeedConfig } from '@brokerage/core/feed/config';
import type { EntryAction, StoredListing as ScannedListing } from '@brokerage/core/feed/plan';
import type { MappedListing } from '@brokerage/core/feed/to-property';
import { feed as feedCode } from '../core';

/** A feed-managed property as stored: what the scan compares, with the row's ids. */
type StoredListing = ScannedListing & { id: number; documentId: string };
type FeedAction = Exclude<EntryAction, 'unchanged'>;
/** A listing the scan found new or changed: what the import writes. */
type ChangedListing = Extract<MappedListing, { ok: true }>;
import { createPhotoStore, type PhotoStore } from './photos';
import { recordCommunities, loadLookups } from './lookups';
import { holdRebuilds } from '../rebuild';
import { looseDocuments, type LooseDocuments } from '../documents';
import { mapLimited } from './limit';

/** One listing to write, as the scan spooled it. */
type SpooledEntry = Pick<ChangedListing, 'reference' | 'line' | 'fields' | 'photos' | 'digest'> & {
  action: FeedAction;
};
/** What one entry writes: its changed fields, and the stored listing it updates (none: a new one). */
type PreparedEntry = {
  action: FeedAction;
  reference: string;
  line: number;
  stored: StoredListing | undefined;
  data: Record<string, unknown>;
};
/** An Import Run's counts of listings, as its message sums them up. */
type RunCounts = Record<'created' | 'updated' | 'republished' | 'unpublished' | 'unchanged' | 'rejected', number>;
type RunStatus = 'running' | 'completed' | 'refused' | 'failed';
type ImportOptions = {
  chunks: AsyncIterable<string | Uint8Array>;
  source: string;
  force?: boolean;
  signal?: AbortSignal;
  config: FeedConfig;
  now?: () => number;
};

const PROPERTY = 'api::property.property';
const RUN = 'api::import-run.import-run';
/** A run still `running` without news for this long was cut short (the CMS stopped). */
const STALE_MS = 10 * 60_000;
const PROGRESS_MS = 5_000;
/** Listings written per transaction. */
const WRITE_BATCH = 50;
/** Listings whose photos are fetched at once while a batch is prepared. */
const PREPARE_PARALLEL = 4;

let current: { startedAt: Date } | null = null;

/** The feed-managed properties by feed reference, and the reference numbers of hand-made ones. */
export async function loadInventory(strapi: Core.Strapi) {
  const rows: {
    id: number;
    documentId: string;
    feed_reference?: string | null;
    feed_digest?: string | null;
    listing_status?: string | null;
    referenceNumber?: string | null;
  }[] = await strapi.db.query(PROPERTY).findMany({
    select: ['id', 'documentId', 'feed_reference', 'feed_digest', 'listing_status', 'referenceNumber'],
  });
  const managed = new Map<string, StoredListing>();
  const handMade = new Set<string>();
  for (const row of rows) {
    if (row.feed_reference) {
      managed.set(row.feed_reference, {
        reference: row.feed_reference,
        id: row.id,
        documentId: row.documentId,
        digest: row.feed_digest || null,
        // Sold and let listings are off the market too: the feed does not unpublish them again.
        live: !row.listing_status || row.listing_status === 'live',
      });
    } else if (row.referenceNumber) handMade.add(row.referenceNumber);
  }
  return { managed, handMade };
}

/** When another CMS process on the same database started the import it is running, or null. */
async function runningElsewhere(strapi: Core.Strapi, now: number): Promise<Date | null> {
  const running: { id: number; started_at: string; updatedAt: string }[] = await strapi.db
    .query(RUN)
    .findMany({ where: { run_status: 'running' }, select: ['id', 'started_at', 'updatedAt'] });
  for (const run of running) {
    if (now - new Date(run.updatedAt).getTime() < STALE_MS) return new Date(run.started_at);
    await strapi.db.query(RUN).update({
      where: { id: run.id },
      data: { run_status: 'failed', message: 'This run stopped before it finished (the CMS stopped?).' },
    });
  }
  return null;
}

/** Writes the entries to change into a temporary file as they are read, so memory stays flat. */
function createSpool() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-run-')), 'changes.ndjson');
  const out = fs.createWriteStream(file);
  return {
    async write(entry: SpooledEntry) {
      if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
    },
    async *read(): AsyncGenerator<SpooledEntry> {
      out.end();
      await once(out, 'finish');
      const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
      for await (const line of lines) if (line) yield JSON.parse(line);
    },
    close() {
      if (!out.closed) out.destroy();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

function summary(run: RunCounts): string {
  const parts = [
    `${run.created} created`,
    `${run.updated} updated`,
    `${run.republished} republished`,
    `${run.unpublished} unpublished`,
    `${run.unchanged} unchanged`,
    `${run.rejected} rejected`,
  ];
  return parts.join(', ');
}

/**
 * One import of a feed (`chunks`: its bytes as they arrive): reads every entry first,
 * writing nothing, and stops there (recording why) when the feed is malformed, cut off, of
 * an unknown format, or would unpublish more than FEED_MAX_UNPUBLISH_SHARE of the feed's
 * listings. Then writes only what changed (photos into the media library once), unpublishes
 * what the feed no longer names, records the communities waiting for an area, and lets the
 * rebuild webhook start one build. Every run is an Import Run the editors see.
 * @returns {Promise<object>} the Import Run as recorded
 */
export async function runImport(
  strapi: Core.Strapi,
  { chunks, source, force = false, signal, config, now = () => Date.now() }: ImportOptions,
) {
  const started = now();
  const busy = (since: Date) => {
    const error = Object.assign(
      new Error(`another import has been running since ${since.toISOString()}: try again when it ends`),
      { status: 409 },
    );
    return error;
  };
  if (current) throw busy(current.startedAt);
  current = { startedAt: new Date(started) };
  const elsewhere = await runningElsewhere(strapi, started).catch((error) => {
    current = null;
    throw error;
  });
  if (elsewhere) {
    current = null;
    throw busy(elsewhere);
  }
  const runs = strapi.documents(RUN);
  let code;
  let created;
  try {
    code = feedCode();
    created = await runs.create({
      data: { run_status: 'running', source: code.redactSource(source), started_at: new Date(started) },
    });
  } catch (error) {
    current = null;
    throw error;
  }
  const run = {
    documentId: created.documentId,
    listings_in_feed: 0,
    created: 0,
    updated: 0,
    republished: 0,
    unpublished: 0,
    unchanged: 0,
    rejected: 0,
    photos_downloaded: 0,
    photos_failed: 0,
  };
  const spool = createSpool();
  let photos: PhotoStore | null = null;
  let release: (() => void) | null = null;
  let lastProgress = started;
  let writing = false;
  const progress = async (force = false) => {
    if (!force && now() - lastProgress < PROGRESS_MS) return;
    lastProgress = now();
    const { documentId, ...counts } = run;
    await strapi.db.query(RUN).update({ where: { documentId }, data: counts });
  };
  const finish = async (run_status: RunStatus, message: string, extra: Record<string, unknown> = {}) => {
    const { documentId, ...counts } = run;
    const record = await runs.update({
      documentId,
      data: { ...counts, ...extra, run_status, message, finished_at: new Date(now()) },
      populate: ['rejected_listings'],
    });
    strapi.log[run_status === 'completed' ? 'info' : 'warn'](`[feed] ${run_status}: ${message}`);
    return record;
  };

  try {
    const inventory = await loadInventory(strapi);
    const lookups = await loadLookups(strapi, code);
    const result = await code.scanFeed(chunks, {
      stored: (reference) => inventory.managed.get(reference),
      handMade: (reference) => inventory.handMade.has(reference),
      lookups,
      onChange: async (action, listing) => {
        await spool.write({
          action,
          reference: listing.reference,
          line: listing.line,
          fields: listing.fields,
          photos: listing.photos,
          digest: listing.digest,
        });
        await progress();
      },
    });
    run.listings_in_feed = result.entries;
    run.unchanged = result.counts.unchanged;
    run.rejected = result.counts.rejected;
    const rejections = result.rejections.map((r) => ({
      reference: r.reference || '(none)',
      line: r.line,
      reason: r.reasons.join('; '),
    }));
    const notes = result.notes.map((n) => `${n.message} (${n.listings} listing${n.listings === 1 ? '' : 's'})`);
    const waiting = result.unknownPlaces.map(
      (p) => `${code.unknownPlaceName(p)}: no area (${p.listings} listing${p.listings === 1 ? '' : 's'} waiting)`,
    );
    const extra = {
      format: result.format ? result.format.label : null,
      rejected_listings: rejections,
      notes: [...waiting, ...notes].join('\n') || null,
    };
    if (result.refused) return await finish('refused', result.refused, extra);

    const live = [...inventory.managed.values()].filter((s) => s.live).map((s) => s.reference);
    const plan = code.unpublishPlan(live, result.named, { maxShare: config.maxUnpublishShare, force });
    if (plan.refused) return await finish('refused', plan.refused, extra);

    // Writes: everything the scan found changed, then what the feed no longer names.
    release = holdRebuilds();
    writing = true;
    photos = createPhotoStore(strapi);
    // The fields come from the site's mapping of a feed entry (packages/core/src/feed/to-property.ts).
    const docs = looseDocuments(strapi, PROPERTY);
    const store = photos;
    const day = today(started);
    let stopped = false;
    // In batches: photos first (network, outside any transaction), then one transaction
    // per batch; a batch that fails is written again one listing at a time, so one bad
    // listing is reported and the others are saved.
    let batch: SpooledEntry[] = [];
    const count = (prepared: PreparedEntry) => {
      if (prepared.action === 'create') run.created += 1;
      else if (prepared.stored && !prepared.stored.live) run.republished += 1;
      else run.updated += 1;
    };
    const flush = async () => {
      const prepared = await mapLimited(batch, PREPARE_PARALLEL, (entry) =>
        prepareEntry(strapi, entry, inventory.managed.get(entry.reference), { photos: store, day }),
      );
      batch = [];
      try {
        await strapi.db.transaction(async () => {
          for (const p of prepared) await saveEntry(docs, p);
        });
        prepared.forEach(count);
      } catch {
        for (const p of prepared) {
          try {
            await saveEntry(docs, p);
            count(p);
          } catch (error) {
            run.rejected += 1;
            const reason = `could not be saved: ${(error as Error).message}`;
            rejections.push({ reference: p.reference, line: p.line, reason });
          }
        }
      }
      run.photos_downloaded = store.counts.downloaded;
      run.photos_failed = store.counts.failed;
      await progress();
    };
    for await (const entry of spool.read()) {
      if (signal?.aborted) {
        stopped = true;
        break;
      }
      batch.push(entry);
      if (batch.length >= WRITE_BATCH) await flush();
    }
    if (!stopped && batch.length) await flush();
    if (stopped) {
      return await finish(
        'failed',
        `Stopped when the CMS shut down, after ${summary(run)}; nothing was unpublished. The next run writes the rest.`,
        extra,
      );
    }
    for (let i = 0; i < plan.unpublish.length; i += WRITE_BATCH) {
      await strapi.db.transaction(async () => {
        for (const reference of plan.unpublish.slice(i, i + WRITE_BATCH)) {
          const { documentId } = inventory.managed.get(reference) as StoredListing;
          await docs.update({ documentId, data: { listing_status: 'unpublished' } });
          run.unpublished += 1;
        }
      });
      await progress();
    }
    await recordCommunities(strapi, code, result.unknownPlaces, new Date(now()));
    const photoNote = run.photos_failed
      ? ` ${run.photos_failed} photo download(s) failed: those listings keep their photos and are tried again next run.`
      : '';
    return await finish('completed', `${summary(run)}.${photoNote}`, extra);
  } catch (error) {
    const after = writing
      ? ` after ${summary(run)}; nothing was unpublished, and the next run writes the rest`
      : ': nothing was changed';
    await finish('failed', `${(error as Error).message}${after}.`).catch(() => {});
    throw error;
  } finally {
    release?.();
    photos?.close();
    spool.close();
    current = null;
  }
}

const RELATIONS = ['area', 'negotiator', 'developer'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The property as stored, in the shape the import writes (relations by documentId, photos by id). */
async function storedFields(
  strapi: Core.Strapi,
  id: number,
): Promise<(Record<string, unknown> & { images: number[] }) | null> {
  const documentId = { select: ['documentId'] };
  const row = await strapi.db.query(PROPERTY).findOne({
    where: { id },
    populate: { area: documentId, negotiator: documentId, developer: documentId, images: { select: ['id'] } },
  });
  if (!row) return null;
  for (const key of RELATIONS) row[key] = row[key] ? row[key].documentId : null;
  row.images = (row.images || []).map((image: { id: number }) => image.id);
  return row;
}

/**
 * What one entry writes: for a new listing its fields and photos; for a known one only the
 * fields that differ from what is stored (a price change writes the price, not every
 * relation again). When a photo could not be fetched the listing keeps the photos it has
 * (one without any takes those that came) and its digest is left empty, so the next run
 * writes it again and fetches the rest.
 */
async function prepareEntry(
  strapi: Core.Strapi,
  entry: SpooledEntry,
  stored: StoredListing | undefined,
  { photos, day }: { photos: PhotoStore; day: string },
): Promise<PreparedEntry> {
  const base = { action: entry.action, reference: entry.reference, line: entry.line, stored };
  if (entry.action === 'republish') return { ...base, data: { listing_status: 'live' } };
  const got = await photos.resolve(entry.photos, entry.fields.title);
  const current = stored ? await storedFields(strapi, stored.id) : null;
  const wanted: Record<string, unknown> = { ...entry.fields, listing_status: 'live' };
  if (got.complete || !current?.images.length) wanted.images = got.ids;
  if (!got.complete) strapi.log.warn(`[feed] ${entry.reference}: ${got.failed.join('; ')}`);
  const data = current
    ? Object.fromEntries(Object.entries(wanted).filter(([key, value]) => !same(current[key], value)))
    : { ...wanted, listed_date: day };
  return { ...base, data: { ...data, updated_date: day, feed_digest: got.complete ? entry.digest : null } };
}

/** Writes a prepared entry through the Document Service (so the rebuild webhook and lifecycles see it). */
async function saveEntry(docs: LooseDocuments, { stored, data }: PreparedEntry): Promise<void> {
  if (stored) await docs.update({ documentId: stored.documentId, data });
  else await docs.create({ data });
}

/** A run that could not even read the feed (unreachable, an HTTP error), recorded for the editors. */
export async function recordFailure(strapi: Core.Strapi, source: string, message: string) {
  const at = new Date();
  strapi.log.warn(`[feed] failed: ${message}`);
  return strapi.documents(RUN).create({
    data: {
      run_status: 'failed',
      source: feedCode().redactSource(source),
      message,
      started_at: at,
      finished_at: at,
    },
  });
}
