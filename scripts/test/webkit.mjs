import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort, waitForHttp } from '../../packages/local-stack/ports.mjs';
import { stop } from '../../packages/local-stack/processes.mjs';

/** Debian's WebKitGTK WebDriver (package webkit2gtk-driver); it drives WebKit's MiniBrowser. */
export const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
/** What a Debian machine installs to run the WebKit checks (.ci/run does it). */
export const WEBKIT_PACKAGES = ['webkit2gtk-driver', 'xvfb'];

/**
 * Starts WebKitGTK's WebDriver on 127.0.0.1 and a free port, on a virtual display (Xvfb)
 * of its own unless the machine has one: WebKitGTK draws into a window even when nobody
 * looks. Both are stopped by PID.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startWebKitDriver() {
  if (!existsSync(WEBKIT_DRIVER)) {
    throw new Error(
      `${WEBKIT_DRIVER} is missing: install it with \`apt-get install -y --no-install-recommends ${WEBKIT_PACKAGES.join(' ')}\``,
    );
  }
  const display = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort(0);
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, ...(display ? { DISPLAY: display.name } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopAll = async () => {
    await stop(driver);
    await stop(display?.child);
  };
  const exited = new Promise((_, reject) =>
    driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited with ${code}`))),
  );
  try {
    await Promise.race([waitForHttp(`http://127.0.0.1:${port}/status`, 30_000), exited]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop: stopAll };
}

/** Xvfb on the first free display number, which it reports itself (-displayfd). */
async function startXvfb() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1366x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  const name = await new Promise((resolve, reject) => {
    let text = '';
    child.once('error', (error) =>
      reject(new Error(`Xvfb could not start (${error.message}): install it with \`apt-get install -y xvfb\``)),
    );
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
  return { name, child };
}
