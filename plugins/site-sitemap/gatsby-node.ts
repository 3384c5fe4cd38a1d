import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { writeSitemap } from './sitemap-files';
import { listPages, sitemapPages, type StorePage } from './page-list';
import { securityTxt } from '@brokerage/core/seo/security-txt';

type Options = PluginOptions & { siteUrl: string };

/**
 * After the build: sitemap.xml (every indexable page with its hreflang alternates, deferred
 * pages included) and robots.txt, from the pages the build planned as Gatsby's store holds
 * them; no built file is read; and /.well-known/security.txt with the CMS's contact e-mail
 * and a fresh expiry. Also leaves the page list in .cache/site-pages.json.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required()
      .description('Public origin (SITE_URL)'),
  });

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store, reporter, getNodesByType }, options) => {
  const pages = [...(store.getState().pages as Map<string, StorePage>).values()];
  const planned = sitemapPages(pages);
  if (planned.length === 0) {
    reporter.panicOnBuild('No pages were planned in this build: refusing to write an empty sitemap.');
    return;
  }
  const { siteUrl } = options as Options;
  const { urls, files, written } = writeSitemap(
    path.resolve('public'),
    siteUrl,
    planned,
    path.resolve('.cache', 'sitemap-input.json'),
  );
  const settings = getNodesByType('STRAPI_SITE_SETTING')[0] as { email?: string | null } | undefined;
  try {
    const wellKnown = path.resolve('public', '.well-known');
    mkdirSync(wellKnown, { recursive: true });
    writeFileSync(
      path.join(wellKnown, 'security.txt'),
      securityTxt({ siteUrl, email: settings?.email ?? '', now: new Date() }),
    );
  } catch (error) {
    reporter.panicOnBuild(`Could not write /.well-known/security.txt: ${(error as Error).message}`);
    return;
  }
  const list = listPages(pages);
  mkdirSync(path.resolve('.cache'), { recursive: true });
  writeFileSync(path.resolve('.cache', 'site-pages.json'), JSON.stringify({ pages: list }));
  const deferred = list.filter((p) => p.rendered === 'request').length;
  reporter.info(
    `${written ? 'Wrote' : 'Kept (the same pages)'} ${files.join(', ')} (${urls} URLs) and robots.txt; ` +
      `wrote .well-known/security.txt for ${siteUrl}; ` +
      `${list.length} pages, ${list.length - deferred} rendered at build, ${deferred} on first request.`,
  );
};
