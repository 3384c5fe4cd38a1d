/** @jest-environment node */
import { setEditHints } from '../admin-layouts';
import { asStrapi } from '../testing/fake-strapi';

type Configuration = {
  settings: object;
  layouts: object;
  metadatas: Record<string, { edit: Record<string, unknown> }>;
};

/** The content manager's configuration service and the core store, in memory. */
function fakeStrapi() {
  const store = new Map<string, unknown>();
  const configurations: Record<string, Configuration> = {
    'api::property.property': {
      settings: {},
      metadatas: {
        listing_number: { edit: { label: 'listing_number', editable: true, visible: true } },
        slug: { edit: {} },
      },
      layouts: {},
    },
    'api::redirect.redirect': { settings: {}, metadatas: { from: { edit: { label: 'From' } } }, layouts: {} },
  };
  const updates: string[] = [];
  return asStrapi({
    configurations,
    updates,
    store: ({ name }: { name: string }) => ({
      get: async ({ key }: { key: string }) => store.get(`${name}.${key}`) ?? null,
      set: async ({ key, value }: { key: string; value: unknown }) => void store.set(`${name}.${key}`, value),
    }),
    plugin: () => ({
      service: () => ({
        findContentType: (uid: string) => ({ uid }),
        findConfiguration: async ({ uid }: { uid: string }) => structuredClone(configurations[uid]),
        updateConfiguration: async ({ uid }: { uid: string }, configuration: Configuration) => {
          updates.push(uid);
          configurations[uid] = configuration;
        },
      }),
    }),
  });
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
