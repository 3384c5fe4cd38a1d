import { ACCEPT_ALL, consentModeState, mayLoadTagManager, readConsent } from '../consent';

describe('the cookie consent rules', () => {
  it('read a stored choice, the earlier banner’s acceptance, or nothing', () => {
    expect(readConsent('{"analytics":true,"marketing":false}', null)).toEqual({ analytics: true, marketing: false });
    expect(readConsent(null, 'yes')).toEqual(ACCEPT_ALL);
    expect(readConsent(null, null)).toBeNull();
    expect(readConsent('not json', null)).toBeNull();
    expect(readConsent('{"analytics":"yes"}', null)).toBeNull();
  });

  it('deny every Consent Mode signal until the visitor chooses, then follow the purposes', () => {
    expect(Object.values(consentModeState(null))).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('load the tag manager only with a container and some consent', () => {
    expect(mayLoadTagManager(ACCEPT_ALL, 'GTM-ABC123')).toBe(true);
    expect(mayLoadTagManager(ACCEPT_ALL, '')).toBe(false);
    expect(mayLoadTagManager({ analytics: false, marketing: false }, 'GTM-ABC123')).toBe(false);
    expect(mayLoadTagManager(null, 'GTM-ABC123')).toBe(false);
  });
});
