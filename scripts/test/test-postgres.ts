// npm run test:postgres (a step of npm test): the CMS on a real PostgreSQL server that this
// script starts (scripts/test/postgres.mjs). In order: the demo seed into an empty
// PostgreSQL database in every language (checked in PostgreSQL itself); a lead stored once
// per submission id, through the client the forms Function uses, and its e-mails sent once
// by the delivery queue; a backup with `npm run cms:export` restored by `npm run cms:import`
// into another empty database, with its lead and every entry's documentId; the site built
// from the restored CMS through gatsby-source-strapi, compared with the committed page
// snapshots as they are, property URLs included (PostgreSQL's restore gives most properties
// another row id, and the script says how many, but every one keeps its listing number, the
// number its URL ends in); the rebuild webhook after an editor's change on the restored CMS.
// Leaves public/ built from PostgreSQL.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { startPostgres } from './postgres.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { until } from '../../packages/local-stack/wait';
import { buildMatchesSnapshots, transfer } from './check-build';
import { createCmsStore } from '../../src/forms/server/clients';
import { LOCALES } from '@brokerage/core/i18n/locales';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';

/** The seed's auction lots, a fixed set on top of SEED_PROPERTIES (cms/src/seed/properties.ts). */
const { AUCTION_LOTS } = createRequire(path.join(CMS_DIR, 'package.json'))('./src/seed/properties') as {
  AUCTION_LOTS: number;
};

type Cms = Awaited<ReturnType<typeof startCms>>;
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
let cms: Cms | undefined;
let hook: http.Server | undefined;
stopOnSignals(() => [cms?.child].filter((c) => c !== undefined));

