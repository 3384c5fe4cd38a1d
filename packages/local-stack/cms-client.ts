/**
 * The CMS's REST API as an editor's tool uses it (a full-access token), for tests and
 * scripts that start their own CMS: `api` answers the parsed JSON (nothing for a 204) or
 * throws with the status and body; `total` counts the entries a query matches.
 */
export function cmsClient(url: string, token: string) {
  async function api<T>(method: string, resource: string, data?: unknown): Promise<T> {
    const response = await fetch(`${url}/api/${resource}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`${method} ${resource}: HTTP ${response.status} ${await response.text()}`);
    // A DELETE answers 204, without a body.
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const total = async (resource: string): Promise<number> =>
    (
      await api<{ meta: { pagination: { total: number } } }>(
        'GET',
        `${resource}${resource.includes('?') ? '&' : '?'}pagination[pageSize]=1`,
      )
    ).meta.pagination.total;
  return { api, total };
}
