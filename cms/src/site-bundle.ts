import path from 'path';

/**
 * Loads one of the site's code bundles (`alerts/site-shared.js`, `feed/site-feed.js`) with
 * the caller's own `require` (tests map it to the source), made from src/ by the root
 * install (packages/local-stack/cms-shared.mjs), with a message saying how
 * to make it when it is missing. The bundle is untyped: the caller's typed wrapper says what it holds.
 * @example requireSiteBundle(() => require('./site-feed'), path.join(__dirname, 'site-feed.js'))
 */
export function requireSiteBundle(load: () => unknown, file: string): unknown {
  try {
    return load();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code !== 'MODULE_NOT_FOUND' || !String(message).includes(path.basename(file, '.js'))) throw error;
    throw new Error(
      `${file} is missing: run \`npm ci\` (or \`node scripts/dev/build-cms-shared.mjs\`) at the repository root, ` +
        'which makes it from the site code',
    );
  }
}
