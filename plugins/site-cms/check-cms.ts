/**
 * Fails fast, with a message a person can act on, when the CMS cannot be reached or
 * refuses the build token: a build must never turn an unreachable CMS into an empty site.
 */
export async function checkCms(apiUrl: string, token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/site-setting`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The CMS at ${apiUrl} cannot be reached (${reason}). Start it (npm run build starts the local one) or fix STRAPI_API_URL.`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new Error(
      `The CMS at ${apiUrl} refused STRAPI_TOKEN (HTTP ${response.status}). Use a token that may read the site's content types.`,
    );
  }
  if (!response.ok) {
    throw new Error(
      `The CMS at ${apiUrl} answered HTTP ${response.status} to /api/site-setting; the site settings must exist.`,
    );
  }
}
