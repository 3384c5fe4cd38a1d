// npm run check:html: the Nu HTML Checker (npm vnu-jar, on the machine's Java) over the
// built key pages: home, a listing, a property, contact, a blog post and the Arabic home.
// Exits 1 on any error (warnings are printed, not counted) and when a key page is not in
// public/ (each must be checked).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { PUBLIC_DIR } from '../../packages/local-stack/paths.mjs';

const require = createRequire(import.meta.url);
const vnuJar = require('vnu-jar');

/** The first built page below a folder of public/ whose name matches, as `folder/name/index.html`. */
function firstPageIn(folder, test = () => true) {
  const dir = path.join(PUBLIC_DIR, folder);
  if (!existsSync(dir)) return null;
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && test(d.name) && existsSync(path.join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort()[0];
  return name ? path.join(folder, name, 'index.html') : null;
}

const contact = readdirSync(PUBLIC_DIR).find(
  (n) => n.startsWith('contact-') && existsSync(path.join(PUBLIC_DIR, n, 'index.html')),
);
const KEY_PAGES = {
  home: 'index.html',
  listing: 'properties/for-sale/in-dubai/index.html',
  property: firstPageIn('property-for-sale'),
  contact: contact ? path.join(contact, 'index.html') : null,
  'blog post': firstPageIn('media/uae-property-blog'),
  'ar home': 'uae/index.html',
};

const files = [];
const missing = [];
for (const [name, file] of Object.entries(KEY_PAGES)) {
  if (file && existsSync(path.join(PUBLIC_DIR, file))) files.push(path.join(PUBLIC_DIR, file));
  else missing.push(name);
}
// Every key page or none: a check of fewer would pass while a page it names went unchecked.
if (missing.length) {
  console.error(
    `[check-html] not in public/, so not checked: ${missing.join(', ')}. ` +
      (files.length ? 'The build must write every key page.' : 'Run `npm run build` first.'),
  );
  process.exit(1);
}

const output = await new Promise((resolve, reject) => {
  const child = spawn('java', ['-Xss1024k', '-jar', vnuJar, '--format', 'json', ...files], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  // vnu writes its JSON report to stderr.
  child.stderr.on('data', (chunk) => (text += chunk));
  child.stdout.resume();
  child.on('error', reject);
  child.on('close', () => resolve(text));
});

let messages;
try {
  messages = JSON.parse(output).messages;
} catch {
  console.error(`[check-html] the checker gave no report:\n${output.slice(0, 2000)}`);
  process.exit(1);
}
const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
for (const m of [...errors, ...warnings]) {
  const where = `${path.relative(PUBLIC_DIR, m.url ? fileURLToPath(m.url) : PUBLIC_DIR)}:${m.lastLine ?? '?'}`;
  console.log(
    `${m.type === 'error' ? 'error  ' : 'warning'} ${where} ${m.message}${m.extract ? `\n        ${m.extract.trim().slice(0, 160)}` : ''}`,
  );
}
console.log(`[check-html] ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
process.exit(errors.length ? 1 : 0);
