import type { PlannedPage } from './plan-pages';
import type { PreviewTargets } from '@brokerage/core/cms/preview-target';

/**
 * The path of every CMS page and property page per documentId and language, for the
 * preview site's `/preview/` page (develop only). An untranslated CMS page's fallback
 * stands for its language; country and listing pages are not entries an editor opens.
 *
 * @example previewTargets([{ template: 'property', id: 'n1', path: '/fr/property-for-sale/flat-7/', locale: 'fr', ... }], () => 'doc7')
 * // { doc7: { fr: '/fr/property-for-sale/flat-7/' } }
 */
export function previewTargets(
  pages: readonly PlannedPage[],
  documentIdOf: (nodeId: string) => string | null | undefined,
): PreviewTargets {
  const targets: PreviewTargets = {};
  for (const page of pages) {
    if (page.template !== 'cms-page' && page.template !== 'property') continue;
    // The second paths of a page (aliases) point at the first; the first is the one to open.
    if (page.path !== page.canonicalPath && page.template === 'cms-page' && !page.fallback) continue;
    const documentId = documentIdOf(page.id);
    if (!documentId) continue;
    const byLocale = (targets[documentId] ??= {});
    byLocale[page.locale] ??= page.path;
  }
  return targets;
}
