import path from 'path';

type SharedModule = typeof import('../shared');
type SubscriptionsModule = typeof import('../subscriptions');

const SOURCE = path.resolve(__dirname, '../../../../src/alerts/cms.ts');

// A CMS deployed without the site's bundle (cms/src/alerts/site-shared.js) must go on
// delivering every lead: an alert lead is then thanked as a plain lead.
describe('without the site bundle', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.doMock(SOURCE, () => {
      const error = Object.assign(new Error("Cannot find module './site-shared' from 'cms/src/alerts/shared.ts'"), {
        code: 'MODULE_NOT_FOUND',
      });
      throw error;
    });
  });
  afterEach(() => jest.dontMock(SOURCE));

  it('says how to make it, and takes an alert lead for a plain lead', () => {
    const { site, siteOrNull } = require('../shared') as SharedModule;
    const { isAlertLead } = require('../subscriptions') as SubscriptionsModule;
    expect(() => site()).toThrow(/site-shared\.js is missing: run `npm ci`/);
    expect(siteOrNull()).toBeNull();
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(false);
  });
});

describe('with the site bundle', () => {
  it('knows an alert lead by the form name the site defines', () => {
    jest.resetModules();
    const { isAlertLead } = require('../subscriptions') as SubscriptionsModule;
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(true);
    expect(isAlertLead({ form_name: 'Contact' })).toBe(false);
  });
});
