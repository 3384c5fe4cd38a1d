// npm run test:incremental: a warm build gives the same site as a clean build of the same
// content (issue 37). On a copy of the local CMS database (the local one is never touched),
// rounds of random editors' changes through the CMS API: listings created, edited, marked
// sold and back, deleted; a page's French title edited and a French page deleted; an
// area's French name edited; redirects added and removed. After each round the site is
// built warm (delta sourcing: only what changed since the last build is fetched in full),
// then, with that build's .cache and public/ set aside, clean; every file of the clean
// build must be in the warm one, byte for byte (content-named files the warm one keeps from
// earlier builds, which no page links to, are counted: isKeptFile). `--seed=N`
// replays a sequence, `--rounds=N` (default 2) sets how many. Leaves no build behind.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { siteEnvOf, startCmsOnCopy, type StartedCms } from '../../packages/local-stack/cms.mjs';
import { cmsClient } from '../../packages/local-stack/cms-client';
import { GATSBY_BIN, PUBLIC_DIR, ROOT, QUIET_ENV, TEST_BUILD_ENV } from '../../packages/local-stack/paths.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { cleanBuild } from '../lib/build-site.mjs';
import { stepsOf } from './steps';

const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const SEED = option('seed', Date.now() % 100_000);
const ROUNDS = option('rounds', 2);
const CHANGES_PER_ROUND = 6;

let cms: StartedCms | null = null;
stopOnSignals(() => [cms?.child].filter((c) => c !== undefined && c !== null));
const step = stepsOf('incremental');

/** The seed's own generator (mulberry32), so a failing sequence can be replayed with --seed. */
const { createRng } = createRequire(path.join(ROOT, 'package.json'))('./cms/src/seed/prng') as {
  createRng: (seed: number) => { next: () => number };
};

type Property = {
  documentId: string;
  slug: string;
  title: string;
  price: number | null;
  listing_status: string | null;
  area?: { documentId: string } | null;
  [field: string]: unknown;
};

const SECURITY_TXT = path.join('.well-known', 'security.txt');

/**
 * The page templates the last build's pages use (`public/chunk-map.json`): a template enters
 * the site when its first page does (the first listing marked sold brings the gone-listing
 * page), and the bundle, the renderer and the page engine must then be compiled again.
 */
const templatesOf = (): string =>
  Object.keys(JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'chunk-map.json'), 'utf8')) as Record<string, unknown>)
    .filter((name) => name.startsWith('component---'))
    .sort()
    .join(' ');

/** The schema the query engine holds, as printed (`.cache/schema.gql`), with the time it was printed. */
const schemaText = () => readFileSync(path.join(ROOT, '.cache', 'schema.gql'), 'utf8');

/**
 * The GraphQL schema the last build printed for its engines (`.cache/schema.gql`), without
 * the time it was printed, as a sorted list of its definitions, each with its lines sorted:
 * the order of an inferred type's fields is the order inference first met them, which need
 * not be the same for a warm build and a clean one, and answers no query differently.
 */
function schemaOf(): string[] {
  return readFileSync(path.join(ROOT, '.cache', 'schema.gql'), 'utf8')
    .replace(/^### Type definitions saved at .*$/m, '')
    .split(/\n}\n/)
    .map((definition) => {
      const [head, ...lines] = definition.trim().split('\n');
      return [head, ...lines.sort()].join('\n');
    })
    .sort();
}

/** What the CMS sets on a listing it creates, left out of a copy (images: the copy has none). */
const ASSIGNED_BY_CMS = new Set([
  'id',
  'documentId',
  'listing_number',
  'former_paths',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'images',
]);

