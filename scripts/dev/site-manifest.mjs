// npm run site:manifest: what every page of the served site says, for comparing two builds.
//
//   node scripts/dev/site-manifest.mjs --out before.json        serve public/, record every page
//   node scripts/dev/site-manifest.mjs --compare a.json b.json  URLs gained or lost, content changed
//
// A page's record is what a visitor and a search engine get from it, not its markup: HTTP
// status and security headers, title, description, robots, canonical and hreflang links,
// JSON-LD, headings, visible text, link targets and image descriptions. Markup may change
// between builds (lighter HTML, other components); this content may not, unless meant to.
// Pages come from the build's page list (.cache/site-pages.json, written after each build,
// deferred pages included) or, for builds without one, from the HTML files in public/.
import { Buffer } from 'node:buffer';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { PUBLIC_DIR, ROOT } from '../../packages/local-stack/paths.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** Every page path the last build made: its page list, else its HTML files. */
export function builtPaths() {
  const list = path.join(ROOT, '.cache', 'site-pages.json');
  if (existsSync(list)) return JSON.parse(readFileSync(list, 'utf8')).pages.map((p) => p.path);
  const paths = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_gatsby' && entry.name !== 'page-data' && entry.name !== 'static') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = `/${path.relative(PUBLIC_DIR, full).split(path.sep).join('/')}`;
        paths.push(rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(PUBLIC_DIR);
  return paths.sort();
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** The content of one page, as a visitor and a search engine read it. */
export function summarise(html) {
  const root = parse(html, { comment: false });
  const meta = (selector) => root.querySelector(selector)?.getAttribute('content') ?? null;
  const body = root.querySelector('body');
  for (const node of body?.querySelectorAll('script, style, noscript, template, svg') ?? []) node.remove();
  return {
    title: squash(root.querySelector('title')?.text ?? ''),
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogImage: meta('meta[property="og:image"]'),
    lang: root.querySelector('html')?.getAttribute('lang') ?? null,
    dir: root.querySelector('html')?.getAttribute('dir') ?? null,
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: root
      .querySelectorAll('link[rel="alternate"][hreflang], link[rel="alternate"][hrefLang]')
      .map((l) => `${l.getAttribute('hreflang') ?? l.getAttribute('hrefLang')} ${l.getAttribute('href')}`)
      .sort(),
    jsonLd: root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.stringify(JSON.parse(s.text)))
      .sort(),
    h1: (body?.querySelectorAll('h1') ?? []).map((h) => squash(h.text)),
    text: squash(body?.text ?? ''),
    links: [...new Set((body?.querySelectorAll('a[href]') ?? []).map((a) => a.getAttribute('href')))].sort(),
    images: [
      ...new Set((body?.querySelectorAll('img[alt]') ?? []).map((i) => i.getAttribute('alt')).filter(Boolean)),
    ].sort(),
  };
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cache-control',
];

async function record(base, paths) {
  const pages = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const page = paths[next++];
      const response = await fetch(`${base}${page}`, { redirect: 'manual' });
      const html = await response.text();
      const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, response.headers.get(h)]));
      const isHtml = String(response.headers.get('content-type')).startsWith('text/html');
      pages[page] = {
        status: response.status,
        headers,
        bytes: Buffer.byteLength(html),
        ...(isHtml ? summarise(html) : {}),
      };
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

function compare(aFile, bFile) {
  const a = JSON.parse(readFileSync(aFile, 'utf8')).pages;
  const b = JSON.parse(readFileSync(bFile, 'utf8')).pages;
  const lost = Object.keys(a).filter((p) => !(p in b));
  const gained = Object.keys(b).filter((p) => !(p in a));
  console.log(`${Object.keys(a).length} pages in ${aFile}, ${Object.keys(b).length} in ${bFile}`);
  console.log(`only in the first: ${lost.length}${lost.length ? `\n  ${lost.slice(0, 20).join('\n  ')}` : ''}`);
  console.log(`only in the second: ${gained.length}${gained.length ? `\n  ${gained.slice(0, 20).join('\n  ')}` : ''}`);
  const byField = new Map();
  const average = (pages) =>
    Object.values(pages).reduce((sum, p) => sum + (p.bytes ?? 0), 0) / Math.max(1, Object.keys(pages).length) / 1024;
  console.log(`average HTML per page: ${average(a).toFixed(1)} KB, then ${average(b).toFixed(1)} KB`);
  for (const page of Object.keys(a).filter((p) => p in b)) {
    const fields = new Set([...Object.keys(a[page]), ...Object.keys(b[page])].filter((f) => f !== 'bytes'));
    for (const field of fields) {
      const [x, y] = [JSON.stringify(a[page][field] ?? null), JSON.stringify(b[page][field] ?? null)];
      if (x === y) continue;
      const list = byField.get(field) ?? [];
      list.push({ page, x, y });
      byField.set(field, list);
    }
  }
  if (byField.size === 0) console.log('content: every common page says the same');
  for (const [field, list] of byField) {
    console.log(`\n${field}: differs on ${list.length} pages, e.g.`);
    for (const { page, x, y } of list.slice(0, 3))
      console.log(`  ${page}\n    - ${excerpt(x, y)}\n    + ${excerpt(y, x)}`);
  }
  return lost.length + gained.length + byField.size;
}

/** The part of `x` where it starts to differ from `y`. */
function excerpt(x, y) {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return `${i > 40 ? '…' : ''}${x.slice(Math.max(0, i - 40), i + 160)}`;
}

if (args.includes('--compare')) {
  const [aFile, bFile] = args.slice(args.indexOf('--compare') + 1);
  process.exit(compare(aFile, bFile) === 0 ? 0 : 1);
} else if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts', 'dev', 'site-manifest.mjs')
) {
  const out = option('--out') ?? path.join(ROOT, 'site-manifest.json');
  const paths = builtPaths();
  let site = null;
  stopOnSignals(() => [site?.child].filter(Boolean));
  const base = option('--base') ?? (site = await serveSite()).url;
  const started = Date.now();
  try {
    const pages = await record(base, paths);
    writeFileSync(out, JSON.stringify({ pages }, null, 1));
    console.log(`[site-manifest] ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${out}`);
  } finally {
    await site?.stop();
  }
}
