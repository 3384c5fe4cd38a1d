import type { Core, UID } from '@strapi/strapi';

// The columns editors see first in the Content Manager's lists of leads, deliveries,
// alert subscriptions and the listing feed's runs and communities: whether each lead's
// e-mails went out, each delivery's state, each subscription's state, search and alerts
// sent, each import's counts, and the area of each feed community. Strapi's default shows
// the first three fields (key, lead, channel), which says nothing about delivery.
const LISTS: Partial<Record<UID.ContentType, string[]>> = {
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
  'api::redirect.redirect': ['id', 'from', 'to', 'kind', 'updatedAt'],
};
/** Lists that open on their newest entry. */
const NEWEST_FIRST: Partial<Record<UID.ContentType, string>> = { 'api::import-run.import-run': 'started_at' };
/** The lists set before each had a marker of its own (one marker, 'lead-lists', for both). */
const FIRST_LISTS: UID.ContentType[] = ['api::form-entry.form-entry', 'api::lead-delivery.lead-delivery'];
const MARKER = { type: 'core', name: 'oasis-admin-layouts' };
// Strapi's lists show their own draft/published badge in a column named `status`: the
// delivery's state is `delivery_status`.

/** A content type's view settings, as the Content Manager keeps them; only what is changed here. */
type Configuration = {
  settings: Record<string, unknown>;
  layouts: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown> } & Record<string, unknown>>;
};
/** The Content Manager's `content-types` service: what these settings need of it. */
type ContentTypesService = {
  findContentType(uid: UID.ContentType): unknown;
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
};
const contentTypesOf = (strapi: Core.Strapi): ContentTypesService =>
  strapi.plugin('content-manager').service('content-types') as ContentTypesService;
/** Entries of a record keyed by content type. */
const entriesOf = <T>(record: Partial<Record<UID.ContentType, T>>) => Object.entries(record) as [UID.ContentType, T][];

/**
 * Sets those list columns once per database (a marker in the core store), so an editor
 * who later arranges the columns differently in "Configure the view" keeps their choice.
 */
export async function setLeadListLayouts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store(MARKER);
  const setBefore = await store.get({ key: 'lead-lists' });
  const contentTypes = contentTypesOf(strapi);
  for (const [uid, list] of entriesOf(LISTS)) {
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

/** What editors read under a field in the edit view; `editable: false` shows it without letting it change. */
const EDIT_FIELDS: Partial<Record<UID.ContentType, Record<string, Record<string, unknown>>>> = {
  'api::property.property': {
    listing_number: {
      editable: false,
      description: "Given once by the CMS: the number at the end of the listing's address. It never changes.",
    },
    former_paths: {
      description:
        'Addresses this listing had before its slug or type changed: the site sends visitors from each to the current one.',
    },
  },
  'api::redirect.redirect': {
    from: {
      description: 'The old address, e.g. /spring-offers/ (with /uae/, /fr/, /ru/ or /pl/ for another language).',
    },
    to: {
      description:
        "Where visitors go: a path of this site (/offers/) or an https:// address; not another redirect's From.",
    },
  },
};

/**
 * Sets those field hints once per database (a marker in the core store), so an editor who
 * later changes them in "Configure the view" keeps their choice.
 */
export async function setEditHints(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store(MARKER);
  const contentTypes = contentTypesOf(strapi);
  for (const [uid, fields] of entriesOf(EDIT_FIELDS)) {
    if (await store.get({ key: `edit:${uid}` })) continue;
    const contentType = contentTypes.findContentType(uid);
    const configuration = await contentTypes.findConfiguration(contentType);
    const metadatas = { ...configuration.metadatas };
    for (const [field, edit] of Object.entries(fields)) {
      const current = metadatas[field] || {};
      metadatas[field] = { ...current, edit: { ...current.edit, ...edit } };
    }
    await contentTypes.updateConfiguration(contentType, { ...configuration, metadatas });
    await store.set({ key: `edit:${uid}`, value: true });
  }
}