const step = async (name: string, body: () => Promise<void>) => {
  const started = Date.now();
  await body();
  console.log(`[postgres] ok  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

// The CMS running now (the seeded one, then the restored one), through its REST API.
const api = <T>(method: string, resource: string, data?: unknown) =>
  cmsClient(cms!.url, cms!.writeToken ?? '').api<T>(method, resource, data);
const total = (resource: string) => cmsClient(cms!.url, cms!.writeToken ?? '').total(resource);

async function main(): Promise<number> {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'oasis-pg-media-'));
  let failed = false;
  let submissionId = '';
  try {
    const hookCalls: string[] = [];
    const hookPort = await freePort(0);
    hook = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        hookCalls.push(body);
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => hook!.listen(hookPort, '127.0.0.1', resolve));

    await step('PostgreSQL started', async () => {
      postgres = await startPostgres();
    });
    // This CMS's media (seeded, then replaced by the restore) stay out of cms/public/uploads,
    // and its lead e-mails out of cms/.tmp/outbox.
    const media = { CMS_PUBLIC_DIR: mediaDir, OUTBOX_DIR: path.join(mediaDir, 'outbox'), LEAD_POLL_MS: '200' };
    await step('CMS seeded into an empty PostgreSQL database', async () => {
      cms = await startCms({
        automation: true,
        env: { ...media, DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres!.url },
      });
      for (const locale of LOCALES)
        assert.ok((await total(`pages?locale=${locale.code}`)) > 30, `pages in ${locale.code}`);
      // SEED_PROPERTIES listings, and the auction lots on top.
      const seeded = Number(process.env.SEED_PROPERTIES ?? 320) + AUCTION_LOTS;
      assert.equal(await total('properties'), seeded);
      // Read in PostgreSQL itself: the CMS wrote there, not to a SQLite file.
      const [row] = await postgres!.query('select count(*)::int as n from properties');
      assert.equal(row?.n, seeded);
    });

    await step('a lead is stored once per submission id', async () => {
      const token = JSON.parse(readFileSync(cms!.formsEnv.FORM_TOKEN_FILE ?? '', 'utf8')).token as string;
      const store = createCmsStore({ cmsUrl: cms!.url, token: () => token });
      submissionId = `pg-${Date.now().toString(36)}`;
      const lead = {
        submissionId,
        payload: {
          form_name: 'Contact',
          name: 'Layla Haddad',
          email: 'layla@example.com',
          telephone: '+971501234567',
          message: 'Viewing on Saturday?',
        },
        email: 'layla@example.com',
        phone: '+971501234567',
        pageUrl: '/contact-oasis-key/',
        toEmail: '',
        clientIp: '127.0.0.1',
      };
      const first = await store(lead);
      const again = await store(lead);
      assert.equal(first.duplicate, false);
      assert.equal(again.duplicate, true);
      assert.equal(again.id, first.id);
      assert.equal(await total(`form-entries?filters[submission_id][$eq]=${submissionId}`), 1);
    });

    await step('the delivery queue sends its e-mails once', async () => {
      type Lead = {
        email_status: string;
        deliveries: { channel: string; delivery_status: string; attempts: number }[];
      };
      const lead = await until(
        `lead ${submissionId} sent`,
        async () =>
          (
            await api<{ data: Lead[] }>(
              'GET',
              `form-entries?filters[submission_id][$eq]=${submissionId}&populate=deliveries`,
            )
          ).data[0],
        (found) => found?.email_status === 'sent',
      );
      assert.deepEqual(lead?.deliveries.map((d) => `${d.channel}:${d.delivery_status}:${d.attempts}`).sort(), [
        'admin_email:sent:1',
        'visitor_email:sent:1',
      ]);
    });

    await step('a backup restored into an empty database holds the same content and the lead', async () => {
      await cms!.stop();
      cms = undefined;
      const file = path.join(os.tmpdir(), `oasis-backup-${process.pid}`);
      const restoreUrl = await postgres!.createDatabase('restore');
      try {
        await transfer(['export', '--file', file], {
          ...media,
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: postgres!.url,
        });
        await transfer(['import', '--file', `${file}.tar.gz`, '--force'], {
          ...media,
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: restoreUrl,
        });
      } finally {
        rmSync(`${file}.tar.gz`, { force: true });
      }
      cms = await startCms({
        automation: true,
        env: {
          ...media,
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: restoreUrl,
          REBUILD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/build-hook`,
          REBUILD_QUIET_MS: '300',
          REBUILD_MAX_WAIT_MS: '2000',
        },
      });
      const count = async (table: string, database: string) =>
        (await postgres!.query(`select count(*)::int as n from ${table}`, database))[0]?.n;
      for (const table of ['pages', 'properties', 'menus', 'areas', 'team_members', 'files']) {
        assert.equal(await count(table, 'restore'), await count(table, 'strapi'), `${table} restored`);
      }
      assert.equal(await total(`form-entries?filters[submission_id][$eq]=${submissionId}`), 1, 'the lead restored');
      // Entries keep their documentId; Strapi's import numbers rows anew (see docs/publishing.md: Backups).
      const documentIds = async (database: string) =>
        (await postgres!.query('select distinct document_id from properties order by document_id', database)).map(
          (r) => r.document_id,
        );
      assert.deepEqual(await documentIds('restore'), await documentIds('strapi'));
    });

    await step('site built from the restored CMS matches the page snapshots, property URLs included', async () => {
      // Strapi's import numbers rows anew on PostgreSQL; a property's URL ends in its listing
      // number, which the restore keeps (docs/architecture.md: Addresses that last).
      const numbers = async (database: string) =>
        new Map(
          (await postgres!.query('select document_id, id, listing_number from properties', database)).map((r) => [
            String(r.document_id),
            { id: Number(r.id), number: Number(r.listing_number) },
          ]),
        );
      const seeded = await numbers('strapi');
      const restored = await numbers('restore');
      const otherIds = [...seeded].filter(([key, { id }]) => restored.get(key)?.id !== id).length;
      const otherNumbers = [...seeded].filter(([key, { number }]) => restored.get(key)?.number !== number);
      assert.deepEqual(otherNumbers, [], `${otherNumbers.length} properties restored with another listing number`);
      console.log(
        `[postgres] the restore gave ${otherIds} of ${seeded.size} properties another row id; ` +
          'every one kept its listing number, so its URL',
      );
      await buildMatchesSnapshots(cms!);
    });

    await step('an editor’s change calls the rebuild webhook', async () => {
      const before = hookCalls.length;
      const { data } = await api<{ data: { documentId: string; price: number }[] }>(
        'GET',
        'properties?pagination[pageSize]=1&sort=id:asc',
      );
      const [property] = data;
      await api('PUT', `properties/${property!.documentId}`, { price: property!.price + 1000 });
      const deadline = Date.now() + 20_000;
      while (hookCalls.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      assert.ok(hookCalls.length > before, 'the build hook was called within 20 s');
      assert.match(hookCalls.at(-1) ?? '', /property/);
    });
  } catch (error) {
    failed = true;
    console.error(`[postgres] FAIL ${(error as Error).message}`);
  } finally {
    await cms?.stop();
    await postgres
      ?.stop()
      .catch((error: Error) => console.error(`[postgres] could not stop PostgreSQL: ${error.message}`));
    hook?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
