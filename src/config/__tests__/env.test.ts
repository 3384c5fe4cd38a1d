import { ConfigError, readBuildEnv } from '../env';

describe('readBuildEnv', () => {
  const valid = { STRAPI_API_URL: 'http://127.0.0.1:1337/', STRAPI_TOKEN: 'abc' };

  it('reads the CMS address without its trailing slash', () => {
    expect(readBuildEnv(valid)).toMatchObject({ strapiUrl: 'http://127.0.0.1:1337', strapiToken: 'abc' });
  });

  it('leaves the CMS settings empty when they are not required', () => {
    expect(readBuildEnv({}, { requireCms: false })).toMatchObject({ strapiUrl: '', strapiToken: '' });
    expect(() => readBuildEnv({ STRAPI_API_URL: 'nope' }, { requireCms: false })).toThrow(ConfigError);
  });

  it.each([
    [{ STRAPI_TOKEN: 'abc' }, /STRAPI_API_URL is not set/],
    [{ STRAPI_API_URL: 'localhost:1337', STRAPI_TOKEN: 'abc' }, /must be an http\(s\) URL/],
    [{ STRAPI_API_URL: 'http://127.0.0.1:1337' }, /STRAPI_TOKEN is not set/],
    [{ ...valid, SITE_URL: 'www.example.com' }, /SITE_URL must be/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readBuildEnv(env)).toThrow(ConfigError);
    expect(() => readBuildEnv(env)).toThrow(message);
  });
});

describe('readBuildEnv drafts', () => {
  const base = { STRAPI_API_URL: 'http://127.0.0.1:1337', STRAPI_TOKEN: 't' };
  it('sources drafts only for gatsby develop with STRAPI_DRAFTS=true', () => {
    expect(readBuildEnv({ ...base, STRAPI_DRAFTS: 'true', gatsby_executing_command: 'develop' }).drafts).toBe(true);
    expect(readBuildEnv({ ...base, STRAPI_DRAFTS: 'true', gatsby_executing_command: 'build' }).drafts).toBe(false);
    expect(readBuildEnv({ ...base, gatsby_executing_command: 'develop' }).drafts).toBe(false);
  });
});

describe('readBuildEnv deferred languages', () => {
  const base = { STRAPI_API_URL: 'http://127.0.0.1:1337', STRAPI_TOKEN: 't' };
  it('defers every language but English unless told otherwise', () => {
    expect(readBuildEnv(base).deferredLocales).toEqual(['ar', 'fr', 'ru', 'pl']);
    expect(readBuildEnv({ ...base, DEFERRED_LOCALES: 'none' }).deferredLocales).toEqual([]);
    expect(readBuildEnv({ ...base, DEFERRED_LOCALES: ' ru, pl,ru ' }).deferredLocales).toEqual(['ru', 'pl']);
  });
  it.each(['en', 'ar,de', 'all'])('refuses DEFERRED_LOCALES=%s with the codes it takes', (value) => {
    expect(() => readBuildEnv({ ...base, DEFERRED_LOCALES: value })).toThrow(
      /DEFERRED_LOCALES must be "none" or some of ar, fr, ru, pl/,
    );
  });
});
