import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

/** The tile host of the test build (packages/local-stack/paths.mjs TEST_BUILD_ENV), which resolves nowhere. */
export const TEST_TILES = /^https:\/\/tiles\.e2e\.test\//;
const TILE = readFileSync(new URL('../fixtures/tile.png', import.meta.url));

/**
 * Answers the test build's map tiles in the browser with one fixture tile; returns the
 * addresses asked for. A request the site's Content-Security-Policy refuses never gets here.
 */
export async function serveTestTiles(target: Page | BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await target.route(TEST_TILES, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return asked;
}
