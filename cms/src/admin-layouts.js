'use strict';

// The columns editors see first in the Content Manager's lists of leads, deliveries and
// alert subscriptions: whether each lead's e-mails went out, each delivery's state, and
// each subscription's state, search and alerts sent. Strapi's default shows
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
};
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
    await contentTypes.updateConfiguration(contentType, {
      ...configuration,
      layouts: { ...configuration.layouts, list },
    });
    await store.set({ key: `list:${uid}`, value: true });
  }
}

module.exports = { setLeadListLayouts };
