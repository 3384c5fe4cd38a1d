import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSitemap } from '../sitemap-files';
import type { SitemapPage } from '@brokerage/core/seo/sitemap';

const SITE = 'https://www.example.ae';
const page = (slug: string): SitemapPage => ({
  path: `/${slug}/`,
  canonicalPath: `/${slug}/`,
  locale: 'en',
  noindex: false,
});

describe('writeSitemap', () => {
  let dir: string;
  let publicDir: string;
  let lastFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    publicDir = path.join(dir, 'public');
    lastFile = path.join(dir, '.cache', 'sitemap-input.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the sitemap and robots.txt, then keeps them while the pages and the origin are the same', () => {
    const pages = [page('about-us'), page('contact-us')];
    expect(writeSitemap(publicDir, SITE, pages, lastFile)).toEqual({ urls: 2, files: ['sitemap.xml'], written: true });
    const sitemap = path.join(publicDir, 'sitemap.xml');
    expect(readFileSync(sitemap, 'utf8')).toContain(`<loc>${SITE}/contact-us/</loc>`);
    // A mark the second call would overwrite if it wrote.
    writeFileSync(sitemap, 'kept');
    expect(writeSitemap(publicDir, SITE, pages, lastFile)).toEqual({ urls: 2, files: ['sitemap.xml'], written: false });
    expect(readFileSync(sitemap, 'utf8')).toBe('kept');
  });

  it('writes again when a page comes or goes, the origin changes, or a file is missing', () => {
    const pages = [page('about-us')];
    writeSitemap(publicDir, SITE, pages, lastFile);
    const more = [...pages, page('careers')];
    expect(writeSitemap(publicDir, SITE, more, lastFile).written).toBe(true);
    expect(readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8')).toContain('/careers/');
    expect(writeSitemap(publicDir, 'https://staging.example.ae', more, lastFile).written).toBe(true);
    expect(readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toContain(
      'https://staging.example.ae/sitemap.xml',
    );
    rmSync(path.join(publicDir, 'robots.txt'));
    expect(writeSitemap(publicDir, 'https://staging.example.ae', more, lastFile).written).toBe(true);
    expect(statSync(path.join(publicDir, 'robots.txt')).isFile()).toBe(true);
  });

  it('writes every time without a place to remember the last sitemap', () => {
    const pages = [page('about-us')];
    writeSitemap(publicDir, SITE, pages);
    expect(writeSitemap(publicDir, SITE, pages).written).toBe(true);
  });
});
