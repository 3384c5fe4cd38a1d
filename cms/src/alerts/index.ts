import type { Core } from '@strapi/strapi';
import { readDeliveryConfig } from '../deliveries/config';
import { brandOf } from '../deliveries/transports';
import { kickLeadDeliveries } from '../deliveries';
import { runAlerts, type AlertRun } from './job';
import { isMissingCore } from '../core';
import { site } from './shared';

let timer: NodeJS.Timeout | null = null;
let running: Promise<AlertRun> | null = null;

/** Runs the alert job once (never two at a time in this process) and hands its e-mails to the delivery queue. */
export function runAlertsNow(strapi: Core.Strapi, now = new Date()): Promise<AlertRun> {
  if (running) return running;
  const config = readDeliveryConfig();
  running = (async () => {
    const result = await runAlerts(strapi, {
      now,
      brand: await brandOf(strapi, config),
      siteUrl: config.siteUrl,
      cmsUrl: strapi.config.get<string>('server.absoluteUrl') || '',
    });
    if (result.queued) kickLeadDeliveries();
    strapi.log.info(
      `[alerts] run: ${result.due} due, ${result.queued} alert(s) queued, ${result.expired} unconfirmed expired`,
    );
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Runs the alert job every ALERT_INTERVAL_MS (10 minutes; 0 turns the timer off, as tests
 * do, which run it through POST /api/alert-subscriptions/run). Daily and weekly
 * subscriptions are sent when their period is over (job.ts).
 */
export function startAlerts(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  try {
    site();
  } catch (error) {
    if (!isMissingCore(error)) throw error;
    strapi.log.error(`[alerts] off: ${(error as Error).message} (alert leads are thanked as plain leads until then)`);
    return;
  }
  const every = env.ALERT_INTERVAL_MS === undefined ? 10 * 60_000 : Number(env.ALERT_INTERVAL_MS);
  if (!(every > 0)) return;
  timer = setInterval(() => {
    runAlertsNow(strapi).catch((error: Error) =>
      strapi.log.error(`[alerts] run failed: ${error.stack || error.message}`),
    );
  }, every);
  timer.unref();
}

export async function stopAlerts(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await running?.catch(() => null);
}
