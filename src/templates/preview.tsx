import React, { useEffect, useState } from 'react';
import { navigate, type HeadProps, type PageProps } from 'gatsby';

type Context = { targets: Record<string, Partial<Record<string, string>>> };

/** The page an admin-panel Preview link names, or why there is none. */
export function previewTarget(targets: Context['targets'], search: string): { path: string } | { problem: string } {
  const params = new URLSearchParams(search);
  const documentId = params.get('documentId') ?? '';
  const locale = params.get('locale') || 'en';
  const byLocale = targets[documentId];
  if (!documentId || !byLocale) {
    return { problem: 'This entry has no page on the preview site yet. Save it in the admin panel: the preview site picks it up a moment later.' };
  }
  const path = byLocale[locale] ?? byLocale.en;
  return path ? { path } : { problem: `This entry has no page in ${locale}.` };
}

/**
 * The preview site's landing page for the admin panel's Preview button (gatsby develop
 * only, created by plugins/site-pages): it opens the entry's page in the entry's language.
 */
export default function PreviewTemplate({ pageContext, location }: PageProps<object, Context>) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const target = previewTarget(pageContext.targets, location.search);
    if ('path' in target) void navigate(target.path, { replace: true });
    else setProblem(target.problem);
  }, [pageContext.targets, location.search]);
  return (
    <main className="container py-5">
      <h1 className="h3">Preview</h1>
      <p role="status">{problem ?? 'Opening the page…'}</p>
    </main>
  );
}

export function Head(_props: HeadProps<object, Context>) {
  return (
    <>
      <title>Preview</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
