import { planPages } from '../plan-pages';
import { planSeo } from '../page-seo';
import { makeCmsPageRef } from '../../../src/testing/factories';

const product = 'oasis-key';
const LANGS = ['en', 'ar', 'fr', 'ru', 'pl'];

function plan() {
  const home = LANGS.map((locale) => makeCmsPageRef({ Slug: 'home', locale }));
  const about = LANGS.map((locale) => makeCmsPageRef({ Slug: 'about-oasis-key', locale }));
  const team = ['en', 'ar'].map((locale) =>
    makeCmsPageRef({ Slug: 'meet-the-team', Parent: 'about-oasis-key', locale }),
  );
  const { pages } = planPages({ pages: [...home, ...about, ...team], countries: [], product });
  const titles = new Map([...about, ...team].map((p) => [p.id, `${p.Slug} (${p.locale})`]));
  return { pages, ...planSeo(pages, titles) };
}

const seoAt = (path: string) => {
  const { pages, seoOf } = plan();
  const index = pages.findIndex((p) => p.path === path);
  return seoOf(pages[index]!, index);
};

describe('planSeo', () => {
  it('marks untranslated fallbacks noindex and lists only the translated languages as alternates', () => {
    expect(seoAt('/fr/about-oasis-key/meet-the-team/')).toMatchObject({ noindex: true });
    expect(seoAt('/uae/about-oasis-key/meet-the-team/')).toMatchObject({ noindex: false, alternates: ['en', 'ar'] });
    expect(seoAt('/pl/')).toMatchObject({ noindex: false, alternates: LANGS });
  });

  it('gives an alias page the alternates of its canonical page, and keeps it out of the sitemap', () => {
    const { sitemap } = plan();
    expect(seoAt('/uae/meet-the-team/')).toMatchObject({ alternates: ['en', 'ar'] });
    expect(sitemap.find((p) => p.path === '/uae/meet-the-team/')).toMatchObject({
      canonicalPath: '/uae/about-oasis-key/meet-the-team/',
    });
  });

  it('marks the pre-rendered listing pages indexable', () => {
    const { sitemap } = plan();
    const listings = sitemap.filter((p) => p.path.includes('/properties/for-sale/in-dubai/'));
    expect(listings).toHaveLength(5);
    expect(listings.every((p) => !p.noindex)).toBe(true);
  });

  it('gives CMS pages a breadcrumb trail in their language', () => {
    expect(seoAt('/uae/about-oasis-key/meet-the-team/').breadcrumbs).toEqual([
      { name: 'الرئيسية', path: '/uae/' },
      { name: 'about-oasis-key (ar)', path: '/uae/about-oasis-key/' },
      { name: 'meet-the-team (ar)', path: '/uae/about-oasis-key/meet-the-team/' },
    ]);
  });
});
