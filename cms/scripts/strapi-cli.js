'use strict';

const path = require('path');

/**
 * Runs a Strapi CLI command (`develop`, `export`, `import`) for the app in cms/.
 *
 * The CMS is plain JavaScript, but Strapi's tsconfig lookup (typescript findConfigFile)
 * walks up the directory tree and would pick up the Gatsby site's /tsconfig.json at the
 * repo root, making Strapi believe this is a TS project (and fail compiling it). Only a
 * tsconfig.json that lives in cms/ itself is honoured here.
 */
function runStrapiCli(appDir, args) {
  const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
  const tsconfigUtil = require(path.join(strapiDir, 'dist', 'src', 'cli', 'utils', 'tsconfig.js'));
  const loadTsConfig = tsconfigUtil.loadTsConfig;
  tsconfigUtil.loadTsConfig = (opts) => {
    const found = loadTsConfig(opts);
    return found && path.dirname(path.resolve(found.path)) === appDir ? found : undefined;
  };
  // dist/cli is not in the package exports map: load it by path, as bin/strapi.js does.
  const { runCLI } = require(path.join(strapiDir, 'dist', 'cli.js'));
  return runCLI([process.argv[0], path.join(appDir, 'node_modules', '.bin', 'strapi'), ...args]);
}

module.exports = { runStrapiCli };
