import type { Core } from '@strapi/strapi';
import { site, areaNamesOf, alertSigningKey } from './shared';
import { leads } from '../core';
import { expireUnconfirmed, SUBSCRIPTION, type SubscriptionRow } from './subscriptions';
import type { AlertBrand } from '@brokerage/core/alerts/email';
import type { CmsPropertyRow } from '@brokerage/core/alerts/listing';
import type { IndexEntry } from '@brokerage/core/search/index-entry';

const PROPERTY = 'api::property.property';
const DELIVERY = 'api::lead-delivery.lead-delivery';
const time = (value: Date | string | null | undefined): number => (value ? new Date(value).getTime() : 0);

/** An image as the alert job selects it (url, formats). */
type Image = { url?: string; formats?: { small?: { url?: string } } | null };
/** A property row as the alert job reads it: the fields the site's `alertListingOf` reads, and its photos. */
/** A property row as the run selects it: what the package's `alertListingOf` reads, and its photos. */
type PropertyRow = CmsPropertyRow & { images?: Image[] | null };
/** A due subscription, as the run selects it. */
type DueSubscription = Pick<
  SubscriptionRow,
  | 'id'
  | 'documentId'
  | 'email'
  | 'search_path'
  | 'property_ids'
  | 'language'
  | 'frequency'
  | 'last_run_at'
  | 'confirmed_at'
>;
/** What a run needs besides the database: when, who signs the e-mails, and where the site and the CMS are. */
type RunOptions = { now: Date; brand: AlertBrand; siteUrl: string; cmsUrl: string };
export type AlertRun = { expired: number; due: number; queued: number };

/** A property's first photo as an absolute URL for an e-mail (the small size when Strapi made one). */
export function photoUrl(property: Pick<PropertyRow, 'images'>, cmsUrl: string): string | null {
  const image = (property.images || [])[0];
  const url = image && ((image.formats && image.formats.small && image.formats.small.url) || image.url);
  if (!url) return null;
  return url.startsWith('/') ? `${cmsUrl}${url}` : url;
}

/**
 * One run of saved-search alerts: deletes subscriptions never confirmed in time, then, for
 * every active subscription whose period is over, finds the listings new or cheaper since
 * its last alert with the site's own search (packages/core/src/alerts/matching.ts) and queues one alert
 * e-mail. Each subscription is settled in one transaction: its e-mail (a delivery whose key
 * names the subscription and the start of its period, so one period can never have two)
 * and its new `last_run_at`. A run that stops half-way leaves the rest as they were, and the
 * next run takes them up without sending anything twice. The delivery queue sends the
 * e-mails (retries, exactly once).
 */
export async function runAlerts(
  strapi: Core.Strapi,
  {
    now = new Date(),
    brand,
    siteUrl,
    cmsUrl,
    pageSize = 2_000,
  }: Partial<RunOptions> & Pick<RunOptions, 'brand' | 'siteUrl' | 'cmsUrl'> & { pageSize?: number },
): Promise<AlertRun> {
  const expired = await expireUnconfirmed(strapi, now);
  const total = { expired, due: 0, queued: 0 };
  // A page of subscriptions at a time, so memory stays flat however many there are.
  for (let after = 0; ; ) {
    const active: DueSubscription[] = await strapi.db.query(SUBSCRIPTION).findMany({
      where: { alert_status: 'active', id: { $gt: after } },
      select: [
        'id',
        'documentId',
        'email',
        'search_path',
        'property_ids',
        'language',
        'frequency',
        'last_run_at',
        'confirmed_at',
      ],
      orderBy: { id: 'asc' },
      limit: pageSize,
    });
    if (!active.length) return total;
    after = active[active.length - 1].id;
    const due = active.filter((s) => leads().isAlertDue(s, now));
    total.due += due.length;
    if (due.length) total.queued += await alertPage(strapi, due, { now, brand, siteUrl, cmsUrl });
  }
}

