import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { until } from '../../packages/local-stack/wait';
import { cmsClient } from '../../packages/local-stack/cms-client';

type Cms = Awaited<ReturnType<typeof startCms>>;
type Site = Awaited<ReturnType<typeof serveSite>>;

/** A lead as the CMS keeps it. */
export type Entry = {
  documentId: string;
  form_name: string;
  email: string;
  submission_id: string;
  data: Record<string, string>;
  attachment?: { url: string; ext: string } | null;
};
/** A message the CMS wrote to its outbox. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers: Record<string, string> };

/**
 * The forms specs' own stack: a CMS on a copy of the seeded database (so they can stop
 * and restart it, and read leads with a full-access token) and `gatsby serve` of public/
 * whose Functions store into it.
 */
export function formsStack() {
  let cms: Cms | undefined;
  let site: Site | undefined;
  let port = 0;
  const tmp = path.join(CMS_DIR, '.tmp');
  const tag = `forms-e2e-${process.pid}`;
  const database = path.join(tmp, `${tag}.db`);
  const outbox = path.join(tmp, `${tag}-outbox`);
  // No rate limit (FORMS_RATE_LIMIT, counted by the CMS) unless a test restarts it with one;
  // the delivery queue polls often so the outbox fills within a moment.
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_FILENAME: database,
    OUTBOX_DIR: outbox,
    FORMS_RATE_LIMIT: '0',
    LEAD_POLL_MS: '200',
    // Saved-search alerts run when a test asks (runAlerts), never on their own timer.
    ALERT_INTERVAL_MS: '0',
    ...extra,
  });

  const startOurCms = async (extra?: Record<string, string>) => {
    cms = await startCms({ port, automation: true, env: env(extra) });
  };

  before(async () => {
    mkdirSync(tmp, { recursive: true });
    await copyCmsDatabase(database);
    port = await freePort(0);
    await startOurCms();
    site = await serveSite({ env: cms!.formsEnv });
  });

  after(async () => {
    await site?.stop();
    await cms?.stop();
    for (const file of [database, `${database}-wal`, `${database}-shm`, outbox])
      rmSync(file, { recursive: true, force: true });
  });

  const readOutbox = (): Mail[] => {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    // The outbox writes each message under a hidden name, then renames it `….json`.
    return files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as Mail);
  };

  const need = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the forms stack starts in before(): use it inside tests');
    return value;
  };

  return {
    baseUrl: () => need(site).url,
    cmsUrl: () => need(cms).url,
    stopCms: async () => {
      await need(cms).stop();
      cms = undefined;
    },
    /** Starts the stack's CMS again, with `extra` settings (say, a rate limit) until the next restart. */
    startCms: startOurCms,
    /** The CMS's REST API with a full-access token, as an editor's tool. */
    cmsApi: () => cmsClient(need(cms).url, need(cms).writeToken!),
    /** Runs the CMS's alert job now (POST /api/alert-subscriptions/run); what it found. */
    runAlerts: async (): Promise<{ due: number; queued: number; expired: number }> => {
      const { url, writeToken } = need(cms);
      const response = await fetch(`${url}/api/alert-subscriptions/run`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${writeToken}` },
      });
      if (!response.ok) throw new Error(`the alert run answered HTTP ${response.status}`);
      return (await response.json()) as { due: number; queued: number; expired: number };
    },
    /** Every message in the outbox sent to `to` (written whole: the outbox renames each when done). */
    mailsTo: (to: string): Mail[] => readOutbox().filter((m) => m.to === to),
    /** What a served site's Functions need to store into this stack's CMS. */
    formsEnv: (): Record<string, string> => need(cms).formsEnv,
    /** Leads whose e-mail is `email`, read through the CMS API. */
    entries: async (email: string): Promise<Entry[]> => {
      const { url, writeToken } = need(cms);
      const response = await fetch(
        `${url}/api/form-entries?filters[email][$eq]=${encodeURIComponent(email)}&populate=attachment`,
        {
          headers: { Authorization: `Bearer ${writeToken}` },
        },
      );
      if (!response.ok) throw new Error(`form-entries answered HTTP ${response.status}`);
      return ((await response.json()) as { data: Entry[] }).data;
    },
    /** The e-mail of a seeded team member (an agent leads may be routed to). */
    teamMemberEmail: async (): Promise<string> => {
      const { url, writeToken } = need(cms);
      const response = await fetch(`${url}/api/team-members?filters[email][$notNull]=true&pagination[pageSize]=1`, {
        headers: { Authorization: `Bearer ${writeToken}` },
      });
      const { data } = (await response.json()) as { data: { email: string }[] };
      if (!data[0]?.email) throw new Error('the seed has no team member with an e-mail');
      return data[0].email.toLowerCase();
    },
    /**
     * The outbox messages of one lead, once its delivery queue has written `count` of them
     * (the e-mails are sent after the visitor's answer); throws after 20 s without them.
     */
    mails: async (leadId: string, count = 2): Promise<Mail[]> => {
      const read = () => readOutbox().filter((m) => m.headers?.['X-Lead-Id'] === leadId);
      return until(`${count} e-mails of lead ${leadId}`, read, (mails) => mails.length >= count);
    },
  };
}
