// npm test: typecheck, lint, unit and component tests, a build from the seeded local CMS,
// the Nu HTML Checker on the key pages, the page-snapshot check, end-to-end tests in Chromium,
// the security cases (npm run test:security), the listing feed imported, built and withdrawn,
// the CMS on PostgreSQL (seed, build and snapshots, leads, backup, webhook) and a SQLite
// backup's restore rebuilding the same site, in that order; stops at the first failing step
// and prints a summary.
import { startCms } from './lib/cms.mjs';
import { ROOT, QUIET_ENV, TEST_BUILD_ENV } from './lib/paths.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
let cms = null;
stopOnSignals(() => [cms?.child].filter(Boolean));
// The build bakes the CMS's public address into the browser bundle (reviews refresh from it).
const cmsEnv = () => ({
  STRAPI_API_URL: cms.url,
  STRAPI_TOKEN: cms.token,
  CMS_URL: cms.url,
  CMS_TOKEN: cms.token,
  GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL ?? cms.url,
});

const steps = [
  ['typecheck', () => run(bin('tsc'), ['--noEmit'], { cwd: ROOT })],
  [
    'lint and formatting',
    async () => {
      await run(bin('eslint'), ['.'], { cwd: ROOT });
      await run(bin('prettier'), ['--check', '--log-level=warn', '.'], { cwd: ROOT });
    },
  ],
  ['unit and component tests', () => run(bin('jest'), ['--ci'], { cwd: ROOT })],
  [
    'start the local CMS',
    async () => {
      // With a full-access token for the listing feed's step, which imports as an editor's tool would.
      cms = await startCms({ automation: true });
    },
  ],
  [
    'build',
    () =>
      run(process.execPath, ['scripts/build.mjs'], {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV, ...TEST_BUILD_ENV, ...cmsEnv() },
      }),
  ],
  ['HTML validity of the key pages', () => run(process.execPath, ['scripts/check-html.mjs'], { cwd: ROOT })],
  ['page snapshots', () => run(process.execPath, ['scripts/snapshots.mjs', '--no-build'], { cwd: ROOT })],
  [
    'end-to-end tests',
    () =>
      run(process.execPath, ['scripts/e2e.mjs'], {
        cwd: ROOT,
        // The forms Function's settings too: the served site stores leads in this CMS, as
        // it does when the e2e runner starts its own (`npm run test:e2e`).
        env: { ...process.env, ...TEST_BUILD_ENV, ...cmsEnv(), ...cms.formsEnv },
      }),
  ],
  // Its own CMSs (an empty database, a copy of the seeded one) and the built site.
  [
    'security (npm run test:security)',
    () => run(process.execPath, ['scripts/test-security.mjs'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } }),
  ],
  // After the e2e specs: it imports the fixture feed into this CMS and rebuilds public/ twice,
  // then removes what it imported.
  [
    'the listing feed: import, build, withdraw',
    () =>
      run(bin('tsx'), ['scripts/test-feed.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV, ...cmsEnv(), CMS_WRITE_TOKEN: cms.writeToken },
      }),
  ],
  // Last: it rebuilds public/ from a CMS on PostgreSQL and compares the page snapshots.
  [
    'the CMS on PostgreSQL',
    () => run(bin('tsx'), ['scripts/test-postgres.ts'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } }),
  ],
  [
    'a backup restored rebuilds the same site',
    () => run(bin('tsx'), ['scripts/test-backup.ts'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } }),
  ],
];

const results = [];
let failed = false;
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await step();
    results.push(`  ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push(`  FAIL  ${name}: ${error.message}`);
    failed = true;
    break;
  }
}
await cms?.stop();
console.log(`\nnpm test summary:\n${results.join('\n')}`);
const passed = results.filter((r) => r.startsWith('  ok')).length;
console.log(`npm test: ${passed} of ${steps.length} steps ok${failed ? ', one failed' : ''}`);
process.exit(failed ? 1 : 0);
