/**
 * The brokerage's rules this app runs (packages/core, `@brokerage/core`, a dependency built by
 * `npm ci` at the repository root), one part per feature, each typed by the package's own
 * declarations:
 * - leads: a lead's record, its e-mails and language, the delivery plan, the alert links' tokens;
 * - alerts: saved-search matching, the alert e-mails, the manage links;
 * - feed: reading the CRM's listing feed, the mapping to a property, the snapshot plan;
 * - market: a DLD import's payload, the demo mapping and figures;
 * - routing: listing numbers, addresses and former paths, editors' redirects.
 *
 * Each part loads on first use, so a CMS whose package is not built still starts, and says
 * what to run at the first call.
 */
type Parts = {
  leads: typeof import('@brokerage/core/leads/cms');
  alerts: typeof import('@brokerage/core/alerts/cms');
  feed: typeof import('@brokerage/core/feed/cms');
  market: typeof import('@brokerage/core/market/cms');
  routing: typeof import('@brokerage/core/routing/cms');
};

/* eslint-disable @typescript-eslint/no-require-imports -- required at first use: a missing build says what to run then, not at load */
const LOADERS: { [Part in keyof Parts]: () => Parts[Part] } = {
  leads: () => require('@brokerage/core/leads/cms'),
  alerts: () => require('@brokerage/core/alerts/cms'),
  feed: () => require('@brokerage/core/feed/cms'),
  market: () => require('@brokerage/core/market/cms'),
  routing: () => require('@brokerage/core/routing/cms'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

const loaded: Partial<Parts> = {};

/** What to run: the package is not linked into cms/node_modules, or linked but not built. */
const hint = (message: string): string =>
  message.includes("'@brokerage/core")
    ? 'the package @brokerage/core is not installed in cms/: run `npm ci` at the repository root (or `npm install` in cms/)'
    : 'the package @brokerage/core (packages/core) is not built: run `npm ci` at the repository root ' +
      '(or `npm run build --workspace=@brokerage/core`)';

/** True for the error `part` throws when the package is missing or not built. */
export const isMissingCore = (error: unknown): boolean =>
  /the package @brokerage\/core .*is not (built|installed)/.test(String((error as Error)?.message));

function part<Part extends keyof Parts>(name: Part): Parts[Part] {
  const done = loaded[name];
  if (done) return done;
  try {
    return (loaded[name] = LOADERS[name]());
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'MODULE_NOT_FOUND' || !/@brokerage\/core|packages[/\\]core/.test(String(message))) throw error;
    throw new Error(hint(String(message)));
  }
}

export const leads = (): Parts['leads'] => part('leads');
export const alerts = (): Parts['alerts'] => part('alerts');
export const feed = (): Parts['feed'] => part('feed');
export const market = (): Parts['market'] => part('market');
export const routing = (): Parts['routing'] => part('routing');
