import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { CMS_DIR, ROOT } from '../../packages/local-stack/paths.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { PDF, othersBits, readDatabase, unsigned } from './lib';

// The CMS as an attacker meets it, started from an empty database: first headless (as every
// local start and test is), then as a hosted start (NODE_ENV=production) with its panel
// served, before and after its first administrator is made with the CLI.
const dir = mkdtempSync(path.join(os.tmpdir(), 'security-cms-'));
const database = path.join(dir, 'data.db');
const privateFiles = path.join(dir, 'private-uploads');
const SITE = 'https://www.oasiskey.ae';
const PREVIEW = 'http://127.0.0.1:8123';
const env = {
  DATABASE_FILENAME: database,
  PRIVATE_FILES_DIR: privateFiles,
  OUTBOX_DIR: path.join(dir, 'outbox'),
  DEMO_SEED: 'off',
  LEAD_DELIVERIES: 'off',
  SITE_URL: SITE,
  PREVIEW_SITE_URL: PREVIEW,
};
type Cms = Awaited<ReturnType<typeof startCms>>;
let cms: Cms | undefined;

const admins = () => readDatabase<{ n: number }>(database, 'select count(*) as n from admin_users')[0]!.n;
const valid = { email: 'attacker@example.com', password: 'Attacker-2026!', firstname: 'Eve' };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

// Each start on a port of its own: startCms would otherwise try 1337 first and, should another
// process take it while Strapi boots, start again on another port, and the log this spec reads
// would be the second start's (with Strapi's default tokens already revoked by the first).
const start = async (options: Omit<NonNullable<Parameters<typeof startCms>[0]>, 'port'>) =>
  startCms({ ...options, port: await freePort(0) });

