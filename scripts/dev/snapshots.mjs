// npm run snapshots: builds the site (unless --no-build), normalises the HTML of a fixed
// list of pages and compares it with the committed snapshots in e2e/snapshots/. Pages the
// build deferred (property pages outside English) are read from the served site, which
// renders them on request as it does for a visitor. `npm run snapshots -- --update`
// rewrites them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { normalizeHtml } from './normalize-html.mjs';
import { PUBLIC_DIR, ROOT } from '../../packages/local-stack/paths.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { buildSite } from '../lib/build-site.mjs';

// A property of the seed, by its URL (which ends in its listing number, kept by restores).
const PROPERTY = '/property-for-sale/1-bedroom-apartment-for-sale-in-bluewaters-island-180/';
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
  PROPERTY,
  `/uae${PROPERTY}`,
];
const SNAPSHOT_DIR = path.join(ROOT, 'e2e', 'snapshots');
const args = new Set(process.argv.slice(2));
const fileFor = (page) => path.join(PUBLIC_DIR, page.endsWith('.html') ? page : `${page}index.html`);
const snapshotName = (page) => `${page.replace(/^\/|\/$/g, '').replace(/[/.]/g, '_') || 'home'}.html`;

let site = null;
/** A page's HTML: its built file, else (a deferred page) the served site's answer; null if neither has it. */
async function htmlOf(page) {
  const built = fileFor(page);
  if (existsSync(built)) return readFileSync(built, 'utf8');
  site ??= await serveSite();
  const response = await fetch(`${site.url}${page}`, { redirect: 'manual' });
  return response.status === 200 ? response.text() : null;
}

if (!args.has('--no-build')) await buildSite();
mkdirSync(SNAPSHOT_DIR, { recursive: true });
let changed = 0;
try {
  for (const page of PAGES) {
    const html = await htmlOf(page);
    if (html === null) {
      console.error(`[snapshots] ${page}: neither built (${path.relative(ROOT, fileFor(page))}) nor served`);
      changed++;
      continue;
    }
    changed += await compare(page, html);
  }
} finally {
  await site?.stop();
}

/** Compares a page's normalised HTML with its snapshot (or rewrites it with --update); 1 if they differ. */
async function compare(page, html) {
  const actual = await normalizeHtml(html);
  const file = path.join(SNAPSHOT_DIR, snapshotName(page));
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (actual === expected) return 0;
  if (args.has('--update')) {
    writeFileSync(file, actual);
    console.log(`[snapshots] updated ${path.relative(ROOT, file)}`);
    return 0;
  }
  console.error(createTwoFilesPatch(`snapshot ${page}`, `built ${page}`, expected, actual, '', '', { context: 2 }));
  return 1;
}
if (changed && !args.has('--update')) {
  console.error(
    `[snapshots] ${changed} of ${PAGES.length} pages differ from e2e/snapshots; if the change is intended run \`npm run snapshots -- --update\`.`,
  );
  process.exit(1);
}
console.log(`[snapshots] ${PAGES.length - changed} of ${PAGES.length} pages match.`);
