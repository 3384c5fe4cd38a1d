// npm test: typecheck, lint, unit and component tests, a build from the seeded local CMS,
// the Nu HTML Checker on the key pages, the page-snapshot check and the end-to-end tests of
// the site in Chromium, in that order: what a change to the site must pass, kept under 15
// minutes on a 2-core machine.
//
// npm run test:platform (`node scripts/test/test.mjs --platform`; .ci/run runs it after npm test):
// the platform around the site, each part with CMSs of its own: a build from the local CMS,
// the operations specs (e2e/operations: the lead queue against real SMTP, the forms'
// delivery, the seed's safety, the DLD import), the security cases (npm run test:security),
// the main flows in WebKit, the listing feed imported, built and withdrawn, addresses that
// last (old addresses, editors' redirects: npm run test:addresses), the CMS on
// PostgreSQL (seed, leads, backup, a build from the restore against the snapshots, webhook),
// a SQLite backup's restore rebuilding the same site, and the editors' preview (gatsby
// develop: live edits, the admin panel's Preview link opening a French draft).
//
// Both stop at the first failing step and print a summary with each step's time. The
// typecheck, lint, formatting and jest run side by side (their outputs printed whole).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { ensureCoreBuilt } from '../../packages/local-stack/core-package.mjs';
import { ROOT, QUIET_ENV, TEST_BUILD_ENV } from '../../packages/local-stack/paths.mjs';
import { run, runHeld, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { WEBKIT_DRIVER, WEBKIT_PACKAGES } from './webkit.mjs';

const platform = process.argv.includes('--platform');
const command = platform ? 'npm run test:platform' : 'npm test';
const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
let cms = null;
stopOnSignals(() => [cms?.child].filter(Boolean));
// The build bakes the CMS's public address into the browser bundle.
const cmsEnv = () => ({
  STRAPI_API_URL: cms.url,
  STRAPI_TOKEN: cms.token,
  CMS_URL: cms.url,
  CMS_TOKEN: cms.token,
  GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL ?? cms.url,
});
const startLocalCms = [
  'start the local CMS',
  async () => {
    // With a full-access token for the listing feed's step, which imports as an editor's tool would.
    cms = await startCms({ automation: true });
  },
];
const buildStep = [
  'build',
  () =>
    run(process.execPath, ['scripts/dev/build.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV, ...TEST_BUILD_ENV, ...cmsEnv() },
    }),
];
/** The specs of e2e/operations: each starts the CMSs (and the site) it needs. */
const OPERATIONS_SPECS = readdirSync(path.join(ROOT, 'e2e', 'operations'))
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => path.join('e2e', 'operations', name));
const tsxStep = (name, script, env = () => ({})) => [
  name,
  () => run(bin('tsx'), [script], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV, ...env() } }),
];

/**
 * Steps that need nothing from each other, run side by side (each one's output printed whole
 * when it ends): on two cores the typecheck and lint share one while jest has the other.
 */
const sideBySide = (name, parts) => [
  name,
  async () => {
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      parts.map(async ([part, command, args]) => {
        await runHeld(part, command, args, { cwd: ROOT });
        return `${part} ${((Date.now() - started) / 1000).toFixed(1)} s`;
      }),
    );
    const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason.message);
    if (failures.length) throw new Error(failures.join('; '));
    return `parts: ${outcomes.map((o) => o.value).join(', ')}`;
  },
];

