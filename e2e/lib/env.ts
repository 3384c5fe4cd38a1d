/** What the e2e runner (scripts/test/e2e.mjs) hands the specs: the served site and its CMS. */
export function e2eEnv() {
  const { BASE_URL, CMS_URL, CMS_TOKEN } = process.env;
  if (!BASE_URL || !CMS_URL || !CMS_TOKEN) {
    throw new Error('BASE_URL, CMS_URL and CMS_TOKEN must be set: run the specs through `npm run test:e2e`.');
  }
  return { baseUrl: BASE_URL.replace(/\/$/, ''), cmsUrl: CMS_URL.replace(/\/$/, ''), cmsToken: CMS_TOKEN };
}

/** Reads the CMS REST API as the build does. */
export async function cmsGet<T>(path: string): Promise<T> {
  const { cmsUrl, cmsToken } = e2eEnv();
  const response = await fetch(`${cmsUrl}${path}`, { headers: { Authorization: `Bearer ${cmsToken}` } });
  if (!response.ok) throw new Error(`CMS ${path} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}
