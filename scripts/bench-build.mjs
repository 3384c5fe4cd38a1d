// npm run bench:build: prints the full build time and the rebuild time after one property
// is edited in the CMS, for the default seed and for SEED_PROPERTIES=5000 (its own database).
// Figures only; nothing here asserts a time.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startCms } from './lib/cms.mjs';
import { GATSBY_BIN, PUBLIC_DIR, QUIET_ENV, ROOT } from './lib/paths.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

const SCENARIOS = [
  { name: 'default seed', env: {} },
  { name: '5,000 properties', env: { SEED_PROPERTIES: '5000', DATABASE_FILENAME: '.tmp/bench-5000.db' } },
];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

let cms = null;
stopOnSignals(() => [cms?.child].filter(Boolean));

function countHtml(dir) {
  let count = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const sub = countHtml(full);
      count += sub.count;
      bytes += sub.bytes;
    } else if (name.endsWith('.html')) {
      count++;
      bytes += stat.size;
    }
  }
  return { count, bytes };
}

async function timedBuild(env) {
  const started = Date.now();
  await run(process.execPath, [GATSBY_BIN, 'build'], { cwd: ROOT, env: { ...process.env, ...QUIET_ENV, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return (Date.now() - started) / 1000;
}

/** Changes one property's price through the CMS REST API, as an editor's save would. */
async function editOneProperty(url, writeToken) {
  const headers = { Authorization: `Bearer ${writeToken}`, 'Content-Type': 'application/json' };
  const list = await (await fetch(`${url}/api/properties?pagination[pageSize]=1&sort=id:asc`, { headers })).json();
  const property = list.data[0];
  const response = await fetch(`${url}/api/properties/${property.documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ data: { price: property.price + 1000 } }),
  });
  if (!response.ok) throw new Error(`editing property ${property.documentId} failed: HTTP ${response.status}`);
}

const rows = [];
try {
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.startsWith(only))) {
    console.log(`\n[bench:build] ${scenario.name}: starting the CMS (seeds on first use)...`);
    const cmsStarted = Date.now();
    cms = await startCms({ env: scenario.env, automation: true });
    const cmsSeconds = (Date.now() - cmsStarted) / 1000;
    const env = { STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token };
    execSync(`"${process.execPath}" "${GATSBY_BIN}" clean`, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...QUIET_ENV, ...env } });
    const full = await timedBuild(env);
    const pages = countHtml(PUBLIC_DIR);
    await editOneProperty(cms.url, cms.writeToken);
    const rebuild = await timedBuild(env);
    await cms.stop();
    cms = null;
    rows.push({ scenario: scenario.name, cmsStart: cmsSeconds, full, rebuild, pages: pages.count, htmlMB: pages.bytes / 1e6 });
  }
} finally {
  await cms?.stop();
}
console.log('\nscenario           CMS start  full build  rebuild after 1 edit  HTML pages  HTML size');
for (const r of rows) {
  console.log(
    `${r.scenario.padEnd(18)} ${`${r.cmsStart.toFixed(1)} s`.padStart(9)}  ${`${r.full.toFixed(1)} s`.padStart(10)}  ${`${r.rebuild.toFixed(1)} s`.padStart(20)}  ${String(r.pages).padStart(10)}  ${`${r.htmlMB.toFixed(1)} MB`.padStart(9)}`,
  );
}
