/**
 * @jest-environment node
 */
// A production build keeps a webpack compilation of the last build (the browser bundle, the
// HTML renderer, the engines, the Functions) when nothing it was made from changed
// (patches/gatsby+5.16.1.patch, utils/webpack/unchanged-compilation.js). Kept wrongly, a
// visitor gets yesterday's code: this compiles a small project with real webpack and changes
// one input at a time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import {
  configDigest,
  rememberCompilation,
  unchangedCompilation,
} from 'gatsby/dist/utils/webpack/unchanged-compilation';

let dir = '';
const file = (name: string) => path.join(dir, name);
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(file(name)), { recursive: true });
  writeFileSync(file(name), text);
};

const configOf = (env: Record<string, string> = {}, entry = './src/index.js'): Configuration => ({
  mode: 'none',
  context: dir,
  entry,
  target: 'node',
  output: { path: file('out'), filename: 'main.js' },
  plugins: [
    new webpack.DefinePlugin({
      SITE_LANGUAGES: JSON.stringify(['en', 'ar']),
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    }),
  ],
});

const compile = (config: Configuration) =>
  new Promise<Stats>((resolve, reject) =>
    webpack(config).run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );

/** Compiles and records the compilation, as a build does. */
async function build(env: Record<string, string> = {}) {
  const config = configOf(env);
  const digest = configDigest(config);
  rememberCompilation(dir, 'site', config, digest, await compile(config), [], { hash: 'h1' });
}

const kept = (env: Record<string, string> = {}, matches?: (extra: { hash: string }) => boolean) =>
  unchangedCompilation<{ hash: string }>(dir, 'site', configOf(env), matches) !== null;

const ENV = { SITE_NAME: 'Dubai Homes', CI_BUILD_ID: '41' };

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kept-compilation-'));
  write('src/index.js', "const { price } = require('./format');\nconsole.log(process.env.SITE_NAME, price(1));\n");
  write('src/format.js', 'exports.price = (n) => `AED ${n}`;\n');
  await build(ENV);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a webpack compilation kept from the last build', () => {
  it('is kept when nothing changed, with what its caller recorded, and only if the caller agrees', () => {
    expect(unchangedCompilation(dir, 'site', configOf(ENV))?.extra).toEqual({ hash: 'h1' });
    expect(kept(ENV, (extra) => extra.hash === 'h2')).toBe(false);
  });

  it('is compiled again when a file it read changed, and kept again once the file is as it was', () => {
    write('src/format.js', 'exports.price = (n) => `${n} AED`;\n');
    expect(kept(ENV)).toBe(false);
    write('src/format.js', 'exports.price = (n) => `AED ${n}`;\n');
    expect(kept(ENV)).toBe(true);
  });

  it('is compiled again when a file appears where webpack looked for one', () => {
    // `./format` was tried without an extension before `format.js` was found.
    write('src/format', 'exports.price = () => "shadowed";\n');
    expect(kept(ENV)).toBe(false);
  });

  it('is compiled again when a file it wrote was changed or removed', () => {
    write('out/main.js', '// tampered\n');
    expect(kept(ENV)).toBe(false);
    rmSync(file('out/main.js'));
    expect(kept(ENV)).toBe(false);
  });

  it('is compiled again when its configuration changed', () => {
    const config = configOf(ENV, './src/format.js');
    expect(unchangedCompilation(dir, 'site', config)).toBeNull();
  });

  it('is compiled again when an environment variable its code reads changed, and kept when another one did', () => {
    expect(kept({ ...ENV, CI_BUILD_ID: '42' })).toBe(true);
    expect(kept({ ...ENV, SITE_NAME: 'Gulf Homes' })).toBe(false);
    const { SITE_NAME: _, ...withoutName } = ENV;
    expect(kept(withoutName)).toBe(false);
  });

  it('is kept when a variable its code only names in words changed (no process.env read)', async () => {
    write('src/index.js', '// SITE_REGION is read by the Function, not here.\nconsole.log(process.env.SITE_NAME);\n');
    await build({ ...ENV, SITE_REGION: 'uae' });
    expect(kept({ ...ENV, SITE_REGION: 'ksa' })).toBe(true);
    expect(kept({ ...ENV, SITE_NAME: 'Gulf Homes', SITE_REGION: 'uae' })).toBe(false);
  });

  it('is compiled again when an environment variable its code reads was not set before and is now', async () => {
    write(
      'src/index.js',
      "console.log(process.env.SITE_NAME, process.env['SITE_PHONE'], require('./format').price(1));\n",
    );
    await build(ENV);
    expect(kept(ENV)).toBe(true);
    expect(kept({ ...ENV, SITE_PHONE: '+971 4 000 0000' })).toBe(false);
  });
});
