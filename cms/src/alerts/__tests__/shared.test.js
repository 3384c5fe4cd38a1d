'use strict';

const path = require('path');

// A CMS deployed without the site's bundle (cms/src/alerts/site-shared.js) must go on
// delivering every lead: an alert lead is then thanked as a plain lead.
describe('without the site bundle', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.doMock(path.resolve(__dirname, '../../../../src/alerts/cms.ts'), () => {
      const error = new Error("Cannot find module './site-shared' from 'cms/src/alerts/shared.js'");
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    });
  });
  afterEach(() => jest.dontMock(path.resolve(__dirname, '../../../../src/alerts/cms.ts')));

  it('says how to make it, and takes an alert lead for a plain lead', () => {
    const { site, siteOrNull } = require('../shared');
    const { isAlertLead } = require('../subscriptions');
    expect(() => site()).toThrow(/site-shared\.js is missing: run `npm ci`/);
    expect(siteOrNull()).toBeNull();
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(false);
  });
});

describe('with the site bundle', () => {
  it('knows an alert lead by the form name the site defines', () => {
    jest.resetModules();
    const { isAlertLead } = require('../subscriptions');
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(true);
    expect(isAlertLead({ form_name: 'Contact' })).toBe(false);
  });
});