/** Every file under a folder, by its path inside it, with a digest of its bytes. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const file = path.relative(dir, full);
        // security.txt's Expires counts from the moment it is written (packages/core/src/seo/security-txt.ts).
        const bytes =
          file === SECURITY_TXT ? readFileSync(full, 'utf8').replace(/^Expires: .*$/m, '') : readFileSync(full);
        files.set(file, createHash('sha1').update(bytes).digest('hex'));
      }
    }
  };
  walk(dir);
  return files;
}

/**
 * Content-named files a warm build may keep from an earlier one, and a clean build does not
 * have: search cores and packs of the previous manifest (visitors who loaded it may still
 * ask for them: plugins/site-pages, writeSearchIndexes), a QR code of a listing no longer
 * shown, and webpack's hashed bundles of earlier code. No page links to them; they are
 * listed and counted, never compared. A file of the clean build missing or different in
 * the warm one always fails.
 */
const isKeptFile = (file: string) =>
  file.startsWith(`search${path.sep}`) || file.startsWith(`qr${path.sep}`) || /-[0-9a-f]{20}\.js$/.test(file);

/** What a warm build with the same code and settings keeps of the last one (patches/gatsby). */
const KEPT_COMPILATIONS = [
  'the Functions',
  'the browser bundle',
  'the HTML renderer',
  'the page engine',
  'the query engine',
].map((what) => new RegExp(`Kept ${what} of the last build: nothing (it is|they are) made from changed`));

/**
 * The last round's builds set another map credit, a setting the site's code reads: its warm
 * build must compile again, and the comparison with the clean build shows it did.
 */
const lastRoundEnv = { GATSBY_MAP_ATTRIBUTION: `${TEST_BUILD_ENV.GATSBY_MAP_ATTRIBUTION} (last round)` };

