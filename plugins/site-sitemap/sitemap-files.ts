import path from 'node:path';
import { robotsTxt, sitemapFiles, type SitemapPage } from '../../src/seo/sitemap';
import { writeIfChanged } from '../site-pages/write-if-changed';

/** Writes sitemap.xml (an index past 50,000 URLs, with its parts) and robots.txt into public/. */
export function writeSitemap(
  publicDir: string,
  siteUrl: string,
  pages: readonly SitemapPage[],
): { urls: number; files: string[] } {
  const files = sitemapFiles(siteUrl, pages);
  for (const file of files) writeIfChanged(path.join(publicDir, file.name), file.xml);
  writeIfChanged(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  const urls = files.reduce((sum, f) => sum + (f.xml.match(/<url>/g)?.length ?? 0), 0);
  return { urls, files: files.map((f) => f.name) };
}
