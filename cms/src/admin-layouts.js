'use strict';

// The columns editors see first in the Content Manager's lists of leads and deliveries:
// whether each lead's e-mails went out, and each delivery's state. Strapi's default shows
// the first three fields (key, lead, channel), which says nothing about delivery.
const LISTS = {
  'api::form-entry.form-entry': ['id', 'form_name', 'email_status', 'email', 'createdAt'],
  'api::lead-delivery.lead-delivery': ['id', 'delivery_status', 'channel', 'recipient', 'attempts', 'lead'],
};
const MARKER = { type: 'core', name: 'oasis-admin-layouts' };
// Strapi's lists show their own draft/published badge in a column named `status`: the
// delivery's state is `delivery_status`.

/**
 * Sets those list columns once per database (a marker in the core store), so an editor
 * who later arranges the columns differently in "Configure the view" keeps their choice.
 */
async function setLeadListLayouts(strapi) {
  const store = strapi.store(MARKER);
  if (await store.get({ key: 'lead-lists' })) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, list] of Object.entries(LISTS)) {
    const contentType = contentTypes.findContentType(uid);
    const configuration = await contentTypes.findConfiguration(contentType);
    await contentTypes.updateConfiguration(contentType, {
      ...configuration,
      layouts: { ...configuration.layouts, list },
    });
  }
  await store.set({ key: 'lead-lists', value: true });
}

module.exports = { setLeadListLayouts };
