// npm run bench:forms: 200 concurrent valid submissions to the served site's forms Function
// (and 20 of them sent again with the same submission id, as a double click or a retry
// would), stored by a CMS on a copy of the local database that delivers through a real
// SMTP server and a CRM stand-in started here. Prints how many leads were stored (all 200
// expected), duplicates, HTTP statuses and the p50/p95/max latency; then waits for the
// delivery queue to drain and prints the e-mails and forwards delivered (each exactly
// once expected) and the time to drain. First, the latency of 20 leads sent one at a
// time, as a visitor on a quiet site sees it. Figures only.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { crmStandIn, smtpReceiver } from '../../packages/local-stack/lead-receivers.ts';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';

const COUNT = Number(process.env.BENCH_FORMS_COUNT ?? 200);
const REPEATS = 20;
const SINGLES = 20;
const tag = `bench${Date.now()}`;
// E-mails are 30 characters at most: a short per-run prefix keeps them unique.
const run = Date.now() % 1e6;
const database = path.join(CMS_DIR, '.tmp', `${tag}.db`);

let cms = null;
let site = null;
let smtp = null;
let crm = null;
stopOnSignals(() => [site?.child, cms?.child].filter(Boolean));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function submission(i) {
  return JSON.stringify({
    formId: 'contact',
    values: {
      first_name: 'Bench',
      last_name: `Lead ${i}`,
      telephone: '+971 50 123 4567',
      email: `b${run}x${i}@example.com`,
      message: `Lead ${i}`,
    },
    submissionId: `${tag}-${i}`,
    captchaToken: '',
    pageUrl: '/contact-oasis-key/',
  });
}

async function send(url, i) {
  const body = new globalThis.FormData();
  body.append('data', submission(i));
  const started = performance.now();
  const response = await fetch(`${url}/api/forms`, { method: 'POST', body });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function all(resource) {
  const rows = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${cms.url}/api/${resource}&pagination[page]=${page}&pagination[pageSize]=100`, {
      headers: { Authorization: `Bearer ${cms.writeToken}` },
    });
    const { data, meta } = await response.json();
    rows.push(...data);
    if (page >= meta.pagination.pageCount) return rows;
  }
}

const owed = async () =>
  (
    await all(
      `form-entries?filters[submission_id][$startsWith]=${tag}-&filters[email_status][$in][0]=queued&filters[email_status][$in][1]=pending`,
    )
  ).length;

const once = (keys) => {
  const counts = new Map();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return { distinct: counts.size, repeated: [...counts.values()].filter((n) => n > 1).length };
};

try {
  smtp = await smtpReceiver();
  crm = await crmStandIn();
  await copyCmsDatabase(database);
  cms = await startCms({
    port: await freePort(0),
    automation: true,
    env: {
      DATABASE_FILENAME: database,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port()),
      CRM_ENDPOINT: crm.url,
      FORMS_RATE_LIMIT: '0',
      LEAD_CONFIRMATIONS_PER_DAY: '0',
    },
  });
  site = await serveSite({ env: cms.formsEnv });
  await send(site.url, -1); // warm the Function up; not counted (its own lead)

  const singles = [];
  for (let i = 0; i < SINGLES; i++) singles.push((await send(site.url, COUNT + i)).ms);
  singles.sort((a, b) => a - b);
  const quiet = performance.now();
  while ((await owed()) > 0 && performance.now() - quiet < 60_000)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const mailsBefore = smtp.received.length;
  const forwardsBefore = crm.accepted.length;

  const started = performance.now();
  const jobs = Array.from({ length: COUNT }, (_, i) => send(site.url, i));
  for (let i = 0; i < REPEATS; i++) jobs.push(send(site.url, i));
  const results = await Promise.all(jobs);
  const answered = performance.now();
  while ((await owed()) > 0 && performance.now() - answered < 600_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const drained = performance.now();

  const burstIds = new Set(Array.from({ length: COUNT }, (_, i) => `${tag}-${i}`));
  const rows = (await all(`form-entries?filters[submission_id][$startsWith]=${tag}-`)).filter((r) =>
    burstIds.has(r.submission_id),
  );
  const ids = new Set(rows.map((r) => r.submission_id));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  const mails = once(smtp.received.slice(mailsBefore).map((m) => m.messageId));
  const forwards = once(crm.accepted.slice(forwardsBefore).map((f) => f.key));
  const failed = rows.filter((r) => r.email_status !== 'sent').length;
  console.log(
    `\nbench:forms - ${SINGLES} submissions one at a time: p50 ${percentile(singles, 50).toFixed(0)} ms, p95 ${percentile(singles, 95).toFixed(0)} ms`,
  );
  console.log(
    `bench:forms - ${COUNT} concurrent submissions + ${REPEATS} repeated submission ids, answered in ${((answered - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  HTTP statuses:  ${JSON.stringify(statuses)}`);
  console.log(`  stored:         ${ids.size} of ${COUNT}${ids.size === COUNT ? '' : '  <-- leads missing'}`);
  console.log(`  duplicates:     ${rows.length - ids.size}`);
  console.log(
    `  latency:        p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`,
  );
  console.log(
    `  e-mails:        ${mails.distinct} of ${2 * COUNT} delivered (SMTP), ${mails.repeated} sent more than once`,
  );
  console.log(`  CRM forwards:   ${forwards.distinct} of ${COUNT} delivered, ${forwards.repeated} sent more than once`);
  console.log(`  leads not sent: ${failed}`);
  console.log(`  queue drained:  ${((drained - answered) / 1000).toFixed(1)} s after the last answer`);
} catch (error) {
  console.error(`[bench:forms] failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await site?.stop();
  await cms?.stop();
  await smtp?.stop();
  await crm?.stop();
  for (const file of [database, `${database}-wal`, `${database}-shm`]) rmSync(file, { recursive: true, force: true });
}
