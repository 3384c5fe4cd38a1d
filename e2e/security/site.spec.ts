import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { PUBLIC_DIR } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { crmStandIn } from '../../packages/local-stack/lead-receivers';
import { until } from '../../packages/local-stack/wait';
import { launchBrowser, openPage } from '../lib/browser';
import { FORMS } from '@brokerage/core/forms/definitions';
import { cvSubmission, othersBits, postHeadersOnly, unsigned } from './lib';

// The built site served as `npm start` serves it, with a CMS on a copy of the seeded database
// behind it: a CRM stand-in gets its forwards, e-mails go to an outbox folder. CV links to the
// CRM last 5 s and a confirmation (and its link) 15 s, so that the tests see them expire.
const dir = mkdtempSync(path.join(os.tmpdir(), 'security-site-'));
const database = path.join(dir, 'data.db');
const outbox = path.join(dir, 'outbox');
const privateFiles = path.join(dir, 'private-uploads');
const CONFIRM_SECONDS = 15;
type Cms = Awaited<ReturnType<typeof startCms>>;
type Site = Awaited<ReturnType<typeof serveSite>>;
let cms: Cms;
let site: Site;
let crm: Awaited<ReturnType<typeof crmStandIn>>;
let browser: Browser;

before(async () => {
  crm = await crmStandIn();
  await copyCmsDatabase(database);
  cms = await startCms({
    port: await freePort(0),
    automation: true,
    env: {
      DATABASE_FILENAME: database,
      OUTBOX_DIR: outbox,
      PRIVATE_FILES_DIR: privateFiles,
      CRM_ENDPOINT: crm.url,
      CV_FORWARD_SECONDS: '5',
      ALERT_CONFIRM_SECONDS: String(CONFIRM_SECONDS),
      FORMS_RATE_LIMIT: '0',
      LEAD_POLL_MS: '200',
      ALERT_INTERVAL_MS: '0',
    },
  });
  site = await serveSite({ env: cms.formsEnv });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
  await cms?.stop();
  await crm?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Mail = { to: string; text: string; headers: Record<string, string> };
const mails = (): Mail[] =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as Mail)
    : [];
const asEditor = (resource: string) =>
  fetch(`${cms.url}/api/${resource}`, { headers: { Authorization: `Bearer ${cms.writeToken}` } });
const contact = (email: string) => {
  const body = new FormData();
  body.set(
    'data',
    JSON.stringify({
      formId: 'contact',
      values: { first_name: 'Ann', last_name: 'Lee', telephone: '+971 50 123 4567', email, message: 'Hello' },
      submissionId: `security-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      captchaToken: 'captcha-token',
      pageUrl: '/contact/',
    }),
  );
  return body;
};

describe('applicants’ CVs', () => {
  let link = '';

  it('are stored where nothing serves them: unsigned, the address answers 401; the CRM’s signed link 200 until it expires', async () => {
    const email = `cv-${Date.now()}@example.com`;
    const sent = await fetch(`${site.url}/api/forms`, {
      method: 'POST',
      body: cvSubmission(email, `sec-cv-${Date.now()}`),
    });
    assert.equal(sent.status, 200);
    const answer = (await sent.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(answer).sort(), ['id', 'ok'], 'the sender is not told where the CV is');

    const forward = await until(
      'the CRM forward of the CV',
      () => crm.accepted.find((f) => f.fields.email === email),
      (found) => Boolean(found),
    );
    link = forward!.fields.file!;
    assert.match(link, /[?&]signature=/, link);
    const now = await fetch(link);
    assert.equal(now.status, 200, link);
    assert.match(await now.text(), /^%PDF/);
    assert.equal((await fetch(unsigned(link))).status, 401, 'the stored address without a signature');
    assert.equal((await fetch(`${cms.url}/uploads/${path.basename(new URL(link).pathname)}`)).status, 404);
    // The admin e-mail links the lead in the CMS, not the file.
    const admin = await until(
      'the admin e-mail of the CV',
      () => mails().find((m) => m.headers['X-Lead-Id'] === answer.id && m.headers['X-Template'] !== 'cv_user'),
      (found) => Boolean(found?.text.includes('CV:')),
    );
    assert.match(
      admin!.text,
      /CV: open it from the lead in the CMS: \S+\/content-manager\/collection-types\/api::form-entry\.form-entry\//,
    );
    assert.ok(!admin!.text.includes(path.basename(new URL(link).pathname)), 'no file address in the e-mail');
    await until(
      'the forward’s link to expire',
      () => fetch(link).then((r) => r.status),
      (status) => status === 401,
      10_000,
    );
  });

  it('cannot be listed or read with the site build’s token', async () => {
    const build = { headers: { Authorization: `Bearer ${cms.token}` } };
    const files = (await (await fetch(`${cms.url}/api/upload/files?pagination[pageSize]=1000`, build)).json()) as {
      id: number;
      ext: string;
      url: string;
    }[];
    assert.ok(Array.isArray(files));
    assert.deepEqual(
      files.filter((f) => f.ext === '.pdf'),
      [],
      'no CV among the media the build may list',
    );
    const leads = (await (
      await asEditor(
        `form-entries?populate=attachment&filters[form_name][$eq]=${encodeURIComponent(FORMS.cv.formName)}`,
      )
    ).json()) as {
      data: { attachment: { id: number } | null }[];
    };
    const cv = leads.data.find((lead) => lead.attachment)?.attachment;
    assert.ok(cv, 'the CV lead of the test before, with its file');
    assert.equal((await fetch(`${cms.url}/api/upload/files/${cv.id}`, build)).status, 404);
    assert.equal((await fetch(`${cms.url}/api/form-entries`, build)).status, 403);
  });
});

describe('files that hold leads', () => {
  it('are their owner’s alone: the database, the outbox and the private CVs', () => {
    const files = [
      database,
      ...readdirSync(outbox).map((name) => path.join(outbox, name)),
      ...readdirSync(privateFiles).map((name) => path.join(privateFiles, name)),
    ];
    assert.ok(files.length > 2);
    for (const file of files)
      assert.equal(othersBits(file), 0, `${file}: ${(statSync(file).mode & 0o777).toString(8)}`);
    assert.equal(othersBits(outbox), 0, 'the outbox folder');
  });
});

describe('the forms Function in production', () => {
  it('answers 503 with a clear JSON message, and logs why, without its captcha secret and client-address header', async () => {
    const production = await serveSite({ env: { ...cms.formsEnv, NODE_ENV: 'production' } });
    try {
      const response = await fetch(`${production.url}/api/forms`, {
        method: 'POST',
        body: contact('prod@example.com'),
      });
      assert.equal(response.status, 503);
      assert.deepEqual(await response.json(), {
        ok: false,
        code: 'not_configured',
        message: 'The forms are not set up on this site yet; please call or e-mail us meanwhile.',
      });
      await until('the reason in the log', production.output, (text) =>
        text.includes(
          '[forms] refusing submissions: this production site lacks RECAPTCHA_SECRET and FORMS_CLIENT_IP_HEADER',
        ),
      );
    } finally {
      await production.stop();
    }
  });

  it('takes submissions in Netlify’s production context once both are set', async () => {
    const captcha: Server = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}'),
    );
    await new Promise<void>((resolve) => captcha.listen(0, '127.0.0.1', resolve));
    const production = await serveSite({
      env: {
        ...cms.formsEnv,
        CONTEXT: 'production',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captcha.address() as AddressInfo).port}/siteverify`,
        FORMS_CLIENT_IP_HEADER: 'x-nf-client-connection-ip',
      },
    });
    try {
      const response = await fetch(`${production.url}/api/forms`, {
        method: 'POST',
        body: contact(`ctx-${Date.now()}@example.com`),
        headers: { 'x-nf-client-connection-ip': '203.0.113.9' },
      });
      assert.equal(response.status, 200, await response.clone().text());
    } finally {
      await production.stop();
      await new Promise((resolve) => captcha.close(resolve));
    }
  });
});

