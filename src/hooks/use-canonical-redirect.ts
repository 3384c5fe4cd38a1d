import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { canonicalRedirect } from '@brokerage/core/search/grammar';

/**
 * Replaces a listing address that has a canonical form (legacy or reordered segments) with
 * it, keeping the query. The server and the CDN answer most of these with a 301 already.
 */
export function useCanonicalRedirect(pathname: string, search: string): void {
  useEffect(() => {
    const canonical = canonicalRedirect(pathname);
    if (canonical) void navigate(`${canonical}${search}`, { replace: true });
  }, [pathname, search]);
}
