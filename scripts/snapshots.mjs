// npm run snapshots: builds the site (unless --no-build), normalises the HTML of a fixed
// list of pages and compares it with the committed snapshots in e2e/snapshots/.
// `npm run snapshots -- --update` rewrites them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { normalizeHtml } from './lib/normalize-html.mjs';
import { PUBLIC_DIR, ROOT } from './lib/paths.mjs';
import { buildSite } from './lib/site.mjs';

const PAGES = [
  '/',
  '/uae/',
  '/fr/contact-oasis-key/',
  '/about-oasis-key/meet-the-team/',
  '/ru/media/uae-property-blog/',
  '/properties/for-sale/in-dubai/',
  // An area page: its DLD sold prices (chart drawn at build), latest sales, rents; and mirrored in Arabic.
  '/properties/for-sale/in-dubai-marina/',
  '/uae/properties/for-sale/in-dubai-marina/',
  '/pl/off-plan-projects/for-sale/in-dubai/',
  '/india/',
  '/404.html',
];
const SNAPSHOT_DIR = path.join(ROOT, 'e2e', 'snapshots');
const args = new Set(process.argv.slice(2));

const fileFor = (page) => path.join(PUBLIC_DIR, page.endsWith('.html') ? page : `${page}index.html`);
const snapshotName = (page) => `${page.replace(/^\/|\/$/g, '').replace(/[/.]/g, '_') || 'home'}.html`;

if (!args.has('--no-build')) await buildSite();
mkdirSync(SNAPSHOT_DIR, { recursive: true });
let changed = 0;
for (const page of PAGES) {
  const built = fileFor(page);
  if (!existsSync(built)) {
    console.error(`[snapshots] ${page}: not built (${path.relative(ROOT, built)} is missing)`);
    changed++;
    continue;
  }
  const actual = await normalizeHtml(readFileSync(built, 'utf8'));
  const file = path.join(SNAPSHOT_DIR, snapshotName(page));
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (actual === expected) continue;
  if (args.has('--update')) {
    writeFileSync(file, actual);
    console.log(`[snapshots] updated ${path.relative(ROOT, file)}`);
    continue;
  }
  changed++;
  console.error(createTwoFilesPatch(`snapshot ${page}`, `built ${page}`, expected, actual, '', '', { context: 2 }));
}
if (changed && !args.has('--update')) {
  console.error(
    `[snapshots] ${changed} of ${PAGES.length} pages differ from e2e/snapshots; if the change is intended run \`npm run snapshots -- --update\`.`,
  );
  process.exit(1);
}
console.log(`[snapshots] ${PAGES.length - changed} of ${PAGES.length} pages match.`);
