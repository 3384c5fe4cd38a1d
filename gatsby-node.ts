import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import { LOCALES, localizePath } from './src/i18n/locales';
import { readBuildEnv } from './src/config/env';
import { checkCms } from './src/node/check-cms';
import { typeDefs } from './src/node/schema';
import { buildStylesheets, type CssFiles } from './src/node/styles';
import { policyOptions, recordBuiltPolicy, secureInlineScripts } from './src/node/csp';
import { sitemapPages } from './src/node/create-pages';
import { writeSitemap } from './src/node/sitemap-files';

export { createPages } from './src/node/create-pages';
export { createResolvers } from './src/node/resolvers';

let cssFiles: CssFiles | undefined;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const env = readBuildEnv(process.env);
  try {
    await checkCms(env.strapiUrl, env.strapiToken);
  } catch (error) {
    reporter.panic(error instanceof Error ? error.message : String(error));
  }
  const started = Date.now();
  cssFiles = buildStylesheets(path.resolve('public'));
  reporter.info(`Compiled stylesheets ${cssFiles.ltr} and ${cssFiles.rtl} in ${Date.now() - started} ms`);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  cssFiles ??= buildStylesheets(path.resolve('public'));
  actions.setWebpackConfig({ plugins: [plugins.define({ __CSS_FILES__: JSON.stringify(cssFiles) })] });
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** Every language gets its own not-found page (/uae/404/, /fr/404/ ...) for CDN 404 rules. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path !== '/404/') return;
  for (const locale of LOCALES.filter((l) => l.prefix)) {
    actions.createPage({ ...page, path: localizePath('/404/', locale) });
  }
};

/**
 * After the build: sitemap.xml (every indexable page with its hreflang alternates) and
 * robots.txt at SITE_URL; then pages get only inline scripts the Content-Security-Policy
 * allows (src/node/csp.ts), and one it would block fails the build.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const pages = sitemapPages();
  if (pages.length === 0) {
    reporter.panicOnBuild('No pages were planned in this build: refusing to write an empty sitemap.');
    return;
  }
  const { siteUrl } = readBuildEnv(process.env, { requireCms: false });
  const { urls, files } = writeSitemap(path.resolve('public'), siteUrl, pages);
  reporter.info(`Wrote ${files.join(', ')} (${urls} URLs) and robots.txt for ${siteUrl}.`);

  const started = Date.now();
  const policy = policyOptions(process.env);
  recordBuiltPolicy(path.resolve('.'), policy);
  const result = secureInlineScripts(path.resolve('public'), policy);
  reporter.info(
    `CSP: ${result.rewritten} of ${result.pages} pages rewritten to fixed inline scripts, ` +
      `${result.externalFiles} module script(s) moved to files, in ${Date.now() - started} ms`,
  );
  if (result.blocked.length === 0) return;
  reporter.panic(
    'Inline scripts that the Content-Security-Policy (src/config/headers.ts) would block:\n' +
      result.blocked.map((b) => `  ${b.hash} in ${b.page}: ${b.excerpt}`).join('\n') +
      '\nLoad them from a file (a module script is moved automatically), or add a fixed script to src/config/inline-scripts.ts.',
  );
};
