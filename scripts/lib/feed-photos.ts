import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../packages/local-stack/ports.mjs';
import { ROOT } from '../../packages/local-stack/paths.mjs';

/** The photo every fixture listing shows (a 5 KB JPEG of towers by the water). */
const PHOTO = readFileSync(path.join(ROOT, 'packages', 'core', 'src', 'feed', '__tests__', 'fixtures', 'photo.jpg'));

/** Points a fixture feed's photos (https://photos.feed.test/…) at a photo server. */
export const withPhotosAt = (feed: string, base: string) => feed.replaceAll('https://photos.feed.test/', base);

/**
 * A stand-in for a CRM's photo host on 127.0.0.1 (no internet here): every `/<name>.jpg`
 * answers the fixture photo; names in `failing` answer 503 until removed. It counts the
 * requests, so a test sees that photos already in the media library are not fetched again.
 */
export async function startPhotoServer() {
  const failing = new Set<string>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1).split('?')[0] ?? '');
    requests.push(name);
    if (!/^[\w.-]+\.jpg$/.test(name)) return void response.writeHead(404).end();
    if (failing.has(name)) return void response.writeHead(503).end('try again later');
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': PHOTO.length }).end(PHOTO);
  });
  const port = await freePort(0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}/`,
    failing,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
