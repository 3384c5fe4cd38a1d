import { applyConsent, setConsentDefaults } from '../tag-manager';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('the tag manager loader', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('queues Consent Mode defaults, all denied, as gtag arguments', () => {
    setConsentDefaults();
    const [command] = window.dataLayer!;
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command as unknown as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
  });

  it('loads nothing without a container, nor when everything was refused', () => {
    applyConsent({ analytics: true, marketing: true }, '');
    applyConsent({ analytics: false, marketing: false }, 'GTM-TEST1');
    expect(scripts()).toEqual([]);
  });

  it('loads the container once after consent, with its start event', () => {
    applyConsent({ analytics: true, marketing: false }, 'GTM-TEST1');
    applyConsent({ analytics: true, marketing: true }, 'GTM-TEST1');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });
});
