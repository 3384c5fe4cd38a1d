'use strict';

const path = require('path');
const { requireSiteBundle } = require('../site-bundle');
const { leads } = require('../leads/shared');

let shared = null;

/**
 * The site's own code for alerts (src/alerts/cms.ts: the search matching, the e-mails, the
 * manage links), bundled into ./site-shared.js by the root install
 * (packages/local-stack/cms-shared.mjs). Loaded on first use, with a clear message when missing.
 */
function site() {
  shared ??= requireSiteBundle(() => require('./site-shared'), path.join(__dirname, 'site-shared.js'));
  return shared;
}

/**
 * The areas a saved search names, by slug, in a language (the site's rule, `areaNameIn`),
 * for the search's words in an e-mail.
 */
async function areaNamesOf(strapi, search, language) {
  const filter = site().alertFilter(search);
  if (!filter || !filter.areas.length) return {};
  const areas = await strapi.db
    .query('api::area.area')
    .findMany({ where: { slug: { $in: filter.areas } }, select: ['slug', 'name', 'localized_names'] });
  return Object.fromEntries(
    areas.map((area) => [area.slug, site().areaNameIn(area.localized_names, area.name, language)]),
  );
}

/**
 * The bundle, or null when it is missing: what may go on without alerts (the delivery of
 * every other lead) asks this, so a CMS deployed without the bundle still sends leads.
 */
function siteOrNull() {
  try {
    return site();
  } catch (error) {
    if (/site-shared\.js is missing/.test(error.message)) return null;
    throw error;
  }
}

/** The key of this CMS's alert links (packages/leads: `signingKey`), from ALERT_TOKEN_SECRET or its app keys. */
function alertSigningKey(strapi, env = process.env) {
  return leads().signingKey(strapi.config.get('server.app.keys'), env);
}

module.exports = { site, siteOrNull, areaNamesOf, alertSigningKey };
