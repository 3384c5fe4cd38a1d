const number = (value: string | undefined, fallback: number, min = 0): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= min ? n : fallback;
};

/**
 * The lead pipeline's settings, from the CMS's environment (docs/configuration.md).
 * Defaults: 8 attempts 30 s, 1, 2, 4 … minutes apart (at most an hour; about two hours in
 * all), a poll every 5 s, 3 confirmations per address a day, 10 leads per address per
 * 10 minutes.
 */
export function readDeliveryConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    maxAttempts: number(env.LEAD_MAX_ATTEMPTS, 8, 1),
    baseMs: number(env.LEAD_RETRY_BASE_MS, 30_000, 1),
    maxMs: number(env.LEAD_RETRY_MAX_MS, 3_600_000, 1),
    pollMs: number(env.LEAD_POLL_MS, 5_000, 10),
    quietMs: number(env.LEAD_QUIET_MS, 300),
    maxQuietWaitMs: 5_000,
    // A send that has not reported back within this time is taken to have stopped with
    // the CMS, and is tried again (docs/architecture.md: Forms, exactly once).
    leaseMs: number(env.LEAD_LEASE_MS, 120_000, 1_000),
    confirmationsPerDay: number(env.LEAD_CONFIRMATIONS_PER_DAY, 3),
    rateLimit: number(env.FORMS_RATE_LIMIT, 10),
    rateWindowMs: 10 * 60_000,
    adminEmail: (env.FORM_ADMIN_EMAIL || '').trim(),
    crmEndpoint: (env.CRM_ENDPOINT || '').trim(),
    crmToken: (env.CRM_TOKEN || '').trim(),
    crmTimeoutMs: number(env.CRM_TIMEOUT_MS, 10_000, 100),
    // The public site's address, linked from the visitor's confirmation (as the build's default).
    siteUrl: /^https?:\/\/\S+$/.test((env.SITE_URL || '').trim())
      ? (env.SITE_URL || '').trim()
      : 'https://www.oasiskey.ae',
  };
}

export type DeliveryConfig = ReturnType<typeof readDeliveryConfig>;