before(async () => {
  cms = await start({ automation: true, env });
});
after(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a headless CMS on a fresh database', () => {
  it('answers 404 to every admin route, and POST /admin/register-admin with a valid body creates no one', async () => {
    const { url } = cms!;
    for (const route of ['/admin', '/admin/init', '/admin/project-type', '/content-manager/init', '/i18n/locales']) {
      assert.equal((await fetch(`${url}${route}`)).status, 404, route);
    }
    const register = await post(`${url}/admin/register-admin`, valid);
    assert.equal(register.status, 404);
    assert.equal((await post(`${url}/admin/login`, valid)).status, 404);
    assert.equal(admins(), 0, 'no administrator');
    // What stays open: the content API (with a token), public media, the health check.
    assert.equal((await fetch(`${url}/_health`)).status, 204);
    assert.equal(
      (await fetch(`${url}/api/properties`, { headers: { Authorization: `Bearer ${cms!.token}` } })).status,
      200,
    );
  });

  it("revokes Strapi's default Read Only and Full Access tokens, and reports every broad token in its log", async () => {
    const tokens = readDatabase<{ name: string; type: string }>(database, 'select name, type from strapi_api_tokens');
    assert.deepEqual(
      tokens.filter((t) => t.name === 'Read Only' || t.name === 'Full Access'),
      [],
      JSON.stringify(tokens),
    );
    assert.match(cms!.log(), /Strapi's default "Read Only" API token revoked/);
    // The tests' own full-access token is there, and said to be.
    assert.ok(tokens.some((t) => t.type === 'full-access'));
    assert.match(
      cms!.log(),
      /full-access API token "local-automation" \(id \d+, never expires, never used\) can read every lead/,
    );
  });

  it('mints the build token with exactly the permissions docs/security.md lists for a hosted build token', () => {
    const minted = readDatabase<{ action: string }>(
      database,
      `select p.action from strapi_api_token_permissions p
         join strapi_api_token_permissions_token_lnk l on l.api_token_permission_id = p.id
         join strapi_api_tokens t on t.id = l.api_token_id
        where t.name = 'site-build' order by p.action`,
    ).map((row) => row.action);
    const docs = readFileSync(path.join(ROOT, 'docs', 'security.md'), 'utf8');
    const block = /<!-- build-token:start -->\s*```text\n([\s\S]*?)```\s*<!-- build-token:end -->/.exec(docs)?.[1];
    assert.ok(block, 'docs/security.md lists the build token’s permissions');
    assert.deepEqual(
      minted,
      block
        .trim()
        .split('\n')
        .map((line) => line.trim())
        .sort(),
    );
    assert.ok(!minted.some((action) => /form-entry|lead-delivery|alert-subscription/.test(action)));
  });

  it('lets only the site’s origins read its API from a browser, never with credentials; the reviews from anywhere', async () => {
    const { url, token } = cms!;
    const api = `${url}/api/properties`;
    const read = (origin: string) => fetch(api, { headers: { Origin: origin, Authorization: `Bearer ${token}` } });
    const evil = await read('https://evil.example');
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    assert.equal(evil.headers.get('access-control-allow-credentials'), null);
    for (const origin of [SITE, PREVIEW]) {
      const ours = await read(origin);
      assert.equal(ours.headers.get('access-control-allow-origin'), origin);
      assert.equal(ours.headers.get('access-control-allow-credentials'), null);
    }
    const preflight = await fetch(`${url}/admin/access-token`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null);
    const reviews = await fetch(`${url}/api/stb-google-reviews/google-review-reviews`, {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(reviews.status, 200);
    assert.equal(reviews.headers.get('access-control-allow-origin'), '*');
    assert.equal(reviews.headers.get('access-control-allow-credentials'), null);
  });

  it('names no software in its answers (no X-Powered-By)', async () => {
    for (const route of ['/api/properties', '/_health', '/robots.txt', '/admin']) {
      const response = await fetch(`${cms!.url}${route}`);
      assert.equal(response.headers.get('x-powered-by'), null, route);
    }
  });

  it('keeps the database that holds the leads readable by its owner alone', () => {
    for (const file of [database, `${database}-wal`, `${database}-shm`].filter(existsSync))
      assert.equal(othersBits(file), 0, `${file} is mode ${(statSync(file).mode & 0o777).toString(8)}`);
  });

  it('answers no one without a token: no public read or write', async () => {
    const { url } = cms!;
    assert.equal((await fetch(`${url}/api/properties`)).status, 401);
    assert.equal((await fetch(`${url}/api/form-entries`)).status, 401);
    assert.equal((await post(`${url}/api/form-entries`, { data: { email: 'x@y.z' } })).status, 401);
    assert.equal((await fetch(`${url}/api/upload/files`)).status, 401);
  });
});

describe('a hosted CMS (NODE_ENV=production) with its panel served', () => {
  const hosted = { ...env, NODE_ENV: 'production' };

  it('keeps the admin API closed while there is no administrator, registers no one, and logs how to make one with the CLI', async () => {
    await cms?.stop();
    cms = await start({ admin: true, automation: true, env: hosted });
    const { url } = cms;
    const init = await fetch(`${url}/admin/init`);
    assert.equal(init.status, 403);
    const register = await post(`${url}/admin/register-admin`, valid);
    assert.equal(register.status, 403);
    assert.match(((await register.json()) as { error: { message: string } }).error.message, /admin:create-user/);
    assert.equal(admins(), 0, 'no administrator');
    assert.match(
      cms.log(),
      /No administrator yet\. Create the first one with the CLI.*npm run strapi -- admin:create-user/,
    );
  });

  it('opens to the administrator the CLI makes, who opens a CV from its lead through a link that expires; unsigned, the CV answers 401', async () => {
    await cms?.stop();
    const editor = { email: 'editor@example.com', password: 'Editor-Check-2026!' };
    await promisify(execFile)(
      process.execPath,
      [
        'scripts/strapi.js',
        'admin:create-user',
        `--email=${editor.email}`,
        `--password=${editor.password}`,
        '--firstname=Maya',
      ],
      { cwd: CMS_DIR, env: { ...process.env, ...hosted } },
    );
    cms = await start({ admin: true, automation: true, env: { ...hosted, CV_LINK_SECONDS: '4' } });
    const { url } = cms;
    const login = await post(`${url}/admin/login`, editor);
    assert.equal(login.status, 200, 'the administrator logs in');
    const jwt = ((await login.json()) as { data: { token: string } }).data.token;

    // A CV arrives as the forms Function stores it, with the form-intake token.
    const formToken = JSON.parse(readFileSync(cms.formsEnv.FORM_TOKEN_FILE!, 'utf8')).token as string;
    const body = new FormData();
    body.set(
      'data',
      JSON.stringify({
        submissionId: `security-cv-${Date.now()}`,
        payload: { form_name: 'Send CV', email: 'applicant@example.com' },
        email: 'applicant@example.com',
        pageUrl: '/real-estate-recruitment-in-uae/',
      }),
    );
    body.set('attachment', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'applicant.pdf');
    const stored = await fetch(`${url}/api/form-entries/submit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${formToken}` },
      body,
    });
    assert.equal(stored.status, 200);
    const lead = (await stored.json()) as { id: string; attachmentUrl?: unknown };
    assert.equal(lead.attachmentUrl, undefined, 'the sender is not told where the CV is');

    const opened = await fetch(
      `${url}/content-manager/collection-types/api::form-entry.form-entry/${lead.id}?populate[attachment]=true`,
      { headers: { Authorization: `Bearer ${jwt}` } },
    );
    assert.equal(opened.status, 200);
    const entry = ((await opened.json()) as { data: { attachment: { url: string; hash: string; ext: string } } }).data;
    const link = new URL(entry.attachment.url, url).toString();
    const file = await fetch(link);
    assert.equal(file.status, 200, link);
    assert.match(await file.text(), /^%PDF/);
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal((await fetch(unsigned(link))).status, 401, 'the stored address, unsigned');
    assert.equal((await fetch(`${url}/uploads/${entry.attachment.hash}${entry.attachment.ext}`)).status, 404);
    // The Media Library shows it with a link that works too.
    const library = await fetch(`${url}/upload/files?filters[hash][$eq]=${entry.attachment.hash}`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    const [listed] = ((await library.json()) as { results: { url: string }[] }).results;
    assert.ok(listed, 'the CV is in the Media Library');
    assert.equal((await fetch(new URL(listed.url, url))).status, 200, listed.url);
    const onDisk = path.join(privateFiles, `${entry.attachment.hash}${entry.attachment.ext}`);
    assert.ok(existsSync(onDisk), 'kept in the private folder');
    assert.equal(othersBits(onDisk), 0);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    assert.equal((await fetch(link)).status, 401, 'the editor’s link, once expired');
  });
});
