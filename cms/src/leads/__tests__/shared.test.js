'use strict';

const path = require('path');

// Tests take the package's source (jest.config.ts); the CMS its build.
const SOURCE = path.resolve(__dirname, '../../../../packages/leads/src/index.ts');

describe('the lead package', () => {
  afterEach(() => jest.dontMock(SOURCE));

  it('says what to run when it is not built', () => {
    jest.resetModules();
    jest.doMock(SOURCE, () => {
      const error = new Error("Cannot find module '/srv/site/packages/leads/dist/cjs/index.js'");
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    });
    const { leads } = require('../shared');
    expect(() => leads()).toThrow(/@brokerage\/leads \(packages\/leads\) is not built: run `npm ci`/);
    // The queue stays off, saying why; stored leads wait, queued.
    const error = jest.fn();
    expect(require('../../deliveries').startLeadDeliveries({ log: { error } })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[leads\] delivery queue off: .*is not built/));
  });

  it('says what to run when cms/ was installed before it depended on the package', () => {
    jest.resetModules();
    jest.doMock(SOURCE, () => {
      const error = new Error("Cannot find module '@brokerage/leads'\nRequire stack:\n- cms/src/leads/shared.js");
      error.code = 'MODULE_NOT_FOUND';
      throw error;
    });
    const { leads } = require('../shared');
    expect(() => leads()).toThrow(/is not installed in cms\/: run `npm ci` at the repository root/);
  });

  it('lets any other failure through as it is', () => {
    jest.resetModules();
    jest.doMock(SOURCE, () => {
      throw new TypeError('broken');
    });
    const { leads } = require('../shared');
    expect(() => leads()).toThrow('broken');
  });

  it('gives the deliveries and the alerts the record, the e-mails, the plan and the tokens', () => {
    jest.resetModules();
    const { leads } = require('../shared');
    for (const name of [
      'parseLeadRecord',
      'adminEmail',
      'confirmationEmail',
      'isEmailAddress',
      'leadLanguage',
      'planDeliveries',
      'retryAt',
      'leadStatus',
      'signingKey',
      'alertToken',
      'readAlertToken',
      'alertLifetimes',
    ])
      expect(typeof leads()[name]).toBe('function');
    expect(leads().leadLanguage('/uae/x/')).toBe('ar');
  });
});
