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
