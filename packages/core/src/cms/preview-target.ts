/** Where the admin panel's Preview button lands: for each entry (documentId), its page per language. */
export type PreviewTargets = Record<string, Partial<Record<string, string>>>;

/** The page an admin-panel Preview link names, or why there is none. */
export function previewTarget(targets: PreviewTargets, search: string): { path: string } | { problem: string } {
  const params = new URLSearchParams(search);
  const documentId = params.get('documentId') ?? '';
  const locale = params.get('locale') || 'en';
  const byLocale = targets[documentId];
  if (!documentId || !byLocale) {
    return {
      problem:
        'This entry has no page on the preview site yet. Save it in the admin panel: the preview site picks it up a moment later.',
    };
  }
  const path = byLocale[locale] ?? byLocale.en;
  return path ? { path } : { problem: `This entry has no page in ${locale}.` };
}