/** Finds and queues the alerts of one page of due subscriptions; the number queued. */
async function alertPage(
  strapi: Core.Strapi,
  due: DueSubscription[],
  { now, brand, siteUrl, cmsUrl }: RunOptions,
): Promise<number> {
  const shared = site();

  // Only what changed since the earliest of their last runs can be in any alert.
  const since = new Date(Math.min(...due.map((s) => time(s.last_run_at || s.confirmed_at))));
  const rows: PropertyRow[] = await strapi.db.query(PROPERTY).findMany({
    where: {
      $or: [{ createdAt: { $gt: since } }, { price_reduced_at: { $gt: since } }],
      // A listing off the market (the feed withdrew it, or it was sold or let) is in no alert.
      $and: [{ $or: [{ listing_status: { $null: true } }, { listing_status: 'live' }] }],
    },
    populate: {
      area: { select: ['slug', 'name', 'localized_names'] },
      developer: { select: ['slug'] },
      negotiator: { select: ['negotiator_id'] },
      images: { select: ['url', 'formats'] },
    },
  });
  // Keyed as the cards are: by listing number (the id in the URL and the shortlist), older rows by id.
  const photos = new Map(rows.map((row) => [row.listing_number ?? row.id, photoUrl(row, cmsUrl)]));
  const listings = rows.map((row) => shared.alertListingOf(row));
  const findings = shared.findAlerts(
    due.map((s) => ({
      id: s.id,
      path: s.search_path,
      since: time(s.last_run_at || s.confirmed_at),
      ids: Array.isArray(s.property_ids) ? s.property_ids : null,
    })),
    listings,
    now.getTime(),
  );

  const key = alertSigningKey(strapi);
  const { alertToken, alertLifetimes } = leads();
  let queued = 0;
  for (const subscription of due) {
    const finding = findings.get(subscription.id);
    const periodStart = time(subscription.last_run_at || subscription.confirmed_at);
    const deliveryKey = `alert:${subscription.documentId}:${periodStart}`;
    await strapi.db.transaction(async () => {
      // The row may have changed since it was read (paused, deleted, or settled by another run).
      const current: Pick<SubscriptionRow, 'alert_status' | 'last_run_at' | 'alerts_sent'> | null = await strapi.db
        .query(SUBSCRIPTION)
        .findOne({ where: { id: subscription.id }, select: ['alert_status', 'last_run_at', 'alerts_sent'] });
      if (!current || current.alert_status !== 'active' || time(current.last_run_at) !== time(subscription.last_run_at))
        return;
      const sending = finding && !(await strapi.db.query(DELIVERY).findOne({ where: { key: deliveryKey } }));
      if (sending) {
        const token = alertToken(key, subscription.documentId, now.getTime() + alertLifetimes().linkMs);
        const language = shared.getLocale(subscription.language).code;
        const message = shared.alertEmail({
          locale: language,
          brand,
          search: subscription.search_path,
          finding,
          photoOf: (entry: IndexEntry) => photos.get(entry.id) ?? null,
          manageUrl: shared.alertPageUrl(siteUrl, language, token),
          unsubscribeUrl: shared.alertPageUrl(siteUrl, language, token, 'unsubscribe'),
          areaNames: await areaNamesOf(strapi, subscription.search_path, language),
        });
        await strapi.documents(DELIVERY).create({
          data: {
            key: deliveryKey,
            channel: 'alert',
            recipient: subscription.email,
            delivery_status: 'pending',
            attempts: 0,
            subscription: subscription.documentId,
            message: {
              ...message,
              listings: [...finding.fresh.map((e) => e.id), ...finding.reduced.map((r) => r.entry.id)],
            },
          },
        });
        queued++;
      }
      await strapi.db.query(SUBSCRIPTION).update({
        where: { id: subscription.id },
        data: { last_run_at: now, ...(sending ? { alerts_sent: (current.alerts_sent || 0) + 1 } : {}) },
      });
    });
  }
  return queued;
}
