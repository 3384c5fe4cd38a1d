import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { buildStylesheets, stylesDigest, stylesheetsExist, type CssFiles } from './build-stylesheets';
import { writeIconSprite } from './icon-sprite';

type Options = PluginOptions & { entry: string };
const CACHE_KEY = 'stylesheets';
const SPRITE_KEY = 'icon-sprite';

/**
 * The site's stylesheets, compiled from Sass once per change of their sources (keyed by
 * digest in this plugin's cache) and linked from every page head through `__CSS_FILES__`;
 * and its icon sprite (`__ICON_SPRITE__`), which pages refer to instead of inlining icons.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ entry: Joi.string().required().description('Sass entry file, relative to the site') });

const versions = () =>
  ['bootstrap', 'sass', 'rtlcss'].map((name) => {
    const manifest = JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    return `${name}@${manifest.version}`;
  });

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ cache, reporter }, options) => {
  const entry = path.resolve((options as Options).entry);
  const publicDir = path.resolve('public');
  await cache.set(SPRITE_KEY, writeIconSprite(publicDir));
  const key = stylesDigest(entry, versions());
  const cached = (await cache.get(CACHE_KEY)) as { key: string; files: CssFiles } | undefined;
  if (cached?.key === key && stylesheetsExist(publicDir, cached.files)) {
    reporter.info(`Stylesheets unchanged: ${cached.files.ltr} and ${cached.files.rtl}`);
    return;
  }
  const started = Date.now();
  const files = buildStylesheets(publicDir, entry);
  await cache.set(CACHE_KEY, { key, files });
  reporter.info(`Compiled stylesheets ${files.ltr} and ${files.rtl} in ${Date.now() - started} ms`);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async ({
  actions,
  plugins,
  cache,
  reporter,
}) => {
  const cached = (await cache.get(CACHE_KEY)) as { files: CssFiles } | undefined;
  const sprite = (await cache.get(SPRITE_KEY)) as string | undefined;
  if (!cached || !sprite) {
    reporter.panic('site-styles: the stylesheets and icons were not written before webpack ran (onPreBootstrap).');
    return;
  }
  actions.setWebpackConfig({
    plugins: [plugins.define({ __CSS_FILES__: JSON.stringify(cached.files), __ICON_SPRITE__: JSON.stringify(sprite) })],
  });
};