describe('the site’s /api/*', () => {
  const api = (route: string, init?: RequestInit) => fetch(`${site.url}${route}`, init);
  const json = { 'Content-Type': 'application/json' };

  it('answers JSON with a stable code, for bad JSON, a wrong method, an unknown route and an empty CV too', async () => {
    const cases: [string, RequestInit | undefined, number, string][] = [
      ['/api/alerts', { method: 'POST', headers: json, body: '{"token": ' }, 400, 'invalid_json'],
      ['/api/forms', { method: 'POST', headers: json, body: '{not json' }, 400, 'invalid_json'],
      ['/api/forms', undefined, 405, 'method_not_allowed'],
      ['/api/no-such-function', undefined, 404, 'not_found'],
    ];
    for (const [route, init, status, code] of cases) {
      const response = await api(route, init);
      assert.equal(response.status, status, route);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, route);
      assert.equal(((await response.json()) as { code: string }).code, code, route);
    }
    const empty = await api('/api/forms', {
      method: 'POST',
      body: cvSubmission('empty@example.com', `sec-empty-${Date.now()}`, Buffer.alloc(0)),
    });
    assert.equal(empty.status, 422);
    assert.deepEqual(await empty.json(), {
      ok: false,
      code: 'invalid_fields',
      message: 'The CV file is empty.',
      errors: { file: 'empty' },
    });
  });

  it('refuses a Content-Length over the limit before reading the body, and a body over it without one, in JSON', async () => {
    const declared = await postHeadersOnly(
      `${site.url}/api/forms`,
      50 * 1024 * 1024,
      'multipart/form-data; boundary=x',
    );
    assert.ok(declared, 'an answer before the body was sent');
    assert.equal(declared.status, 413);
    assert.equal((JSON.parse(declared.body) as { code: string }).code, 'body_too_large');
    const small = await postHeadersOnly(`${site.url}/api/alerts`, 1024 * 1024, 'application/json');
    assert.equal(small?.status, 413, 'the alerts Function takes small bodies only');

    // Chunked, without a Content-Length: refused once the CV passes the limit.
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const multipart = new Response(cvSubmission('big@example.com', 'sec-big-1', big));
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await api('/api/forms', {
      method: 'POST',
      headers: { 'Content-Type': multipart.headers.get('content-type')! },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assert.equal(chunked.status, 413);
    assert.equal(((await chunked.json()) as { code: string }).code, 'body_too_large');
  });

  it('keeps the Functions’ own cache headers', async () => {
    const alerts = await api('/api/alerts', { method: 'POST', headers: json, body: '{}' });
    assert.equal(alerts.headers.get('cache-control'), 'no-store');
    const forms = await api('/api/forms');
    assert.equal(forms.headers.get('cache-control'), 'no-store');
  });

  it('names no software (no X-Powered-By), and sends its policy on pages, deferred pages and API answers', async () => {
    // French property pages are deferred: built on their first request (docs/architecture.md).
    const deferred = readdirSync(path.join(PUBLIC_DIR, 'property-for-sale')).find(
      (name) => !existsSync(path.join(PUBLIC_DIR, 'fr', 'property-for-sale', name, 'index.html')),
    );
    assert.ok(deferred, 'a French property page is deferred');
    for (const route of ['/', '/contact/', `/fr/property-for-sale/${deferred}/`, '/no-such-page/', '/api/forms']) {
      const response = await api(route);
      assert.equal(response.headers.get('x-powered-by'), null, route);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/, route);
    }
  });

  it('holds no token of the CMS in what the browser downloads', () => {
    const secrets = [cms.token, cms.writeToken!, JSON.parse(readFileSync(cms.formsEnv.FORM_TOKEN_FILE!, 'utf8')).token];
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(html|js|json|txt|xml|css|map)$/.test(entry.name)) {
          const text = readFileSync(file, 'utf8');
          if (secrets.some((secret) => text.includes(secret)) || /STRAPI_TOKEN|CMS_FORM_TOKEN/.test(text))
            found.push(file);
        }
      }
    };
    walk(PUBLIC_DIR);
    assert.deepEqual(found, []);
  });
});

