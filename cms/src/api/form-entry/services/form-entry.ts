import { createId } from '@paralleldrive/cuid2';
import { factories } from '@strapi/strapi';
import type { LeadRecord } from '@brokerage/core/leads/cms';
import { readDeliveryConfig } from '../../../deliveries/config';
import { kickLeadDeliveries } from '../../../deliveries';
import { createRateLimiter, RateLimited } from '../../../deliveries/rate-limit';
import { createBatchWriter } from './batch-writer';
import { storePrivateFile, type IncomingFile } from '../../../private-files/cvs';
import { leads } from '../../../core';

/** A file of a multipart request, as Strapi's body parser (formidable) gives it. */
export type UploadedFile = IncomingFile;

const UID = 'api::form-entry.form-entry';

/** A stored lead, as far as the answer names it. */
type Entry = { documentId: string };
type Stored = { entry: Entry; duplicate: boolean };
/** A lead without a file, waiting for its batch: its record and its submission id. */
type Pending = { data: LeadRecord; key: string };

// Submissions being stored right now, by submission id: a double click or a retry that
// arrives while the first is still in flight waits for it instead of storing a second entry.
const inFlight = new Map<string, Promise<Entry>>();

const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');

// The answer names the lead only: a CV's address is no business of the form's sender.
const answer = (entry: Entry, duplicate: boolean) => ({ ok: true, duplicate, id: entry.documentId });

/**
 * The lead as stored, from its record (packages/core: `parseLeadRecord`, which the
 * controller read it with, each field already cut to its limit): `queued` until the delivery
 * queue has planned its e-mails and CRM forward (src/deliveries).
 */
function leadRow(data: LeadRecord) {
  return {
    submission_id: data.submissionId,
    form_name: text(data.payload.form_name, leads().LEAD_LIMITS.formName),
    data: { ...data.payload } as Record<string, string>,
    email: data.email,
    phone: data.phone,
    page_url: data.pageUrl,
    to_email: data.toEmail,
    email_status: 'queued' as const,
  };
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const config = readDeliveryConfig();
  const limiter = createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowMs });
  const allowed = (data: LeadRecord) => !data.clientIp || limiter.take(data.clientIp);

  // Leads without a file, written in batches: one transaction stores every lead of a burst
  // that arrived while the previous batch was written. Each is its own document (a
  // documentId, published as every entry of a type without drafts is).
  const writer = createBatchWriter<Pending, Stored>({
    // async: Strapi's types give the transaction's result as a promise of a promise; it is one.
    write: async (items) =>
      strapi.db.transaction(async () => {
        const keys = items.map((item) => item.key);
        const found: { documentId: string; submission_id: string }[] = await strapi.db
          .query(UID)
          .findMany({ where: { submission_id: { $in: keys } }, select: ['documentId', 'submission_id'] });
        const existing = new Map(found.map((row) => [row.submission_id, row]));
        const now = new Date();
        const results = items.map((item): Stored | Error => {
          const stored = existing.get(item.key);
          if (stored) return { entry: stored, duplicate: true };
          if (!allowed(item.data)) return new RateLimited();
          return { entry: { documentId: createId(), ...leadRow(item.data) }, duplicate: false };
        });
        const fresh = results
          .filter((r): r is Stored => r && !(r instanceof Error) && !r.duplicate)
          .map((r) => r.entry);
        if (fresh.length) {
          await strapi.db.query(UID).createMany({
            data: fresh.map((entry) => ({ ...entry, createdAt: now, updatedAt: now, publishedAt: now })),
          });
        }
        return results;
      }),
  });

  async function storeWithFile({ data, file, key }: Pending & { file: UploadedFile }): Promise<Stored> {
    const existing = await strapi
      .documents(UID)
      .findFirst({ filters: { submission_id: key }, populate: ['attachment'] });
    if (existing) return { entry: existing, duplicate: true };
    if (!allowed(data)) throw new RateLimited();
    // Kept privately (src/private-files): editors open it from the lead, the CRM gets a signed link.
    const attachment = await storePrivateFile(strapi, file);
    const row = leadRow(data);
    delete row.data.file;
    row.data.cvname = text(file.originalFilename || file.name || attachment.name, 200);
    const entry = await strapi
      .documents(UID)
      .create({ data: { ...row, attachment: attachment.id }, populate: ['attachment'] });
    return { entry, duplicate: false };
  }

  return {
    /**
     * Stores a lead once per submission id (a retry or a double click gets the first
     * entry) and answers as soon as it is stored; its e-mails and CRM forward follow from
     * the delivery queue. Throws RateLimited for a new lead from an address over the limit.
     * `data` is the lead's record as `parseLeadRecord` (packages/core) read it.
     */
    async submit({ data, file }: { data: LeadRecord; file?: UploadedFile | null }) {
      const key = data.submissionId;
      const waiting = inFlight.get(key);
      if (waiting) return answer(await waiting, true);
      const work = file ? storeWithFile({ data, file, key }) : writer.add({ data, key });
      const shared: Promise<Entry> = work.then((r) => r.entry);
      shared.catch(() => {}); // the caller below reports the failure; waiters see it too
      inFlight.set(key, shared);
      try {
        const { entry, duplicate } = await work;
        if (!duplicate) kickLeadDeliveries();
        return answer(entry, duplicate);
      } finally {
        inFlight.delete(key);
      }
    },
  };
});
