import type { Core } from '@strapi/strapi';
import { readDeliveryConfig } from './config';
import { createDeliveryQueue, type DeliveryQueue } from './queue';
import { createSender } from './transports';
import { leads } from '../core';

let queue: DeliveryQueue | null = null;

/**
 * Starts the lead delivery queue of this CMS process (bootstrap); it resumes what a stopped CMS
 * left. Without the lead package (packages/core, built at install) it cannot write an e-mail:
 * it says so and stays off, and the leads stored meanwhile wait, queued, for a start that has it.
 */
export function startLeadDeliveries(strapi: Core.Strapi): DeliveryQueue | null {
  try {
    leads();
  } catch (error) {
    strapi.log.error(`[leads] delivery queue off: ${(error as Error).message} (leads are stored and wait, queued)`);
    return null;
  }
  const config = readDeliveryConfig();
  const started = createDeliveryQueue({ strapi, config, send: createSender({ strapi, config }) });
  queue = started;
  started.start();
  strapi.log.info(
    `[leads] delivery queue started: ${config.maxAttempts} attempts from ${config.baseMs / 1000} s apart; ` +
      `CRM forward ${config.crmEndpoint ? 'on' : 'off (CRM_ENDPOINT unset)'}`,
  );
  return started;
}

/** A lead was stored, or an editor asked for a resend: deliver soon rather than at the next poll. */
export function kickLeadDeliveries(): void {
  queue?.kick();
}

export async function stopLeadDeliveries(): Promise<void> {
  await queue?.stop();
  queue = null;
}
