import { LOCALES, localizePath } from '../../src/i18n/locales';
import { canonicalRedirect } from '../../src/search/grammar';
import { BEDROOMS } from '../../src/search/options';
import { DEFAULT_AREA, LISTING_ROOTS, rootKind } from '../../src/search/roots';

/**
 * The CDN's permanent redirects for the spec's `{n}-and-more-bedrooms` spelling at each
 * listing root and its Dubai entry point, in every language: a CDN cannot run the URL
 * grammar, so these common legacy links are listed (the local server redirects every
 * non-canonical spelling, and the listing page in the browser the rest).
 */
export function legacyRedirects(): { fromPath: string; toPath: string }[] {
  const redirects: { fromPath: string; toPath: string }[] = [];
  // Auction roots came after the legacy links: there are none of theirs to catch.
  const legacy = LISTING_ROOTS.filter((r) => rootKind(r.key).bedroomFilter && !rootKind(r.key).auction);
  for (const root of legacy) {
    const bases = root.hasArea ? [root.path, `${root.path}in-${DEFAULT_AREA}/`] : [root.path];
    for (const locale of LOCALES)
      for (const base of bases)
        for (const { value: n } of BEDROOMS.filter((b) => b.value > 0)) {
          const fromPath = localizePath(`${base}${n}-and-more-bedrooms/`, locale);
          const toPath = canonicalRedirect(fromPath);
          if (toPath) redirects.push({ fromPath, toPath });
        }
  }
  return redirects;
}
