import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { LocaleCode } from '@brokerage/core/i18n/locales';
import { writeStringFiles } from './string-files';

const CACHE_KEY = 'string-files';
// The folder of the package's ES modules webpack reads the strings from (packages/core/dist/esm/i18n).
const I18N_DIR = path.resolve('packages/core/dist/esm/i18n');

/**
 * The UI strings of one language per page: the browser bundle's `@brokerage/core/i18n/string-tables`
 * becomes `string-tables.browser`, which fetches the page's language from a content-hashed
 * JSON file written here (and preloaded by the page head, `__STRING_FILES__`). The build,
 * server-side rendering, Functions and tests keep every language in the bundle.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ cache }) => {
  await cache.set(CACHE_KEY, writeStringFiles(path.resolve('public')));
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async ({
  stage,
  actions,
  plugins,
  cache,
}) => {
  const files = (await cache.get(CACHE_KEY)) as Record<LocaleCode, string>;
  const browser = stage === 'build-javascript' || stage === 'develop';
  const replace = plugins.normalModuleReplacement(
    /^\.\/string-tables$/,
    (resource: { context: string; request: string }) => {
      if (resource.context === I18N_DIR) resource.request = './string-tables.browser';
    },
  );
  actions.setWebpackConfig({
    plugins: [plugins.define({ __STRING_FILES__: JSON.stringify(files) }), ...(browser ? [replace] : [])],
  });
};
