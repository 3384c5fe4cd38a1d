'use strict';

const path = require('path');

const SOURCE = path.resolve(__dirname, '../../../../src/leads/cms.ts');

describe('the site’s lead code', () => {
  afterEach(() => jest.dontMock(SOURCE));

  it('says how to make its bundle when it is missing', () => {
    jest.resetModules();
    jest.doMock(SOURCE, () => {
      const error = new Error("Cannot find module './site-leads' from 'cms/src/leads/shared.js'");
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    });
    const { leads } = require('../shared');
    expect(() => leads()).toThrow(/site-leads\.js is missing: run `npm ci`/);
    // The queue stays off, saying why; stored leads wait, queued.
    const error = jest.fn();
    expect(require('../../deliveries').startLeadDeliveries({ log: { error } })).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[leads\] delivery queue off: .*site-leads\.js is missing/),
    );
  });

  it('gives the deliveries and the alerts the e-mails, the language and the e-mail rule', () => {
    jest.resetModules();
    const { leads } = require('../shared');
    expect(Object.keys(leads()).sort()).toEqual(
      ['adminEmail', 'confirmationEmail', 'isEmailAddress', 'leadLanguage', 'safeName'].sort(),
    );
    expect(leads().leadLanguage('/uae/x/')).toBe('ar');
  });
});
