// npm run bench:lighthouse: Lighthouse 12 (mobile settings: Moto G Power emulation, simulated
// slow 4G, 4x CPU slowdown) on home, a listing, a property, contact and the Arabic home of
// the built site, and a deep search (an area, a type, bedrooms and a sort: a page no build
// pre-renders, served by its root's search page), five runs each; prints the medians of the
// four category scores, LCP, TBT, CLS, the transferred bytes of JS and CSS and of everything
// but images, then the five largest JS chunks with the
// modules that fill them (the build's bundle report). Figures only: nothing is asserted.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as ChromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from '../../packages/local-stack/chromium';
import { REPORT_FILE, type BundleReport } from '../../plugins/site-bundle/report';
import { startCms } from '../../packages/local-stack/cms.mjs';
import { PUBLIC_DIR } from '../../packages/local-stack/paths.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { median } from './median.mjs';

type Stoppable = { url: string; child: ChildProcess; stop: () => Promise<void> } | null;
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        score?: number | null;
        title?: string;
        numericValue?: number;
        details?: {
          items?: {
            resourceType?: string;
            transferSize?: number;
            description?: string;
            source?: string;
            url?: string;
            node?: { snippet?: string };
          }[];
        };
      }
    | undefined
  >;
};
type Figures = Record<'perf' | 'a11y' | 'bp' | 'seo' | 'lcp' | 'tbt' | 'cls' | 'js' | 'css' | 'notImages', number>;

const RUNS = 5;
const publicDir = PUBLIC_DIR as string;

/** The first built page in a folder of public/, as a site path. */
function firstIn(folder: string): string {
  const dir = path.join(publicDir, folder);
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort()[0];
  if (!name) throw new Error(`no built page under /${folder}/: run \`npm run build\` first`);
  return `/${folder}/${name}/`;
}

/**
 * Why a page lost points outside performance: each weighted audit that did not pass, with
 * its first items (a console error's text, an image's URL...), to fix rather than guess.
 */
function lostPoints(lhr: Lhr): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id]!;
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((i) => i.description ?? i.source ?? i.url ?? i.node?.snippet ?? '')
          .filter(Boolean);
        return `${category}: ${ref.id} (${audit.title ?? ''})${items.length ? `: ${items.join(' | ')}` : ''}`;
      }),
  );
}

function figures(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = (type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('script'),
    css: bytes('stylesheet'),
    // What a visitor's first visit costs besides photos: the HTML, code, styles, fonts, data.
    notImages: bytes('total') - bytes('image'),
  };
}

/** The five largest JS files of the build (gzip) and their largest modules, from plugins/site-bundle's report. */
function printLargestChunks() {
  if (!existsSync(REPORT_FILE)) return;
  const report = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as BundleReport;
  const sized = Object.keys(report.files)
    .filter((file) => existsSync(path.join(publicDir, file)))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);
  console.log('\nThe five largest JS chunks (gzip) and what fills them (source bytes):');
  for (const { file, gzip } of sized) {
    const modules = report.files[file]!;
    const first = modules
      .slice(0, 6)
      .map((m) => `${m.module} ${(m.bytes / 1024).toFixed(1)} KB`)
      .join(', ');
    console.log(
      `  ${(gzip / 1024).toFixed(1)} KB ${file}: ${first}${modules.length > 6 ? `, and ${modules.length - 6} more` : ''}`,
    );
  }
}

async function main() {
  // Lighthouse is an ES module that finds its locale files from import.meta.url: load it as one.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  let cms: Stoppable = null;
  let site: Stoppable = null;
  let chrome: ChromeLauncher.LaunchedChrome | null = null;
  stopOnSignals(() => [site?.child, cms?.child].filter((c): c is ChildProcess => c !== undefined));
  try {
    const contact = readdirSync(publicDir).find((n) => n.startsWith('contact-'));
    const pages = {
      home: '/',
      listing: '/properties/for-sale/in-dubai/',
      property: firstIn('property-for-sale'),
      contact: `/${contact}/`,
      'home ar': '/uae/',
      'deep search': '/properties/for-sale/in-dubai-marina/from-2-bedrooms/type-apartment/sort-price-asc/',
    };
    // The CMS behind the site, as visitors have it (the reviews strip refreshes from it).
    cms = (await startCms()) as Stoppable;
    site = (await serveSite()) as Stoppable;
    chrome = await chromeLauncher.launch({
      chromePath: await chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const rows: string[] = [];
    const lost = new Map<string, Set<string>>();
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${site!.url}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        runs.push(figures(result.lhr as unknown as Lhr));
        for (const reason of lostPoints(result.lhr as unknown as Lhr))
          lost.set(name, (lost.get(name) ?? new Set()).add(reason));
      }
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${name} | ${m('perf')} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ` +
          `${m('cls').toFixed(3)} | ${(m('js') / 1024).toFixed(0)} KB | ${(m('css') / 1024).toFixed(0)} KB | ${(m('notImages') / 1024).toFixed(0)} KB |`,
      );
      console.log(`[bench:lighthouse] ${name} (${pagePath}) done`);
    }
    console.log(`\nLighthouse ${RUNS} runs per page, mobile settings, medians:\n`);
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (transfer) | CSS (transfer) | all but images (transfer) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(rows.join('\n'));
    console.log('\nAudits that failed in at least one run (accessibility, best practices, SEO):');
    if (lost.size === 0) console.log('  none');
    for (const [name, reasons] of lost) for (const reason of reasons) console.log(`  ${name}: ${reason}`);
    printLargestChunks();
  } catch (error) {
    console.error(`[bench:lighthouse] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    chrome?.kill();
    await site?.stop();
    await cms?.stop();
  }
}

void main();
