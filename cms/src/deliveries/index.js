'use strict';

const { readDeliveryConfig } = require('./config');
const { createDeliveryQueue } = require('./queue');
const { createSender } = require('./transports');

let queue = null;

/** Starts the lead delivery queue of this CMS process (bootstrap); it resumes what a stopped CMS left. */
function startLeadDeliveries(strapi) {
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
