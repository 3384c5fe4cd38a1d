import React, { useEffect, useState } from 'react';
import { navigate, type HeadProps, type PageProps } from 'gatsby';

import { previewTarget, type PreviewTargets } from '@brokerage/core/cms/preview-target';

type Context = { targets: PreviewTargets };

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
