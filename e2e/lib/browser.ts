import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags this machine needs: no background traffic to hosts it cannot reach. */
export const CHROMIUM_FLAGS = [
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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}
