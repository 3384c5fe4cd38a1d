import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../packages/local-stack/chromium';

// The page helpers of the specs; Chromium itself is launched as the scripts launch it.
export { launchBrowser };

/**
 * One Chromium and one desktop page for a spec file, opened before its tests and closed
 * after them; `page()` gives the page inside a test.
 */
export function sharedDesktopPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page is opened in before(): use it inside tests');
    return page;
  };
}

/**
 * Waits until a Bootstrap modal is fully shown: its `show` class is set and every CSS
 * transition has finished (the fade-in), so that checks like axe's colour contrast see the
 * final colours rather than a half-transparent frame. `getAnimations()` flushes styles, so a
 * transition the `show` class has just started is already counted.
 */
export async function modalSettled(page: Page): Promise<void> {
  await page.locator('.modal.show').first().waitFor();
  await animationsSettled(page);
}

/** Waits until no CSS animation or transition runs (a dialog's fade-in has finished). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Whether React has hydrated the page: Gatsby marks `onInitialClientRender` in an effect of its root once it has. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
}

/**
 * Opens a page of the site and waits for the network to settle and for React to hydrate
 * it: on a busy machine "network idle" can come first, and a click or keystroke before
 * hydration reaches no handler.
 */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  return response;
}

/** Reloads the page, waiting for the network to settle and for React to hydrate it again. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
}