/** A build from the copy, its output shown as it comes and answered whole. */
const build = (env: Record<string, string> = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GATSBY_BIN, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...QUIET_ENV,
        ...TEST_BUILD_ENV,
        ...siteEnvOf(cms!),
        ...env,
      },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`gatsby build exited with ${code}`)),
    );
  });

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'incremental-'));
  const aside = path.join(ROOT, '.incremental-warm');
  let failed = false;
  console.log(`[test:incremental] seed ${SEED}, ${ROUNDS} rounds (replay: npm run test:incremental -- --seed=${SEED})`);
  try {
    cms = await startCmsOnCopy(dir, { LEAD_DELIVERIES: 'off' });
    const { api } = cmsClient(cms.url, cms.writeToken!);
    const { next } = createRng(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

    await cleanBuild();
    await step('a cold build of the copy fetches every entry', async () => {
      assert.match(await build(), /gatsby-source-strapi: fetching every entry/);
    });

    const properties = async (filter: string) =>
      (
        await api<{ data: Property[] }>(
          'GET',
          `properties?${filter}&populate[area][fields][0]=documentId&sort=id:desc&pagination[pageSize]=40`,
        )
      ).data;
    let created = 0;
    const changes: Record<string, () => Promise<string>> = {
      'create a listing': async () => {
        const model = pick(await properties('filters[listing_status][$eq]=live'));
        // Its own fields only: the CMS gives the new entry its ids, number and dates.
        const fields = Object.fromEntries(Object.entries(model).filter(([key]) => !ASSIGNED_BY_CMS.has(key)));
        created += 1;
        const suffix = `${SEED}-${created}`;
        await api('POST', 'properties', {
          ...fields,
          slug: `${model.slug}-${suffix}`,
          title: `${model.title} ${suffix}`,
          referenceNumber: `INC-${suffix}`,
          feed_reference: null,
          area: model.area?.documentId ?? null,
        });
        return `created a copy of ${model.slug}`;
      },
      'edit a listing': async () => {
        const listing = pick(await properties('filters[listing_status][$eq]=live'));
        const price = Math.round(((listing.price ?? 1_000_000) * (0.9 + next() * 0.2)) / 1000) * 1000;
        await api('PUT', `properties/${listing.documentId}`, { price, title: `${listing.title} (edited)` });
        return `edited ${listing.slug}: price ${price}`;
      },
      'mark a listing sold': async () => {
        const listing = pick(await properties('filters[listing_status][$eq]=live'));
        await api('PUT', `properties/${listing.documentId}`, { listing_status: 'sold' });
        return `marked ${listing.slug} sold`;
      },
      'put a sold listing back': async () => {
        const sold = await properties('filters[listing_status][$eq]=sold');
        if (sold.length === 0) return 'no sold listing to put back';
        const listing = pick(sold);
        await api('PUT', `properties/${listing.documentId}`, { listing_status: 'live' });
        return `put ${listing.slug} back on the market`;
      },
      'delete a listing': async () => {
        const listing = pick(await properties('filters[listing_status][$eq]=live'));
        await api('DELETE', `properties/${listing.documentId}`);
        return `deleted ${listing.slug}`;
      },
      'edit a French page title': async () => {
        const { data } = await api<{ data: { documentId: string; Slug: string; Banner_Title: string | null }[] }>(
          'GET',
          'pages?locale=fr&pagination[pageSize]=100',
        );
        const page = pick(data);
        await api('PUT', `pages/${page.documentId}?locale=fr`, { Banner_Title: `Titre ${SEED}-${next()}` });
        return `retitled the French ${page.Slug}`;
      },
      "delete a page's French version": async () => {
        const { data } = await api<{ data: { documentId: string; Slug: string }[] }>(
          'GET',
          'pages?locale=fr&filters[Parent][$null]=true&pagination[pageSize]=100',
        );
        const page = pick(data.filter((p) => p.Slug !== 'home'));
        await api('DELETE', `pages/${page.documentId}?locale=fr`);
        return `deleted the French ${page.Slug}`;
      },
      "edit an area's French name": async () => {
        const { data } = await api<{
          data: { documentId: string; slug: string; localized_names: Record<string, string> | null }[];
        }>('GET', 'areas?pagination[pageSize]=100');
        const area = pick(data);
        await api('PUT', `areas/${area.documentId}`, {
          localized_names: { ...(area.localized_names ?? {}), fr: `Quartier ${SEED}-${Math.floor(next() * 1000)}` },
        });
        return `renamed ${area.slug} in French`;
      },
      'add a redirect': async () => {
        const from = `/offre-${SEED}-${Math.floor(next() * 1e6)}/`;
        await api('POST', 'redirects', { from, to: '/properties/for-sale/', kind: 'permanent' });
        return `redirected ${from}`;
      },
      'remove a redirect': async () => {
        const { data } = await api<{ data: { documentId: string; from: string }[] }>('GET', 'redirects');
        if (data.length === 0) return 'no redirect to remove';
        const redirect = pick(data);
        await api('DELETE', `redirects/${redirect.documentId}`);
        return `removed the redirect of ${redirect.from}`;
      },
    };

    for (let round = 1; round <= ROUNDS; round += 1) {
      await step(`round ${round}: ${CHANGES_PER_ROUND} random changes through the CMS API`, async () => {
        for (let i = 0; i < CHANGES_PER_ROUND; i += 1) {
          const name = pick(Object.keys(changes));
          console.log(`  ${name}: ${await changes[name]!()}`);
        }
      });
      const last = round === ROUNDS;
      const schemaBefore = schemaText();
      const templatesBefore = templatesOf();
      await step(`round ${round}: the warm build fetches only what changed`, async () => {
        const output = await build(last ? lastRoundEnv : {});
        assert.match(output, /gatsby-source-strapi: fetching the ids and update times of every entry/);
        assert.doesNotMatch(output, /gatsby-source-strapi: fetching every entry/);
        // Pages whose plan did not change are kept from the last build, not created again
        // (plugins/site-pages/keep-pages.ts): the comparison below checks they are right.
        const [, created, kept] = output.match(/(\d+) pages created,\s+(\d+)\s+kept\s+unchanged/) ?? [];
        console.log(`  ${created} pages created, ${kept} kept from the last build`);
        assert.ok(Number(kept) > 0, 'the warm build kept no page from the last build');
        // Type inference is the last build's, updated from the changed nodes (patches/gatsby):
        // the clean build's schema, compared below, is inferred from every node.
        assert.match(output, /Type inference: the last build's, updated from the nodes that changed since/);
        // Webpack's compilations are the last build's while nothing they are made of changed:
        // the browser bundle and the HTML renderer (both hold the map) are compiled again when
        // a setting they read changed, and so is the page engine (it holds the bundle's hash);
        // the query engine is compiled again when the schema it holds changed.
        const schemaChanged = schemaText() !== schemaBefore;
        const templatesChanged = templatesOf() !== templatesBefore;
        for (const kept of KEPT_COMPILATIONS) {
          const compiled =
            ((last || templatesChanged) && /browser bundle|HTML renderer|page engine/.test(kept.source)) ||
            (schemaChanged && /query engine/.test(kept.source));
          if (compiled) assert.doesNotMatch(output, kept);
          else assert.match(output, kept);
        }
        if (schemaChanged) console.log('  the schema changed: the query engine was compiled again');
        if (templatesChanged)
          console.log(
            `  the pages' templates changed (${templatesBefore} to ${templatesOf()}): the bundle was compiled again`,
          );
      });
      const warm = filesOf(PUBLIC_DIR);
      const warmSchema = schemaOf();
      await step(`round ${round}: a clean build of the same content gives the same files`, async () => {
        rmSync(aside, { recursive: true, force: true });
        renameSync(path.join(ROOT, '.cache'), `${aside}-cache`);
        renameSync(PUBLIC_DIR, `${aside}-public`);
        try {
          await build(last ? lastRoundEnv : {});
          assert.deepEqual(warmSchema, schemaOf(), 'the warm build inferred another schema than the clean build');
          const clean = filesOf(PUBLIC_DIR);
          const missing = [...clean.keys()].filter((f) => !warm.has(f));
          const changed = [...clean.keys()].filter((f) => warm.has(f) && warm.get(f) !== clean.get(f));
          const extra = [...warm.keys()].filter((f) => !clean.has(f));
          const kept = extra.filter(isKeptFile);
          console.log(
            `  ${clean.size} files compared: ${changed.length} differ, ${missing.length} missing from the warm build, ` +
              `${extra.length - kept.length} only in it, ${kept.length} content-named files kept from earlier builds`,
          );
          if (changed.length + missing.length + extra.length > kept.length) {
            // Kept for reading: the clean build's files, and the first differences.
            const keptClean = path.join(os.tmpdir(), `incremental-clean-${SEED}-${round}`);
            rmSync(keptClean, { recursive: true, force: true });
            renameSync(PUBLIC_DIR, keptClean);
            console.log(`  the clean build's public/ is kept in ${keptClean}; the first differences:`);
            for (const file of changed.slice(0, 3)) {
              const diff = spawnSync('diff', [path.join(`${aside}-public`, file), path.join(keptClean, file)], {
                encoding: 'utf8',
              });
              console.log(`  --- ${file} (warm <, clean >)\n${diff.stdout.slice(0, 1500)}`);
            }
          }
          assert.deepEqual(
            {
              changed: changed.slice(0, 20),
              missing: missing.slice(0, 20),
              extra: extra.filter((f) => !isKeptFile(f)).slice(0, 20),
            },
            { changed: [], missing: [], extra: [] },
            'the warm build differs from the clean build',
          );
        } finally {
          rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
          rmSync(PUBLIC_DIR, { recursive: true, force: true });
          renameSync(`${aside}-cache`, path.join(ROOT, '.cache'));
          renameSync(`${aside}-public`, PUBLIC_DIR);
        }
      });
    }
  } catch (error) {
    console.error(`[test:incremental] ${(error as Error).message}`);
    failed = true;
  } finally {
    await cms?.stop();
    rmSync(dir, { recursive: true, force: true });
    // Gatsby's cache holds the copy's content, newer than the local CMS's: no build is left
    // behind, unless a difference needs reading.
    if (failed)
      console.log(
        '[test:incremental] the warm build is left in public/ for reading: `npm run clean` before the next build',
      );
    else await cleanBuild().catch(() => undefined);
  }
  console.log(`[test:incremental] ${failed ? 'failed' : 'passed'} (seed ${SEED})`);
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
