import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR, QUIET_ENV } from './paths.mjs';
import { freePort } from './ports.mjs';
import { stop } from './processes.mjs';
import { ensureCoreBuilt } from './core-package.mjs';

/**
 * Starts the local Strapi app headless on 127.0.0.1 and waits until it has seeded and
 * minted the build token (and, with `automation`, a full-access token for benchmarks and
 * tests). Its output goes to cms/.tmp/cms.log.
 * `formsEnv` is what the site's forms Function needs to store leads in this CMS.
 * @returns {Promise<{ url: string, token: string, writeToken?: string, formsEnv: Record<string, string>, child: import('node:child_process').ChildProcess, log: () => string, stop: () => Promise<void> }>}
 */
export async function startCms(options = {}) {
  // The CMS runs the shared rules from their build: never one older than their sources.
  ensureCoreBuilt();
  // A port found free can be taken by another process before Strapi binds it (parallel
  // test runs on one machine): with no port asked for, try again on another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCmsOnce({ ...options, port: options.port ?? (await freePort(attempt === 1 ? 1337 : 0)) });
    } catch (error) {
      if (options.port || attempt >= 3 || !error.portProblem) throw error;
      console.log(`[cms] ${error.portProblem.trim()}; trying another port`);
    }
  }
}

async function startCmsOnce({ port: chosenPort, admin = false, automation = false, env = {}, timeoutMs = 600_000 }) {
  const tmpDir = path.join(CMS_DIR, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  const tokenFile = path.join(tmpDir, `site-token-${chosenPort}.json`);
  const automationFile = path.join(tmpDir, `automation-token-${chosenPort}.json`);
  const formTokenFile = path.join(tmpDir, `form-token-${chosenPort}.json`);
  const log = createWriteStream(path.join(tmpDir, 'cms.log'), { flags: 'a' });
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'server.js')], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      ...QUIET_ENV,
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      SITE_TOKEN_FILE: tokenFile,
      FORM_TOKEN_FILE: formTokenFile,
      SERVE_ADMIN: admin ? 'true' : 'false',
      ...(automation ? { AUTOMATION_TOKEN_FILE: automationFile } : {}),
      // The local CMS is the demo: a NODE_ENV=production around the tests or the build would
      // make it a hosted start, which never seeds (cms/server.js). Only `env` may ask for that.
      NODE_ENV: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  // What this CMS printed (its first 1 MB): tests read what it logged.
  let printed = '';
  const keep = (chunk) => {
    if (printed.length < 1_000_000) printed += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const started = Date.now();
  const url = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`The CMS did not become ready within ${timeoutMs / 1000} s; see cms/.tmp/cms.log`)),
      timeoutMs,
    );
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      buffer += chunk.toString();
      const match = /CMS_READY (\S+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    let lastError = '';
    child.stderr.on('data', (chunk) => {
      lastError += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const error = new Error(`The CMS exited with code ${code} before it was ready; see cms/.tmp/cms.log`);
      // Taken between freePort() and the CMS's bind: cms/server.js's own check, or Strapi's.
      error.portProblem = /cannot listen on \S+ \(EADDRINUSE\)|The port \d+ is already used[^\n]*/.exec(
        buffer + lastError,
      )?.[0];
      reject(error);
    });
  });
  const { token } = JSON.parse(readFileSync(tokenFile, 'utf8'));
  const writeToken = automation ? JSON.parse(readFileSync(automationFile, 'utf8')).token : undefined;
  console.log(`[cms] ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${child.pid})`);
  const formsEnv = { STRAPI_API_URL: url, FORM_TOKEN_FILE: env.FORM_TOKEN_FILE ?? formTokenFile };
  // Each start mints fresh tokens (revoking the last ones) into files named by its port:
  // once it stops, its files hold only revoked secrets and go.
  const forget = () => {
    for (const file of [tokenFile, automationFile, formTokenFile]) rmSync(file, { force: true });
  };
  return { url, token, writeToken, formsEnv, child, log: () => printed, stop: () => stop(child).finally(forget) };
}

/**
 * A consistent copy of the local CMS database (even while a CMS has it open), for runs
 * that must not touch it: they start their own CMS with DATABASE_FILENAME = `dest`.
 */
export async function copyCmsDatabase(dest) {
  const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
  const source = new Database(path.join(CMS_DIR, '.tmp', 'data.db'), { readonly: true });
  try {
    await source.backup(dest);
  } finally {
    source.close();
  }
}

/**
 * A CMS of its own on a copy of the local one's database (seeded first on a fresh checkout),
 * for runs that edit content: the local CMS is never touched. `env` adds to the CMS's.
 */
export async function startCmsOnCopy(dir, env = {}) {
  if (!existsSync(path.join(CMS_DIR, '.tmp', 'data.db'))) {
    const seeding = await startCms();
    await seeding.stop();
  }
  const database = path.join(dir, 'data.db');
  await copyCmsDatabase(database);
  return startCms({ automation: true, env: { DATABASE_FILENAME: database, ...env } });
}

/** What a build of the site from this CMS is given: its address (also the browser's) and the build token. */
export const siteEnvOf = (cms) => ({
  STRAPI_API_URL: cms.url,
  STRAPI_TOKEN: cms.token,
  GATSBY_CMS_PUBLIC_URL: cms.url,
});
