/** The package's exports, as TypeScript reads them from its build (dist/types). */
type Leads = typeof import('@brokerage/leads');

let shared: Leads | null = null;

/** What to run: the package is not linked into cms/node_modules yet, or linked but not built. */
const hint = (message: string): string =>
  message.includes("'@brokerage/leads")
    ? 'the package @brokerage/leads is not installed in cms/: run `npm ci` at the repository root (or `npm install` in cms/)'
    : 'the package @brokerage/leads (packages/leads) is not built: run `npm ci` at the repository root ' +
      '(or `npm run build --workspace=@brokerage/leads`)';

/**
 * The lead and alert domain (packages/leads, a dependency of this app): a lead's record and
 * e-mails, its language, the e-mail rule, the delivery plan and the alert links' tokens.
 * Loaded on first use, with a clear message when the package is not built: without it no
 * lead can be read or written to anyone.
 */
export function leads(): Leads {
  if (shared) return shared;
  try {
    // A require, not an import: a missing build must give the message above, at first use, not stop the CMS loading.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    shared = require('@brokerage/leads') as Leads;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'MODULE_NOT_FOUND' || !/@brokerage\/leads|packages[/\\]leads/.test(String(message))) throw error;
    throw new Error(hint(String(message)));
  }
  return shared;
}
