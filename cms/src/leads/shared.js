'use strict';

let shared = null;

/** What to run: the package is not linked into cms/node_modules yet, or linked but not built. */
const hint = (message) =>
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
function leads() {
  if (shared) return shared;
  try {
    shared = require('@brokerage/leads');
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND' || !/@brokerage\/leads|packages[/\\]leads/.test(String(error.message)))
      throw error;
    throw new Error(hint(String(error.message)));
  }
  return shared;
}

module.exports = { leads };
