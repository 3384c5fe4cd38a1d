import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Flags this machine needs: no background traffic to hosts it cannot reach, and no name of
 * the internet resolves (only the local servers answer; a spec answers an outside address it
 * needs, such as the map tiles, with `route`), so nothing a test opens reaches the internet.
 */
export const CHROMIUM_FLAGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--no-sandbox',
  '--no-zygote',
];

/** Debian's Chromium when installed, otherwise the one shipped in @sparticuz/chromium. */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Headless Chromium with CHROMIUM_FLAGS: the one the e2e specs, the test scripts and the benchmarks drive. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}
