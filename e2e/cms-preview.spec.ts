import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyCmsDatabase, startCms } from '../packages/local-stack/cms.mjs';
import { CMS_DIR } from '../packages/local-stack/paths.mjs';
import { cmsClient } from '../packages/local-stack/cms-client';

// The admin panel's Preview button asks Strapi for the entry's preview URL
// (GET /content-manager/preview/url/:uid, an administrator's request); Strapi answers
// with our handler's link (cms/config/admin.ts, cms/src/preview.ts). A CMS on a copy of
// the database, with an administrator made by `npm run strapi -- admin:create-user`.
const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-preview-e2e-'));
const database = path.join(dir, 'copy.db');
const SITE = 'http://127.0.0.1:8123';
// An address of its own: the copied database may hold administrators already (a developer's).
const admin = { email: `preview-editor-${process.pid}@example.com`, password: 'Preview-Check-2026!' };
let cms: Awaited<ReturnType<typeof startCms>> | undefined;
let jwt = '';

before(async () => {
  await copyCmsDatabase(database);
  await promisify(execFile)(
    process.execPath,
    [
      'scripts/strapi.js',
      'admin:create-user',
      `--email=${admin.email}`,
      `--password=${admin.password}`,
      '--firstname=Maya',
    ],
    { cwd: CMS_DIR, env: { ...process.env, DATABASE_FILENAME: database, NODE_ENV: '' } },
  );
  // With its panel served: a headless CMS answers no admin route (docs/security.md).
  cms = await startCms({ admin: true, automation: true, env: { DATABASE_FILENAME: database, PREVIEW_SITE_URL: SITE } });
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  assert.equal(login.status, 200, 'the administrator logs in');
  jwt = ((await login.json()) as { data: { token: string } }).data.token;
});

after(async () => {
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const previewOf = async (uid: string, documentId: string, locale: string) => {
  const response = await fetch(
    `${cms!.url}/content-manager/preview/url/${uid}?documentId=${documentId}&locale=${locale}&status=draft`,
    { headers: { Authorization: `Bearer ${jwt}` } },
  );
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { data?: { url?: string } } | null,
  };
};

describe('the admin panel’s Preview', () => {
  it('links a page and a property to the preview site in the entry’s language', async () => {
    const { api } = cmsClient(cms!.url, cms!.writeToken ?? '');
    type Entries = { data: { documentId: string }[] };
    const page = (await api<Entries>('GET', 'pages?locale=fr&filters[Slug][$eq]=about-oasis-key')).data[0]!;
    const property = (await api<Entries>('GET', 'properties?pagination[pageSize]=1')).data[0]!;
    assert.deepEqual(await previewOf('api::page.page', page.documentId, 'fr'), {
      status: 200,
      body: { data: { url: `${SITE}/preview/?documentId=${page.documentId}&locale=fr` } },
    });
    const forProperty = await previewOf('api::property.property', property.documentId, 'en');
    assert.equal(forProperty.body?.data?.url, `${SITE}/preview/?documentId=${property.documentId}&locale=en`);
  });

  it('offers no preview for entries without a page of their own', async () => {
    const footer = await previewOf('api::footer.footer', 'any', 'en');
    assert.equal(footer.body?.data?.url ?? null, null);
  });
});
