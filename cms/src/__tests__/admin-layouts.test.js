/** @jest-environment node */
'use strict';

const { setEditHints } = require('../admin-layouts');

/** The content manager's configuration service and the core store, in memory. */
function fakeStrapi() {
  const store = new Map();
  const configurations = {
    'api::property.property': {
      settings: {},
      metadatas: { listing_number: { edit: { label: 'listing_number', editable: true, visible: true } }, slug: {} },
      layouts: {},
    },
    'api::redirect.redirect': { settings: {}, metadatas: { from: { edit: { label: 'From' } } }, layouts: {} },
  };
  const updates = [];
  return {
    configurations,
    updates,
    store: ({ name }) => ({
      get: async ({ key }) => store.get(`${name}.${key}`) ?? null,
      set: async ({ key, value }) => void store.set(`${name}.${key}`, value),
    }),
    plugin: () => ({
      service: () => ({
        findContentType: (uid) => ({ uid }),
        findConfiguration: async ({ uid }) => structuredClone(configurations[uid]),
        updateConfiguration: async ({ uid }, configuration) => {
          updates.push(uid);
          configurations[uid] = configuration;
        },
      }),
    }),
  };
}

describe('setEditHints', () => {
  it("shows the listing number without letting it change, and says what a redirect's fields take", async () => {
    const strapi = fakeStrapi();
    await setEditHints(strapi);
    const property = strapi.configurations['api::property.property'].metadatas;
    expect(property.listing_number.edit).toMatchObject({ label: 'listing_number', editable: false, visible: true });
    expect(property.listing_number.edit.description).toMatch(/never changes/);
    expect(property.former_paths.edit.description).toMatch(/sends visitors from each to the current one/);
    const redirect = strapi.configurations['api::redirect.redirect'].metadatas;
    expect(redirect.from.edit).toMatchObject({
      label: 'From',
      description: expect.stringContaining('/spring-offers/'),
    });
  });

  it('sets them once per database, so an editor’s later choice stays', async () => {
    const strapi = fakeStrapi();
    await setEditHints(strapi);
    strapi.configurations['api::property.property'].metadatas.listing_number.edit.description = 'Our own words';
    await setEditHints(strapi);
    expect(strapi.updates).toEqual(['api::property.property', 'api::redirect.redirect']);
    expect(strapi.configurations['api::property.property'].metadatas.listing_number.edit.description).toBe(
      'Our own words',
    );
  });
});
