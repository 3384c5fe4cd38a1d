import path from 'path';
import { asStrapi } from '../testing/fake-strapi';

// Tests take the package's source (jest.config.ts); the CMS its build.
const LEADS = path.resolve(__dirname, '../../../packages/core/src/leads/cms.ts');
const ALERTS = path.resolve(__dirname, '../../../packages/core/src/alerts/cms.ts');

type CoreModule = typeof import('../core');
type DeliveriesModule = typeof import('../deliveries');
type AlertsModule = typeof import('../alerts');
type SubscriptionsModule = typeof import('../alerts/subscriptions');

/** A fresh module registry in which loading the package's parts throws `error`. */
function coreFailingWith(error: Error): CoreModule {
  jest.resetModules();
  for (const part of [LEADS, ALERTS])
    jest.doMock(part, () => {
      throw error;
    });
  return require('../core') as CoreModule;
}

const notFound = (message: string) => Object.assign(new Error(message), { code: 'MODULE_NOT_FOUND' });

describe('the package @brokerage/core', () => {
  afterEach(() => {
    jest.dontMock(LEADS);
    jest.dontMock(ALERTS);
  });

  it('says what to run when it is not built, and the lead queue and the alerts stay off, saying why', () => {
    const { leads, alerts } = coreFailingWith(
      notFound("Cannot find module '/srv/site/packages/core/dist/cjs/leads/cms.js'"),
    );
    expect(() => leads()).toThrow(/@brokerage\/core \(packages\/core\) is not built: run `npm ci`/);
    expect(() => alerts()).toThrow(/is not built/);
    // Stored leads wait, queued.
    const error = jest.fn();
    const { startLeadDeliveries } = require('../deliveries') as DeliveriesModule;
    expect(startLeadDeliveries(asStrapi({ log: { error } }))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[leads\] delivery queue off: .*is not built/));
    // The alert job does not start, and an alert lead is taken for a plain lead.
    const { startAlerts } = require('../alerts') as AlertsModule;
    startAlerts(asStrapi({ log: { error } }), { ALERT_INTERVAL_MS: '0' });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[alerts\] off: .*is not built/));
    const { isAlertLead } = require('../alerts/subscriptions') as SubscriptionsModule;
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(false);
  });

  it('says what to run when neither cms/ nor the root has it installed', () => {
    const { leads } = coreFailingWith(
      notFound("Cannot find module '@brokerage/core/leads/cms'\nRequire stack:\n- cms/src/core.js"),
    );
    expect(() => leads()).toThrow(/is not installed in cms\/: run `npm ci` at the repository root/);
  });

  it('lets any other failure through as it is', () => {
    const { leads } = coreFailingWith(new TypeError('broken'));
    expect(() => leads()).toThrow('broken');
  });

  it('gives the deliveries and the alerts the record, the e-mails, the plan, the tokens and the matching', () => {
    jest.resetModules();
    const { leads, alerts } = require('../core') as CoreModule;
    const names = [
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
    ] as const;
    for (const name of names) expect(typeof leads()[name]).toBe('function');
    expect(leads().leadLanguage('/uae/x/')).toBe('ar');
    expect(alerts().alertFilter('/properties/for-sale/in-dubai-marina/')?.areas).toEqual(['dubai-marina']);
    const { isAlertLead } = require('../alerts/subscriptions') as SubscriptionsModule;
    expect(isAlertLead({ form_name: 'Search Alert' })).toBe(true);
    expect(isAlertLead({ form_name: 'Contact' })).toBe(false);
  });
});