const testSteps = [
  // The CMS's type check and the e2e runs read the package's build: never one older than its sources.
  ['the shared package built (packages/core)', async () => ensureCoreBuilt()],
  sideBySide('typecheck, lint and formatting, unit and component tests', [
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['typecheck of the CMS', bin('tsc'), ['-p', 'cms/tsconfig.check.json']],
    // Strapi's generated types (cms/types/generated) must be what the content-type schemas give.
    ['the CMS types against its schemas', process.execPath, ['cms/scripts/types.js', '--check']],
    ['lint', bin('eslint'), ['.']],
    ['formatting', bin('prettier'), ['--check', '--log-level=warn', '.']],
    ['unit and component tests', bin('jest'), ['--ci']],
  ]),
  startLocalCms,
  buildStep,
  ['HTML validity of the key pages', () => run(process.execPath, ['scripts/dev/check-html.mjs'], { cwd: ROOT })],
  ['page snapshots', () => run(process.execPath, ['scripts/dev/snapshots.mjs', '--no-build'], { cwd: ROOT })],
  [
    'end-to-end tests',
    () =>
      run(process.execPath, ['scripts/test/e2e.mjs'], {
        cwd: ROOT,
        // The forms Function's settings too: the served site stores leads in this CMS, as
        // it does when the e2e runner starts its own (`npm run test:e2e`).
        env: { ...process.env, ...TEST_BUILD_ENV, ...cmsEnv(), ...cms.formsEnv },
      }),
  ],
];

const platformSteps = [
  startLocalCms,
  buildStep,
  [
    'the operations specs (e2e/operations)',
    () =>
      run(process.execPath, ['scripts/test/e2e.mjs', ...OPERATIONS_SPECS], {
        cwd: ROOT,
        env: { ...process.env, ...TEST_BUILD_ENV, ...cmsEnv(), ...cms.formsEnv },
      }),
  ],
  // Its own CMSs (an empty database, a copy of the seeded one) and the built site.
  [
    'security (npm run test:security)',
    () =>
      run(process.execPath, ['scripts/test/test-security.mjs'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } }),
  ],
  [
    'the main flows in WebKit',
    async () => {
      // CI installs WebKit (.ci/run); a developer's machine without it is told how, loudly.
      if (!existsSync(WEBKIT_DRIVER) && !process.env.CI) {
        const install = `sudo apt-get install -y --no-install-recommends ${WEBKIT_PACKAGES.join(' ')}`;
        console.warn(
          `\n!!! WebKit is not installed (${WEBKIT_DRIVER}): the WebKit run is SKIPPED. Install it: ${install}\n`,
        );
        return 'skipped: WebKit is not installed';
      }
      await run(process.execPath, ['scripts/test/test-webkit.mjs'], {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV },
      });
    },
  ],
  // It imports the fixture feed into this CMS and rebuilds public/ twice, then removes what it imported.
  tsxStep('the listing feed: import, build, withdraw', 'scripts/test/test-feed.ts', () => ({
    ...cmsEnv(),
    CMS_WRITE_TOKEN: cms.writeToken,
  })),
  // On a copy of the local CMS: slug edits, moves and editors' redirects, one build of its own.
  tsxStep('addresses that last', 'scripts/test/test-addresses.ts'),
  tsxStep('the CMS on PostgreSQL', 'scripts/test/test-postgres.ts'),
  tsxStep('a backup restored rebuilds the same site', 'scripts/test/test-backup.ts'),
  // gatsby develop on a copy of the CMS (e2e/preview.spec.ts); last, as it leaves a develop
  // cache, which it cleans. Not in npm test: its minute or two would take npm test's margin.
  [
    "the editors' preview (live edits, the admin's Preview link)",
    () =>
      run(process.execPath, ['scripts/test/test-preview.mjs'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV } }),
  ],
];

const steps = platform ? platformSteps : testSteps;
const results = [];
let failed = false;
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    const outcome = await step();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const said = typeof outcome === 'string' ? outcome : '';
    results.push(
      said.startsWith('skipped')
        ? `  SKIP  ${name}: ${said.slice('skipped: '.length)}`
        : `  ok    ${name} (${seconds} s${said.startsWith('parts: ') ? `; ${said.slice('parts: '.length)}` : ''})`,
    );
  } catch (error) {
    results.push(`  FAIL  ${name}: ${error.message}`);
    failed = true;
    break;
  }
}
await cms?.stop();
console.log(`\n${command} summary:\n${results.join('\n')}`);
const passed = results.filter((r) => r.startsWith('  ok')).length;
const skipped = results.filter((r) => r.startsWith('  SKIP')).length;
console.log(
  `${command}: ${passed} of ${steps.length} steps ok${skipped ? `, ${skipped} skipped` : ''}${failed ? ', one failed' : ''}`,
);
process.exit(failed ? 1 : 0);
