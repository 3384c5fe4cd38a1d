import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { createCmsStore, type StoreRequest } from '../../src/forms/server/clients';
import { crmStandIn, smtpReceiver } from '../../packages/local-stack/lead-receivers';
import { until } from '../../packages/local-stack/wait';

// The lead delivery queue against real transports: a CMS on a copy of the database sends
// through a real SMTP server this test starts (smtp-server) and forwards to a local CRM
// stand-in; leads come in through the client the forms Function uses. Retries are made
// fast (300 ms apart, 4 attempts) so a test can watch a delivery fail and come back.
const dir = mkdtempSync(path.join(os.tmpdir(), 'lead-delivery-e2e-'));
const database = path.join(dir, 'copy.db');
let cms: Awaited<ReturnType<typeof startCms>> | undefined;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let crm: Awaited<ReturnType<typeof crmStandIn>>;
let port = 0;

type Delivery = {
  channel: string;
  delivery_status: string;
  attempts: number;
  last_error: string | null;
  recipient: string;
  documentId: string;
};
type Lead = { documentId: string; email_status: string; deliveries: Delivery[] };

async function startOurCms(extra: Record<string, string> = {}) {
  cms = await startCms({
    port,
    automation: true,
    env: {
      DATABASE_FILENAME: database,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port()),
      SMTP_FROM: 'Oasis Key <no-reply@oasiskey.ae>',
      FORM_ADMIN_EMAIL: 'leads@oasiskey.ae',
      CRM_ENDPOINT: crm.url,
      CRM_TOKEN: 'crm-secret',
      LEAD_RETRY_BASE_MS: '300',
      LEAD_RETRY_MAX_MS: '600',
      LEAD_MAX_ATTEMPTS: '4',
      LEAD_POLL_MS: '100',
      LEAD_QUIET_MS: '0',
      FORMS_RATE_LIMIT: '0',
      ...extra,
    },
  });
}

before(async () => {
  smtp = await smtpReceiver();
  crm = await crmStandIn();
  await copyCmsDatabase(database);
  port = await freePort(0);
  await startOurCms();
});

