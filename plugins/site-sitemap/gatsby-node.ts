import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { writeSitemap } from './sitemap-files';
import { listPages, sitemapPages, type StorePage } from './page-list';

type Options = PluginOptions & { siteUrl: string };

/**
 * After the build: sitemap.xml (every indexable page with its hreflang alternates, deferred
 * pages included) and robots.txt, from the pages the build planned as Gatsby's store holds
 * them; no built file is read. Also leaves the page list in .cache/site-pages.json.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ siteUrl: Joi.string().uri({ scheme: ['http', 'https'] }).required().description('Public origin (SITE_URL)') });

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store, reporter }, options) => {
  const pages = [...(store.getState().pages as Map<string, StorePage>).values()];
  const planned = sitemapPages(pages);
  if (planned.length === 0) {
    reporter.panicOnBuild('No pages were planned in this build: refusing to write an empty sitemap.');
    return;
  }
  const { siteUrl } = options as Options;
  const { urls, files } = writeSitemap(path.resolve('public'), siteUrl, planned);
  const list = listPages(pages);
  mkdirSync(path.resolve('.cache'), { recursive: true });
  writeFileSync(path.resolve('.cache', 'site-pages.json'), JSON.stringify({ pages: list }));
  const deferred = list.filter((p) => p.rendered === 'request').length;
  reporter.info(
    `Wrote ${files.join(', ')} (${urls} URLs) and robots.txt for ${siteUrl}; ` +
      `${list.length} pages, ${list.length - deferred} rendered at build, ${deferred} on first request.`,
  );
};
