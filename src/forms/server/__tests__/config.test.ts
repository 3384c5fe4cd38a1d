import { isProduction, productionGaps, readFormsConfig } from '../config';

const readNothing = () => {
  throw new Error('no token file');
};

describe('the forms Function’s settings', () => {
  it.each([
    [{}, undefined, false],
    [{ NODE_ENV: 'development' }, undefined, false],
    [{ CONTEXT: 'deploy-preview' }, 'deploy-preview', false],
    [{ NODE_ENV: 'production' }, undefined, true],
    [{ CONTEXT: 'production' }, undefined, true],
    // Netlify gives CONTEXT to the build only: the Function carries the build's value.
    [{}, 'production', true],
  ])('read %j (built in %s) as production: %s', (env, built, expected) => {
    expect(isProduction(env, built)).toBe(expected);
  });

  it('name the production settings missing: the captcha secret and the client-address header', () => {
    expect(productionGaps({})).toEqual(['RECAPTCHA_SECRET', 'FORMS_CLIENT_IP_HEADER']);
    expect(productionGaps({ RECAPTCHA_SECRET: '  ', FORMS_CLIENT_IP_HEADER: 'x-nf-client-connection-ip' })).toEqual([
      'RECAPTCHA_SECRET',
    ]);
    // A header name that is not one (a visitor could not set it, but nothing can use it) counts as missing.
    expect(productionGaps({ RECAPTCHA_SECRET: 's', FORMS_CLIENT_IP_HEADER: 'x-forwarded-for, evil' })).toEqual([
      'FORMS_CLIENT_IP_HEADER',
    ]);
    expect(productionGaps({ RECAPTCHA_SECRET: 's', FORMS_CLIENT_IP_HEADER: 'X-NF-Client-Connection-IP' })).toEqual([]);
  });

  it('miss nothing in local development, where both stay optional', () => {
    expect(readFormsConfig({ NODE_ENV: 'development' }, readNothing).missing).toEqual([]);
    expect(readFormsConfig({}, readNothing).missing).toEqual([]);
  });

  it('miss what production lacks, in production only', () => {
    expect(readFormsConfig({ NODE_ENV: 'production' }, readNothing).missing).toEqual([
      'RECAPTCHA_SECRET',
      'FORMS_CLIENT_IP_HEADER',
    ]);
    const complete = readFormsConfig(
      { RECAPTCHA_SECRET: 's', FORMS_CLIENT_IP_HEADER: 'X-NF-Client-Connection-IP' },
      readNothing,
      'production',
    );
    expect(complete).toMatchObject({ missing: [], recaptchaSecret: 's', clientIpHeader: 'x-nf-client-connection-ip' });
  });
});
