import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { robotsTxt, sitemapFiles, type SitemapPage } from '@brokerage/core/seo/sitemap';
import { readJson, writeIfChanged } from '../site-pages/write-if-changed';

/** What the last sitemap was made from (a digest of the origin and the pages) and what it was. */
type LastSitemap = { key: string; urls: number; files: string[] };

/**
 * Writes sitemap.xml (an index past 50,000 URLs, with its parts) and robots.txt into public/.
 * With `lastFile` (in Gatsby's cache), a build whose origin and pages are those of the last
 * sitemap, its files all still in public/, writes nothing: a price edit at 20,000 listings
 * leaves 101,000 pages' sitemap entries as they were, which took 5 s to make again.
 */
export function writeSitemap(
  publicDir: string,
  siteUrl: string,
  pages: readonly SitemapPage[],
  lastFile?: string,
): { urls: number; files: string[]; written: boolean } {
  const key = createHash('sha256').update(siteUrl).update('\0').update(JSON.stringify(pages)).digest('hex');
  const last = lastFile ? (readJson(lastFile) as LastSitemap | null) : null;
  if (last?.key === key && [...last.files, 'robots.txt'].every((name) => existsSync(path.join(publicDir, name)))) {
    return { urls: last.urls, files: last.files, written: false };
  }
  const files = sitemapFiles(siteUrl, pages);
  mkdirSync(publicDir, { recursive: true });
  for (const file of files) writeIfChanged(path.join(publicDir, file.name), file.xml);
  writeIfChanged(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  const urls = files.reduce((sum, f) => sum + (f.xml.match(/<url>/g)?.length ?? 0), 0);
  const names = files.map((f) => f.name);
  if (lastFile) {
    mkdirSync(path.dirname(lastFile), { recursive: true });
    writeFileSync(lastFile, JSON.stringify({ key, urls, files: names } satisfies LastSitemap));
  }
  return { urls, files: names, written: true };
}
