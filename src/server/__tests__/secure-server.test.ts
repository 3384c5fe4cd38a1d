import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtFile, forward, servedRoutes, startSecureServer } from '../secure-server';
import { compileRouteTable, ROUTE_TABLE_FILE } from '@brokerage/core/routing/route-table';

describe('builtFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-'));
  mkdirSync(path.join(dir, 'properties', 'for-sale', 'in-dubai'), { recursive: true });
  writeFileSync(path.join(dir, 'properties', 'for-sale', 'in-dubai', 'index.html'), '');
  writeFileSync(path.join(dir, 'app.js'), '');
  afterAll(() => rmSync(dir, { recursive: true }));

  it.each([
    ['/properties/for-sale/in-dubai/', true],
    ['/app.js', true],
    ['/properties/for-sale/in-dubai/studio/', false],
    ['/../etc/passwd', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(builtFile(dir)(pathname)).toBe(expected);
  });
});

describe('servedRoutes', () => {
  it('reads the table the build wrote, and none before a build wrote one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'routes-'));
    try {
      expect(servedRoutes(root)).toBeNull();
      const { table } = compileRouteTable({ listings: [], redirects: [] });
      mkdirSync(path.join(root, '.cache'));
      writeFileSync(path.join(root, ROUTE_TABLE_FILE), JSON.stringify(table));
      expect(servedRoutes(root)).toEqual(table);
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});

describe('startSecureServer', () => {
  let upstream: http.Server;
  let proxy: http.Server;
  let base: string;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url?.startsWith('/api/')) {
        // A Function: its own cache header, or none.
        response.writeHead(200, {
          'content-type': 'application/json',
          ...(request.url === '/api/alerts' ? { 'cache-control': 'no-store' } : {}),
        });
        response.end('{"ok":true}');
        return;
      }
      const html = !request.url?.endsWith('.js');
      response.writeHead(200, {
        'content-type': html ? 'text/html' : 'application/javascript',
        'cache-control': 'no-cache',
      });
      response.end(html ? `<!doctype html><p>page ${request.url}</p>` : 'void 0');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const { table } = compileRouteTable({
      listings: [
        {
          number: 7,
          path: '/property-for-sale/new-7/',
          former: [{ path: '/property-for-sale/old-7/', until: '' }],
          gone: false,
        },
        { number: 8, path: '/property-for-rent/studio-8/', former: [], gone: true },
      ],
      redirects: [{ name: 'Redirect 1', from: '/summer/', to: '/offers/?ref=summer', permanent: false }],
    });
    proxy = await startSecureServer({
      upstream: upstreamUrl,
      port: 0,
      policy: { cmsPublicUrl: 'https://cms.example.com' },
      routes: table,
      // The built area page and its page-data; every other search path is a deep search.
      exists: (pathname) =>
        [
          '/properties/for-sale/in-dubai/',
          '/page-data/properties/for-sale/in-dubai/page-data.json',
          '/properties/for-sale/',
        ].includes(pathname),
    });
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${base}${path}`, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
        .on('error', reject);
    });

  it('redirects a search spelt otherwise for good to its canonical path, in its language, keeping the query', async () => {
    const legacy = await get('/uae/properties/for-sale/2-and-more-bedrooms/?utm_source=x');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/uae/properties/for-sale/in-dubai/from-2-bedrooms/?utm_source=x');
    expect((await get('/properties/for-sale/in-dubai/from-2-bedrooms/')).status).toBe(200);
  });

  it("moves a listing's former address for good to its current one, in its language, keeping the query", async () => {
    const old = await get('/ru/property-for-sale/old-7/?utm_source=portal');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/ru/property-for-sale/new-7/?utm_source=portal');
    expect(old.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("answers a gone listing's page with 410 and the page itself, with the site headers", async () => {
    const gone = await get('/uae/property-for-rent/studio-8/');
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('<p>page /uae/property-for-rent/studio-8/</p>');
    expect(gone.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("applies an editor's temporary redirect with 302, asked again every time", async () => {
    const summer = await get('/summer/?utm_source=x');
    expect(summer.status).toBe(302);
    expect(summer.headers.location).toBe('/offers/?ref=summer&utm_source=x');
    expect(summer.headers['cache-control']).toBe('no-cache');
  });

  it('passes pages through with the site headers in place of the upstream cache header', async () => {
    const page = await get('/contact/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p>page /contact/</p>');
    expect(page.headers['content-security-policy']).toContain('https://cms.example.com');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/app-0123456789abcdef0123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps a Function’s own cache header, and sends the site’s where it has none', async () => {
    const alerts = await get('/api/alerts');
    expect(alerts.headers['cache-control']).toBe('no-store');
    expect(alerts.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get('/api/forms')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 404 for a search path that does not parse', async () => {
    expect((await get('/properties/for-sale/in-dubai/garbage/')).status).toBe(404);
    expect((await get('/properties/for-sale/in-dubai/')).status).toBe(200);
  });

  it("serves a deep search and its page-data from its root's page, as the CDN's rewrites do", async () => {
    expect((await get('/properties/for-sale/in-dubai/studio/?view=map')).body).toContain(
      '<p>page /properties/for-sale/?view=map</p>',
    );
    expect((await get('/page-data/properties/for-sale/in-dubai/studio/page-data.json')).body).toContain(
      '/page-data/properties/for-sale/page-data.json',
    );
    expect((await get('/properties/for-sale/in-dubai/')).body).toContain('<p>page /properties/for-sale/in-dubai/</p>');
    expect((await get('/page-data/properties/for-sale/in-dubai/page-data.json')).body).toContain(
      '/page-data/properties/for-sale/in-dubai/page-data.json',
    );
  });
});

describe('forward', () => {
  it('cuts an answer short when the upstream fails after it began, and goes on serving', async () => {
    // An upstream that says 5 bytes and sends more for /broken/: the extra bytes fail the
    // proxy's HTTP parser after the answer's headers were written.
    const raw = net.createServer((socket) =>
      socket.once('data', (data) =>
        socket.end(
          data.toString().startsWith('GET /broken/')
            ? 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhelloNOT HTTP AT ALL\r\n\r\n'
            : 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok',
        ),
      ),
    );
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const target = new URL(`http://127.0.0.1:${(raw.address() as AddressInfo).port}`);
    const proxy = http.createServer((request, response) => forward(target, request, response, { agent: false }));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const fetchOnce = (path: string) =>
      new Promise<{ status: number; body: string } | 'cut short'>((resolve) => {
        http
          .get(`${base}${path}`, { agent: false }, (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            response.on('error', () => resolve('cut short'));
          })
          .on('error', () => resolve('cut short'));
      });
    try {
      // Before, the proxy threw (a 502 written after the 200) and the server stopped.
      expect(await fetchOnce('/broken/')).toBe('cut short');
      expect(await fetchOnce('/fine/')).toEqual({ status: 200, body: 'ok' });
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => raw.close(resolve));
    }
  });
});