describe('alert links', () => {
  it('show what they will do, and only the button does it; a GET changes nothing; one-click POST unsubscribes; the confirmation’s link expires', async () => {
    const email = `sec${Date.now() % 1e9}@example.com`;
    const body = new FormData();
    body.set(
      'data',
      JSON.stringify({
        formId: 'alert',
        values: { email, frequency: 'daily', search: '/properties/for-sale/in-dubai-marina/' },
        submissionId: `sec-alert-${Date.now()}`,
        captchaToken: '',
        pageUrl: '/properties/for-sale/in-dubai-marina/',
      }),
    );
    assert.equal((await fetch(`${site.url}/api/forms`, { method: 'POST', body })).status, 200);
    const confirmation = await until(
      'the confirmation e-mail',
      () => mails().find((m) => m.to === email && m.headers['X-Template'] === 'alert_confirmation'),
      (found) => Boolean(found),
    );
    const confirmUrl = new URL(/https?:\/\/\S+action=confirm\S*/.exec(confirmation!.text)![0]);
    const token = confirmUrl.searchParams.get('token')!;
    const status = async () =>
      (
        (await (await asEditor(`alert-subscriptions?filters[email][$eq]=${encodeURIComponent(email)}`)).json()) as {
          data: { alert_status: string }[];
        }
      ).data[0]?.alert_status;

    // A mail client's browser opening the one-click address: sent to the page, nothing changed.
    const opened = await fetch(`${site.url}/api/alerts?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
    assert.equal(opened.status, 303);
    assert.equal(await status(), 'pending');

    // A scanner that runs the page's scripts changes nothing either; the button confirms.
    const page = await browser.newPage();
    await openPage(page, `${site.url}${confirmUrl.pathname}${confirmUrl.search}`);
    const confirm = page.getByRole('button', { name: 'Confirm my alert' });
    await confirm.waitFor();
    await page.getByText('To start getting e-mails for this search, press “Confirm my alert”.').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await status(), 'pending', 'opening the link confirmed nothing');
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Your alert is confirmed.' }).waitFor();
    assert.equal(await status(), 'active');
    await page.close();

    // RFC 8058: the mail client's one-click POST.
    const oneClick = await fetch(`${site.url}/api/alerts?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(oneClick.status, 200);
    assert.equal(await status(), 'unsubscribed');

    // The confirmation's link dies with the confirmation's time, though the alert lives on.
    const view = () =>
      fetch(`${site.url}/api/alerts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, action: 'view' }),
      });
    await until(
      'the confirmation link to expire',
      () => view().then((r) => r.status),
      (s) => s === 410,
      (CONFIRM_SECONDS + 5) * 1000,
    );
    assert.deepEqual(await (await view()).json(), {
      ok: false,
      reason: 'expired',
      code: 'expired_token',
      message: 'This link has expired; use the link in your latest e-mail.',
    });
    assert.equal(await status(), 'unsubscribed');
  });

  it('render no script a link carries (XSS)', async () => {
    const page = await browser.newPage();
    const payloads = [
      '/alerts/?token=%22%3E%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E&action=confirm',
      '/properties/for-sale/in-dubai/%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E/',
      '/?q=%3Csvg%2Fonload%3Dwindow.__xss%3D1%3E',
      '/contact/#%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E',
    ];
    for (const payload of payloads) {
      await page.goto(`${site.url}${payload}`, { waitUntil: 'networkidle' });
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null), null, payload);
    }
    await page.close();
  });
});
