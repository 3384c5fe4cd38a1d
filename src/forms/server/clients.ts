import type { LeadRecord } from '@brokerage/core/leads/lead-record';
import type { UploadedFile } from './cv-file';
import { parseBlocklist } from '@brokerage/core/forms/rules';

type Fetch = typeof fetch;
type Log = (line: string) => void;

/** The CMS could not be reached, or answered with an error: the visitor may retry. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
  ) {
    super(message);
  }
}

/** The CMS refused a new lead: its client address is over the limit (FORMS_RATE_LIMIT, counted in the CMS). */
export class RateLimitedError extends Error {}

/** One lead for the CMS: its record (the package's one definition, which the CMS parses back) and a CV. */
export type StoreRequest = LeadRecord & { file?: UploadedFile };
/** The stored lead (a CV's address stays in the CMS: src/private-files there). */
export type StoreResult = { id: string; duplicate: boolean };

/** Stores leads through the CMS's POST /api/form-entries/submit (call 3), with the form-intake token. */
export function createCmsStore({
  cmsUrl,
  token,
  fetchImpl = fetch,
  timeoutMs = 20_000,
}: {
  cmsUrl: string;
  token: () => string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
}) {
  return async (request: StoreRequest): Promise<StoreResult> => {
    if (!cmsUrl) throw new DeliveryError('The forms service has no CMS address (STRAPI_API_URL).', 503);
    const { file, ...data } = request;
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    if (file)
      body.append(
        'attachment',
        new Blob([new Uint8Array(file.bytes)], { type: file.type || 'application/octet-stream' }),
        file.name,
      );
    let response: Response;
    try {
      response = await fetchImpl(`${cmsUrl}/api/form-entries/submit`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token()}` },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DeliveryError(`The CMS could not be reached: ${(error as Error).message}`, 503);
    }
    if (response.status === 429) throw new RateLimitedError('The CMS counts too many submissions from this address.');
    if (!response.ok)
      throw new DeliveryError(
        `The CMS refused the entry with HTTP ${response.status}.`,
        response.status >= 500 ? 503 : 502,
      );
    const answer = (await response.json()) as { id?: string; duplicate?: boolean };
    return { id: String(answer.id ?? ''), duplicate: answer.duplicate === true };
  };
}

/**
 * Checks an invisible reCAPTCHA token with the secret (call 5). Without a secret (the local
 * default) the check is skipped and the log says so.
 */
export function createCaptchaVerifier({
  secret,
  verifyUrl,
  fetchImpl = fetch,
  log,
}: {
  secret: string;
  verifyUrl: string;
  fetchImpl?: Fetch;
  log: Log;
}) {
  return async (token: string, ip: string): Promise<boolean> => {
    if (!secret) {
      log('[forms] RECAPTCHA_SECRET is not set: captcha check skipped');
      return true;
    }
    if (!token) return false;
    try {
      const response = await fetchImpl(verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { success?: boolean };
      return answer.success === true;
    } catch (error) {
      log(`[forms] captcha verification failed: ${(error as Error).message}`);
      return false;
    }
  };
}

/**
 * Reads the blocklist of the CMS's site settings (`blocklisted_contact`) with the
 * form-intake token, and keeps it for `ttlMs` (one read a minute per Function instance,
 * whatever the traffic). When the CMS cannot be read, the last list read (none before the
 * first read) serves, and the spec's own value still applies (rules.ts).
 */
export function createBlocklistReader({
  fetchImpl = fetch,
  ttlMs = 60_000,
  now = Date.now,
  log = () => {},
}: { fetchImpl?: Fetch; ttlMs?: number; now?: () => number; log?: Log } = {}) {
  let cached: { list: string[]; at: number } | null = null;
  return async (cmsUrl: string, token: () => string): Promise<string[]> => {
    if (cached && now() - cached.at < ttlMs) return cached.list;
    try {
      const response = await fetchImpl(`${cmsUrl}/api/site-setting?fields[0]=blocklisted_contact`, {
        headers: { Authorization: `Bearer ${token()}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { data?: { blocklisted_contact?: string | null } | null };
      cached = { list: parseBlocklist(body.data?.blocklisted_contact), at: now() };
    } catch (error) {
      log(`[forms] the CMS blocklist could not be read (${(error as Error).message}); the last one read applies`);
      cached = { list: cached?.list ?? [], at: now() };
    }
    return cached.list;
  };
}
