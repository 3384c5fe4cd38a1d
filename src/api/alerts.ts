import { readFileSync } from 'node:fs';
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { handleAlertsRequest, unsubscribePageOf } from '@brokerage/core/alerts/server';
import { ALERTS_BODY_LIMIT, bodyLimits } from '../forms/server/body-limits';
import { readFormsConfig } from '../forms/server/config';

// As in forms.ts: the CMS address and token are read when the request runs.
const runtimeEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** Small bodies only: a longer one is refused unread. */
export const config: GatsbyFunctionConfig = bodyLimits(ALERTS_BODY_LIMIT);

/**
 * POST /api/alerts: the manage page of saved-search alerts (confirm, pause, resume, change
 * the frequency, unsubscribe, delete), and the one-click unsubscribe of alert e-mails. A GET
 * of the one-click address changes nothing: it is sent to the manage page, which asks.
 */
export default async function alerts(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  const page = req.method === 'GET' ? unsubscribePageOf((req.query ?? {}) as Record<string, unknown>) : null;
  if (page) {
    res.redirect(303, page);
    return;
  }
  const settings = readFormsConfig(runtimeEnv(), (file) => readFileSync(file, 'utf8'));
  const result = await handleAlertsRequest(
    { method: req.method ?? 'GET', query: (req.query ?? {}) as Record<string, unknown>, body: req.body },
    { cmsUrl: settings.cmsUrl, token: settings.cmsToken },
  );
  res.status(result.status).json(result.body);
}
