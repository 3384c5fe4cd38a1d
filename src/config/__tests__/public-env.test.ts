import { readPublicEnv } from '../public-env';

describe('readPublicEnv', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['cms.example', null],
    ['javascript:alert(1)', null],
    ['https://cms.example', 'https://cms.example'],
    ['https://cms.example/', 'https://cms.example'],
    ['http://127.0.0.1:1337', 'http://127.0.0.1:1337'],
    ['https://example.com/strapi/', 'https://example.com/strapi'],
  ])('GATSBY_CMS_PUBLIC_URL=%p gives %p', (value, expected) => {
    expect(readPublicEnv({ GATSBY_CMS_PUBLIC_URL: value }).cmsPublicUrl).toBe(expected);
  });
});
