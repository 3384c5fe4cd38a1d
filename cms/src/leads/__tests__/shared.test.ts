import path from 'path';
import { asStrapi } from '../../testing/fake-strapi';

// Tests take the package's source (jest.config.ts); the CMS its build.
const SOURCE = path.resolve(__dirname, '../../../../packages/leads/src/index.ts');

type SharedModule = typeof import('../shared');
type DeliveriesModule = typeof import('../../deliveries');

/** `leads()` of a fresh module registry in which loading the package throws `error`. */
function leadsFailingWith(error: Error): SharedModule['leads'] {
  jest.resetModules();
  jest.doMock(SOURCE, () => {
    throw error;
  });
  return (require('../shared') as SharedModule).leads;
}

const notFound = (message: string) => Object.assign(new Error(message), { code: 'MODULE_NOT_FOUND' });

describe('the lead package', () => {
  afterEach(() => jest.dontMock(SOURCE));

  it('says what to run when it is not built', () => {
    const leads = leadsFailingWith(notFound("Cannot find module '/srv/site/packages/leads/dist/cjs/index.js'"));
    expect(() => leads()).toThrow(/@brokerage\/leads \(packages\/leads\) is not built: run `npm ci`/);
    // The queue stays off, saying why; stored leads wait, queued.
    const error = jest.fn();
    const { startLeadDeliveries } = require('../../deliveries') as DeliveriesModule;
    expect(startLeadDeliveries(asStrapi({ log: { error } }))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[leads\] delivery queue off: .*is not built/));
  });

  it('says what to run when neither cms/ nor the root has it installed', () => {
    const leads = leadsFailingWith(
      notFound("Cannot find module '@brokerage/leads'\nRequire stack:\n- cms/src/leads/shared.js"),
    );
    expect(() => leads()).toThrow(/is not installed in cms\/: run `npm ci` at the repository root/);
  });

  it('lets any other failure through as it is', () => {
    const leads = leadsFailingWith(new TypeError('broken'));
    expect(() => leads()).toThrow('broken');
  });

  it('gives the deliveries and the alerts the record, the e-mails, the plan and the tokens', () => {
    jest.resetModules();
    const { leads } = require('../shared') as SharedModule;
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
  });
});
