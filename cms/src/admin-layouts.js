'use strict';

// The columns editors see first in the Content Manager's lists of leads, deliveries,
// alert subscriptions and the listing feed's runs and communities: whether each lead's
// e-mails went out, each delivery's state, each subscription's state, search and alerts
// sent, each import's counts, and the area of each feed community. Strapi's default shows
// the first three fields (key, lead, channel), which says nothing about delivery.
const LISTS = {
  'api::form-entry.form-entry': ['id', 'form_name', 'email_status', 'email', 'createdAt'],
  'api::lead-delivery.lead-delivery': ['id', 'delivery_status', 'channel', 'recipient', 'attempts', 'lead'],
  'api::alert-subscription.alert-subscription': [
    'id',
    'alert_status',
    'frequency',
    'search_path',
    'alerts_sent',
    'last_run_at',
  ],
  'api::import-run.import-run': ['id', 'run_status', 'started_at', 'created', 'updated', 'unpublished', 'rejected'],
  'api::feed-community.feed-community': ['id', 'community', 'sub_community', 'city', 'area', 'waiting_listings'],
};
/** Lists that open on their newest entry. */
const NEWEST_FIRST = { 'api::import-run.import-run': 'started_at' };
/** The lists set before each had a marker of its own (one marker, 'lead-lists', for both). */
const FIRST_LISTS = ['api::form-entry.form-entry', 'api::lead-delivery.lead-delivery'];
const MARKER = { type: 'core', name: 'oasis-admin-layouts' };
// Strapi's lists show their own draft/published badge in a column named `status`: the
// delivery's state is `delivery_status`.

/**
 * Sets those list columns once per database (a marker in the core store), so an editor
 * who later arranges the columns differently in "Configure the view" keeps their choice.
 */
async function setLeadListLayouts(strapi) {
  const store = strapi.store(MARKER);
  const setBefore = await store.get({ key: 'lead-lists' });
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, list] of Object.entries(LISTS)) {
    if ((setBefore && FIRST_LISTS.includes(uid)) || (await store.get({ key: `list:${uid}` }))) continue;
    const contentType = contentTypes.findContentType(uid);
    const configuration = await contentTypes.findConfiguration(contentType);
    const newest = NEWEST_FIRST[uid];
    await contentTypes.updateConfiguration(contentType, {
      ...configuration,
      ...(newest ? { settings: { ...configuration.settings, defaultSortBy: newest, defaultSortOrder: 'DESC' } } : {}),
      layouts: { ...configuration.layouts, list },
    });
    await store.set({ key: `list:${uid}`, value: true });
  }
}

module.exports = { setLeadListLayouts };