after(async () => {
  await cms?.stop();
  await smtp?.stop();
  await crm?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
/** Sends a lead as the forms Function does; the same `submissionId` again is a retry. */
async function submit(overrides: Partial<StoreRequest> = {}) {
  const token = JSON.parse(readFileSync(cms!.formsEnv.FORM_TOKEN_FILE!, 'utf8')).token as string;
  const store = createCmsStore({ cmsUrl: cms!.url, token: () => token });
  const email = overrides.email ?? `lead${++counter}-${Date.now() % 1e6}@example.com`;
  return store({
    submissionId: `dlv-${Date.now()}-${counter}`,
    payload: {
      form_name: 'Contact Us',
      first_name: 'Layla',
      last_name: 'Haddad',
      email,
      telephone: '+971 50 123 4567',
      message: 'Win a prize at http://spam.example',
    },
    email,
    phone: '+971 50 123 4567',
    pageUrl: '/contact-oasis-key/',
    toEmail: '',
    clientIp: '127.0.0.1',
    ...overrides,
  });
}

const lead = async (documentId: string): Promise<Lead> =>
  (
    await cmsClient(cms!.url, cms!.writeToken!).api<{ data: Lead }>(
      'GET',
      `form-entries/${documentId}?populate[deliveries][fields][0]=channel&populate[deliveries][fields][1]=delivery_status&populate[deliveries][fields][2]=attempts&populate[deliveries][fields][3]=last_error&populate[deliveries][fields][4]=recipient`,
    )
  ).data;

const settled = (documentId: string) =>
  until(
    `lead ${documentId} settled`,
    () => lead(documentId),
    (l) => l.deliveries.length > 0 && l.deliveries.every((d) => !['pending', 'sending'].includes(d.delivery_status)),
  );
/**
 * Waits until the delivery queue has nothing left to do: no lead waiting to be planned, no
 * delivery pending, being sent or marked for a resend. From then on nothing is sent until
 * a new lead or a resend comes, so the e-mails and forwards received are all there will be.
 */
const queueIdle = () =>
  until(
    'the delivery queue idle',
    async () => {
      const { total } = cmsClient(cms!.url, cms!.writeToken!);
      return (
        (await total('form-entries?filters[email_status][$eq]=queued')) +
        (await total(
          'lead-deliveries?filters[$or][0][delivery_status][$in][0]=pending' +
            '&filters[$or][0][delivery_status][$in][1]=sending&filters[$or][1][resend][$eq]=true',
        ))
      );
    },
    (left) => left === 0,
  );
const byChannel = (l: Lead, channel: string) => l.deliveries.find((d) => d.channel === channel)!;
const crmOf = (submissionId: string) => crm.accepted.filter((f) => f.key.startsWith(`${submissionId}:`));

describe('lead delivery', () => {
  it('sends the confirmation, the admin e-mail and the CRM forward once each, however often the lead is submitted', async () => {
    const submissionId = `once-${Date.now()}`;
    const answers = await Promise.all([submit({ submissionId }), submit({ submissionId }), submit({ submissionId })]);
    assert.equal(new Set(answers.map((a) => a.id)).size, 1);
    const id = answers[0]!.id;
    const stored = await settled(id);
    assert.equal(stored.email_status, 'sent');
    assert.deepEqual(stored.deliveries.map((d) => `${d.channel}:${d.delivery_status}:${d.attempts}`).sort(), [
      'admin_email:sent:1',
      'crm:sent:1',
      'visitor_email:sent:1',
    ]);
    const late = await submit({ submissionId }); // a late retry changes nothing
    assert.equal(late.id, id);
    assert.equal(late.duplicate, true);
    await queueIdle();

    const mails = smtp.of(id);
    assert.equal(mails.length, 2);
    const admin = mails.find((m) => m.to === 'leads@oasiskey.ae')!;
    assert.match(admin.text, /Message: Win a prize at http:\/\/spam\.example/);
    const confirmation = mails.find((m) => m.to !== 'leads@oasiskey.ae')!;
    assert.match(confirmation.text, /^Dear Layla Haddad,/);
    assert.doesNotMatch(confirmation.text, /prize|spam\.example|123 4567/, 'the confirmation repeats no free text');
    assert.match(confirmation.messageId, /^<once-\d+\.visitor_email@oasiskey\.ae>$/);

    const forwards = crmOf(submissionId);
    assert.equal(forwards.length, 1);
    assert.equal(forwards[0]!.authorization, 'Bearer crm-secret');
    assert.equal(forwards[0]!.fields.message, 'Win a prize at http://spam.example');
  });

  it('answers at once while the SMTP server and the CRM are down, and delivers each once when they are back', async () => {
    await smtp.stop();
    crm.fail(true);
    const submissionId = `down-${Date.now()}`;
    let leadId = '';
    try {
      const started = Date.now();
      const answer = await submit({ submissionId });
      leadId = answer.id;
      assert.equal(answer.duplicate, false);
      assert.ok(Date.now() - started < 5_000, 'the lead is answered without waiting for its e-mails');
      const waiting = await until(
        `lead ${leadId} retrying`,
        () => lead(leadId),
        (l) => l.deliveries.length === 3 && l.deliveries.every((d) => d.attempts >= 2),
      );
      assert.equal(waiting.email_status, 'pending');
      for (const d of waiting.deliveries) {
        assert.equal(d.delivery_status, 'pending');
        assert.match(d.last_error ?? '', d.channel === 'crm' ? /HTTP 503/ : /ECONNREFUSED/);
      }
    } finally {
      await smtp.start();
      crm.fail(false);
    }
    const done = await settled(leadId);
    assert.equal(done.email_status, 'sent');
    assert.equal(smtp.of(leadId).length, 2);
    assert.equal(crmOf(submissionId).length, 1);
  });

  it('gives up after the last attempt, keeps the delivery as failed, and an editor’s Resend delivers it once', async () => {
    crm.fail(true);
    let submissionId = '';
    let leadId = '';
    try {
      submissionId = `fail-${Date.now()}`;
      leadId = (await submit({ submissionId })).id;
      const failed = await settled(leadId);
      assert.equal(failed.email_status, 'failed');
      const forward = byChannel(failed, 'crm');
      assert.equal(forward.delivery_status, 'failed');
      assert.equal(forward.attempts, 4);
      assert.match(forward.last_error ?? '', /HTTP 503/);
      assert.equal(byChannel(failed, 'admin_email').delivery_status, 'sent');
    } finally {
      crm.fail(false);
    }
    assert.equal(crmOf(submissionId).length, 0);
    const deliveries = cmsClient(cms!.url, cms!.writeToken!);
    const failed = await lead(leadId);
    await deliveries.api('PUT', `lead-deliveries/${byChannel(failed, 'crm').documentId}`, { resend: true });
    const resent = await until(
      `lead ${leadId} resent`,
      () => lead(leadId),
      (l) => byChannel(l, 'crm').delivery_status === 'sent' && l.email_status === 'sent',
    );
    assert.equal(byChannel(resent, 'crm').attempts, 1, 'a resend starts a new count of attempts');
    assert.equal(resent.email_status, 'sent');
    assert.equal(crmOf(submissionId).length, 1);
    assert.equal(smtp.of(leadId).length, 2, 'the e-mails that were sent are not sent again');
  });

  it('resumes the queue after a CMS restart and never repeats a delivery that was sent', async () => {
    const mailsBefore = smtp.received.length;
    const forwardsBefore = crm.accepted.length;
    await smtp.stop();
    const submissionId = `restart-${Date.now()}`;
    let leadId = '';
    try {
      leadId = (await submit({ submissionId })).id;
      await until(
        `lead ${leadId} tried`,
        () => lead(leadId),
        (l) => (byChannel(l, 'admin_email')?.attempts ?? 0) >= 1,
      );
      await cms!.stop();
      cms = undefined;
    } finally {
      await smtp.start();
    }
    await startOurCms();
    const done = await settled(leadId);
    assert.equal(done.email_status, 'sent');
    assert.equal(smtp.of(leadId).length, 2);
    await queueIdle();
    // Only this lead's two e-mails and its one forward: nothing sent before the restart is sent again.
    assert.equal(smtp.received.length, mailsBefore + 2);
    assert.equal(crmOf(submissionId).length, 1);
    assert.equal(crm.accepted.length, forwardsBefore + 1);
  });

  it('sends again, once, a delivery the CMS was killed in the middle of, after its lease', async () => {
    // Leases of 3 s: the CMS is killed well within one, and the restarted one may take over after it.
    await cms!.stop();
    await startOurCms({ LEAD_LEASE_MS: '3000' });
    const mailsBefore = smtp.received.length;
    smtp.hang(true);
    const submissionId = `crash-${Date.now()}`;
    const leadId = (await submit({ submissionId })).id;
    await until(
      `lead ${leadId} sending`,
      () => lead(leadId),
      (l) => l.deliveries.some((d) => d.delivery_status === 'sending'),
    );
    cms!.child.kill('SIGKILL'); // a crash: no clean shutdown, the send never reports back
    await new Promise((resolve) => cms!.child.once('exit', resolve));
    cms = undefined;
    smtp.hang(false);
    await startOurCms({ LEAD_LEASE_MS: '3000' });
    const done = await settled(leadId);
    assert.equal(done.email_status, 'sent');
    assert.equal(smtp.of(leadId).length, 2);
    assert.equal(smtp.received.length, mailsBefore + 2);
    // The CRM's forward does not hang: the crash may come after the CRM took it but before the
    // CMS wrote it down, and then it is sent again after the lease, with the same
    // Idempotency-Key, so the CRM holds the lead once.
    const forwards = crmOf(submissionId);
    assert.ok(forwards.length >= 1 && forwards.length <= 2, `${forwards.length} forwards`);
    assert.equal(crm.held().filter((f) => f.key.startsWith(`${submissionId}:`)).length, 1);
    await cms!.stop();
    await startOurCms();
  });

  it('writes the confirmation in the language of the page the lead came from, right to left in Arabic', async () => {
    const { id } = await submit({ pageUrl: '/uae/contact-oasis-key/' });
    await settled(id);
    const confirmation = smtp.of(id).find((m) => m.to !== 'leads@oasiskey.ae')!;
    assert.equal(confirmation.subject, 'شكرًا لتواصلك معنا');
    assert.match(confirmation.text, /^مرحبًا Layla Haddad،/);
    assert.match(confirmation.html, /<html lang="ar" dir="rtl">/);
    assert.match(confirmation.text, /لقد استلمنا رسالتك/);
    const admin = smtp.of(id).find((m) => m.to === 'leads@oasiskey.ae')!;
    assert.match(admin.text, /visitor's language: Arabic/);
  });

  it('sends one address at most three confirmations a day; the admin hears of every lead', async () => {
    const email = `often${Date.now() % 1e6}@example.com`;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await submit({ email })).id);
    const leads = await Promise.all(ids.map(settled));
    assert.deepEqual(
      leads.map((l) => byChannel(l, 'visitor_email').delivery_status),
      ['sent', 'sent', 'sent', 'skipped'],
    );
    assert.match(byChannel(leads[3]!, 'visitor_email').last_error ?? '', /3 confirmations in the last 24 hours/);
    assert.equal(smtp.received.filter((m) => m.to === email).length, 3);
    assert.equal(ids.filter((id) => smtp.of(id).some((m) => m.to === 'leads@oasiskey.ae')).length, 4);
  });
});
