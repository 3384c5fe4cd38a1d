'use strict';

const { readDeliveryConfig } = require('./config');
const { createDeliveryQueue } = require('./queue');
const { createSender } = require('./transports');
const { leads } = require('../leads/shared');

let queue = null;

/**
 * Starts the lead delivery queue of this CMS process (bootstrap); it resumes what a stopped CMS
 * left. Without the lead package (packages/leads, built at install) it cannot write an e-mail:
 * it says so and stays off, and the leads stored meanwhile wait, queued, for a start that has it.
 */
function startLeadDeliveries(strapi) {
  try {
    leads();
  } catch (error) {
    strapi.log.error(`[leads] delivery queue off: ${error.message} (leads are stored and wait, queued)`);
    return null;
  }
  const config = readDeliveryConfig();
  queue = createDeliveryQueue({ strapi, config, send: createSender({ strapi, config }) });
  queue.start();
  strapi.log.info(
    `[leads] delivery queue started: ${config.maxAttempts} attempts from ${config.baseMs / 1000} s apart; ` +
      `CRM forward ${config.crmEndpoint ? 'on' : 'off (CRM_ENDPOINT unset)'}`,
  );
  return queue;
}

/** A lead was stored, or an editor asked for a resend: deliver soon rather than at the next poll. */
function kickLeadDeliveries() {
  queue?.kick();
}

async function stopLeadDeliveries() {
  await queue?.stop();
  queue = null;
}

module.exports = { startLeadDeliveries, kickLeadDeliveries, stopLeadDeliveries };
